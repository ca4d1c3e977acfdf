import { PageLink } from '@/components/ui/PageLink';
import { ArticleBody } from '@/components/publishing/ArticleBody';
import { renderEntryBody } from '@/lib/markdown/entry-body';
import { TableOfContents } from '@/components/publishing/TableOfContents';
import { TagLinks } from '@/components/publishing/TagLinks';
import { Picture } from '@/components/ui/Picture';
import { ENTRY_COLUMNS } from '@/components/ui/gridColumns';
import { TileGrid } from '@/components/ui/TileGrid';
import type { Post, UiText } from '@/lib/content';
import { variantUpTo } from '@/lib/images';
import { entryPath } from '@/lib/publishing';
import { PAGE_IDS } from '@/lib/page-ids';
import styles from '@/components/publishing/Article.module.css';
import { PostCard } from './PostCard';
import { PostMeta } from './PostMeta';

interface PostArticleProps {
  post: Post;
  /** The search's filter value for posts (the blog's name). */
  searchCategory: string;
  related: Post[];
  older?: Post;
  newer?: Post;
  ui: UiText['blog'];
}

/** A post's page below its banner: when and by whom, its picture, contents, text and tags; then related and neighbouring posts. */
export function PostArticle({ post, searchCategory, related, older, newer, ui }: PostArticleProps) {
  const { html, headings, readingMinutes } = renderEntryBody(post);
  return (
    <>
      <article className={styles.article} data-pagefind-meta={`image:${variantUpTo(post.data.cover, 320).src}`}>
        <p hidden data-pagefind-filter="category" data-pagefind-meta="category">
          {searchCategory}
        </p>
        <p className={styles.meta}>
          <PostMeta post={post} readingMinutes={readingMinutes} ui={ui} full />
        </p>
        <Picture src={post.data.cover} alt={post.data.coverAlt} sizes="(max-width: 800px) 100vw, 760px" className={styles.cover} priority />
        <TableOfContents headings={headings} label={ui.contents} />
        <ArticleBody html={html} />
        <TagLinks section="blog" names={post.data.tags} label={ui.tagsLabel} />
      </article>
      {(older || newer) && (
        <nav className={styles.neighbours} data-pagefind-ignore="all" aria-label={`${ui.previous}, ${ui.next}`}>
          {older && (
            <PageLink href={entryPath('blog', older)} rel="prev" className={styles.neighbour}>
              <span className={styles.neighbourLabel}>{ui.previous}</span>
              {older.data.title}
            </PageLink>
          )}
          {newer && (
            <PageLink href={entryPath('blog', newer)} rel="next" className={styles.neighbour}>
              <span className={styles.neighbourLabel}>{ui.next}</span>
              {newer.data.title}
            </PageLink>
          )}
        </nav>
      )}
      {related.length > 0 && (
        <section className={styles.related} data-pagefind-ignore="all" aria-labelledby={PAGE_IDS.relatedHeading}>
          <h2 id={PAGE_IDS.relatedHeading}>{ui.related}</h2>
          <TileGrid columns={ENTRY_COLUMNS}>
            {related.map((other) => (
              <PostCard key={other.slug} post={other} ui={ui} headingLevel={3} tiles={related.length} />
            ))}
          </TileGrid>
        </section>
      )}
    </>
  );
}
