import styles from './ArticleBody.module.css';

/**
 * An article's text, rendered from Markdown and sanitised at build time (lib/markdown/render.ts).
 * data-feed-body marks it for the feeds made after the build (scripts/postbuild/feeds.mjs).
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.prose} data-feed-body dangerouslySetInnerHTML={{ __html: html }} />;
}
