import type { MetadataRoute } from 'next';
import { listingPages } from '@/lib/catalog';
import { absoluteUrl } from '@/lib/config';
import { defaultRoots, getCaseStudies, getLanguages, getPosts, getProducts, getUi, type ContentRoots } from '@/lib/content';
import { languageAlternates, pathIn } from '@/lib/languages';
import { caseStudySector, postTags, sectionPages, type SectionPage } from '@/lib/publishing';
import { SITE_PATHS } from '@/lib/routes';
import { productPath } from '@/lib/routes';

export const dynamic = 'force-static';

/** Every page of one language, by its default-language path, with the day it last changed where it has one. */
function pagesIn(content: ContentRoots): Map<string, string | undefined> {
  const products = getProducts(content);
  const paths = [
    ...SITE_PATHS,
    // /products/ and, for a large catalog, its further pages and the categories' pages.
    ...listingPages(products, getUi(content).catalog.otherCategory).map((listing) => listing.path),
    ...products.map(productPath),
  ];
  // Each post and case study with the day it last changed; their lists with the newest entry's.
  const published = [...sectionPages('blog', getPosts(content), postTags), ...sectionPages('case-studies', getCaseStudies(content), caseStudySector)];
  return new Map<string, string | undefined>([...paths.map((path) => [path, undefined] as const), ...published.map((page) => [page.path, lastChange(page)] as const)]);
}

/** Every page in every language, each with its other languages' (hreflang) when the site has several. */
export default function sitemap(): MetadataRoute.Sitemap {
  const languages = getLanguages();
  const byLanguage = languages.map((language) => ({ language, pages: pagesIn({ ...defaultRoots, language: language.code }) }));
  return byLanguage.flatMap(({ language, pages }) =>
    [...pages].map(([path, day]) => {
      const available = byLanguage.filter((other) => other.pages.has(path)).map((other) => other.language);
      const alternates = languageAlternates(languages, path, available);
      return {
        url: absoluteUrl(pathIn(language, languages, path)),
        ...(day ? { lastModified: day } : {}),
        ...(languages.length > 1 ? { alternates: { languages: Object.fromEntries(Object.entries(alternates).map(([code, alternate]) => [code, absoluteUrl(alternate)])) } } : {}),
      };
    }),
  );
}

function lastChange(page: SectionPage<{ data: { date: string; updated?: string } }>): string | undefined {
  const days = (page.kind === 'entry' ? [page.entry] : page.entries).map((entry) => entry.data.updated ?? entry.data.date);
  return days.sort().at(-1);
}
