import styles from './ArticleBody.module.css';

/**
 * An article's text, rendered from Markdown and sanitised at build time (lib/markdown/render.ts).
 * data-feed-body marks the text the feeds carry in full (lib/feeds/ renders the same body), for the tests.
 */
export function ArticleBody({ html }: { html: string }) {
  return <div className={styles.prose} data-feed-body dangerouslySetInnerHTML={{ __html: html }} />;
}
