import type { Metadata } from 'next';
import { contentIn, languagesHaving, pageLanguage, type LanguageParams } from '@/components/i18n/page-language';
import { PostArticle } from '@/components/blog/PostArticle';
import { PostCard } from '@/components/blog/PostCard';
import { ContactCallout } from '@/components/home/ContactCallout';
import { SectionList } from '@/components/publishing/SectionList';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBanner } from '@/components/ui/PageBanner';
import { getPages, getPosts, getSite, getUi, type ContentRoots } from '@/lib/content';
import { assetPath } from '@/lib/config';
import { feedPath, sectionFeedLinks } from '@/lib/feeds';
import { entryMetadata, listMetadata } from '@/components/seo/page-metadata';
import { findSectionPage, groupsOf, neighbours, postTags, relatedPosts, sectionPages, shareImagePath } from '@/lib/publishing';
import { entryJsonLd } from '@/lib/structured-data';
import { jsonLdUrls } from '@/lib/languages';
import { fillTemplate } from '@/lib/text';

interface BlogPageProps {
  params: Promise<{ path?: string[] }>;
}

// /blog/, its further pages, a page per tag and one per post; "Coming Soon" while there is none.
export const dynamicParams = false;

const pages = (content: ContentRoots) => sectionPages('blog', getPosts(content), postTags);

export function generateStaticParams({ params }: LanguageParams = {}) {
  return pages(contentIn(params?.lang)).map((page) => ({ path: page.segments }));
}

const pageOf = async (params: BlogPageProps['params'], content: ContentRoots) => findSectionPage(pages(content), 'blog', (await params).path);

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const here = await pageLanguage();
  const { content } = here;
  const page = await pageOf(params, content);
  // Posts and case studies may be in some languages only: the page's alternates are those that have it.
  const where = { ...here, available: languagesHaving(here, page.path, pages) };
  const copy = getPages(content).pages.blog;
  const ui = getUi(content);
  if (page.kind === 'entry') {
    const { data } = page.entry;
    return entryMetadata({ where,
      section: 'blog',
      entry: page.entry,
      feeds: sectionFeedLinks('blog', getPosts(content).length),
      article: { publishedTime: data.date, modifiedTime: data.updated, authors: [data.author], tags: data.tags },
    });
  }
  const heading = page.group ? fillTemplate(ui.blog.tagHeading, { tag: page.group.name }) : copy.title;
  return listMetadata({ where, page, heading, copy, ui, feeds: sectionFeedLinks('blog', page.entries.length) });
}

export default async function BlogPage({ params }: BlogPageProps) {
  const { content, language, languages } = await pageLanguage();
  const page = await pageOf(params, content);
  const copy = getPages(content).pages.blog;
  const ui = getUi(content);
  if (page.kind === 'entry') {
    const posts = getPosts(content);
    const { older, newer } = neighbours(posts, page.entry);
    const { data } = page.entry;
    return (
      <>
        <JsonLd
          data={entryJsonLd(
            getSite(content),
            { home: getPages(content).pages.home.title, section: [copy.heading, '/blog/'] },
            {
              type: 'BlogPosting',
              path: page.path,
              headline: data.title,
              description: data.summary,
              datePublished: data.date,
              dateModified: data.updated,
              author: data.author,
              image: shareImagePath('blog', page.entry),
              keywords: data.tags,
            },
            jsonLdUrls(language, languages),
          )}
        />
        <PageBanner heading={data.title} lead={data.summary} />
        <PostArticle post={page.entry} searchCategory={copy.title} related={relatedPosts(posts, page.entry)} older={older} newer={newer} ui={ui.blog} />
        <div data-pagefind-ignore="all">
          <ContactCallout heading={ui.blog.enquire} text={getPages(content).pages.contact.lead ?? ''} site={getSite(content)} cta={{ label: ui.requestConsultation, path: '/contact/' }} />
        </div>
      </>
    );
  }
  return (
    <SectionList
      section="blog"
      page={page}
      copy={copy}
      heading={page.group ? fillTemplate(ui.blog.tagHeading, { tag: page.group.name }) : copy.heading}
      filter={{ id: 'tag-links-heading', heading: ui.blog.allTags, allTitle: copy.title, groups: groupsOf(getPosts(content), postTags) }}
      label={ui.blog.listLabel}
      ui={ui}
      card={(post, index, tiles) => <PostCard key={post.slug} post={post} ui={ui.blog} tiles={tiles} priority={index === 0} />}
    >
      <p>
        <a href={assetPath(feedPath('blog', 'rss'))} className="touch-target">
          {ui.blog.feed}
        </a>
      </p>
    </SectionList>
  );
}
