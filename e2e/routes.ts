// The routes under test and what each should show, read from the same content files the build uses.
import { pages as pagesJson } from './content-files';
import { defaultRoots, getCaseStudies, getLanguages, getPosts, getProducts } from '../lib/content';
import { pathIn } from '../lib/languages';
import { caseStudySector, entryPath, postTags, sectionPages } from '../lib/publishing';
import { site as siteJson } from './content-files';

export const site = siteJson;
export const pages = pagesJson;
/** The products in list order, read as the build reads them (content/products/). */
export const products = getProducts();
const longest = <T,>(items: T[], size: (item: T) => number) => items.reduce<T | undefined>((best, item) => (best === undefined || size(item) > size(best) ? item : best), undefined);
/** The product the width sweep takes: the likeliest to break a line. */
export const longestTitleProduct = longest(products, (product) => product.title.length);
/**
 * The product pages that stand for all in the checks whose cost grows with the catalog (axe, the
 * width sweep): the first, and those with the longest title, the longest text, the most detail
 * lines and the fewest. Every product page shares one template with plain-text fields; every one is still loaded
 * in site.spec.ts and in each engine, and its HTML checked.
 */
export const sampleProducts = [
  ...new Set([
    products[0],
    longestTitleProduct,
    longest(products, (product) => product.commonContent.length),
    longest(products, (product) => product.detailedInformation?.length ?? 0),
    longest(products, (product) => -(product.detailedInformation?.length ?? 0)),
  ]),
].filter((product) => product !== undefined);
/** What a production build publishes (no drafts, nothing dated after today), newest first. */
export const posts = getPosts();
export const caseStudies = getCaseStudies();

type PageKey = keyof typeof pagesJson.pages;

export interface RouteUnderTest {
  path: string;
  /** The page name in '<short name>: <page>'. */
  title: string;
  heading: string;
  /** The menu entry marked aria-current="page", if any. */
  menuLabel?: string;
  /** A post or case study: shared as an article, with its own JSON-LD type. */
  article?: 'BlogPosting' | 'Article';
}

const fixed: [string, PageKey][] = [
  ['/', 'home'],
  ['/home/', 'home'],
  ['/about/', 'about'],
  ['/services/', 'services'],
  ['/clients/', 'clients'],
  ['/case-studies/', 'caseStudies'],
  ['/gallery/', 'gallery'],
  ['/products/', 'products'],
  ['/blog/', 'blog'],
  ['/contact/', 'contact'],
];

const menuLabelFor = (path: string) => pages.navigation.find((entry) => entry.path === path)?.label;

export const routes: RouteUnderTest[] = [
  ...fixed.map(([path, key]) => ({
    path,
    title: pages.pages[key].title,
    heading: key === 'home' ? site.tagline : pages.pages[key].heading,
    menuLabel: menuLabelFor(path === '/home/' ? '/' : path),
  })),
  ...products.map((product) => ({ path: `/product-details/${product.name}/`, title: product.title, heading: product.title })),
];

/** The newest post and case study stand for all: publishing.spec.ts goes through the rest. */
const newestEntries: RouteUnderTest[] = [
  ...posts.slice(0, 1).map((post) => ({ path: entryPath('blog', post), title: post.data.title, heading: post.data.title, article: 'BlogPosting' as const })),
  ...caseStudies.slice(0, 1).map((study) => ({ path: entryPath('case-studies', study), title: study.data.title, heading: study.data.title, article: 'Article' as const })),
];
routes.push(...newestEntries);

/** The default language's pages the sitemap lists: the routes (but /home/, the same page as /) and every page of the blog and the case studies. */
const defaultSitemapPaths = [
  ...new Set([
    ...routes.filter((route) => route.path !== '/home/').map((route) => route.path),
    ...sectionPages('blog', posts, postTags).map((page) => page.path),
    ...sectionPages('case-studies', caseStudies, caseStudySector).map((page) => page.path),
  ]),
];

const languages = getLanguages();

/** Every page the sitemap lists, in every language: another language has the fixed pages, and the products, posts and case studies written in it. */
export const sitemapPaths = [
  ...defaultSitemapPaths,
  ...languages.slice(1).flatMap((language) => {
    const content = { ...defaultRoots, language: language.code };
    const paths = [
      ...fixed.map(([path]) => path).filter((path) => path !== '/home/'),
      ...getProducts(content).map((product) => `/product-details/${product.name}/`),
      ...sectionPages('blog', getPosts(content), postTags).map((page) => page.path),
      ...sectionPages('case-studies', getCaseStudies(content), caseStudySector).map((page) => page.path),
    ];
    return [...new Set(paths)].map((path) => pathIn(language, languages, path));
  }),
];
