import { EntryDate } from '@/components/publishing/EntryDate';
import type { Post, UiText } from '@/lib/content';
import { fillTemplate } from '@/lib/text';

interface PostMetaProps {
  post: Post;
  readingMinutes: number;
  ui: UiText['blog'];
  /** The article's own page also names the author and the update. */
  full?: boolean;
}

/** '14 March 2026 · 4 min read', and on the article's page its update and author. */
export function PostMeta({ post, readingMinutes, ui, full = false }: PostMetaProps) {
  const { date, updated, author } = post.data;
  return (
    <>
      {full && <>{ui.published} </>}
      <EntryDate date={date} />
      {full && updated && updated !== date && (
        <>
          {' · '}
          {ui.updated} <EntryDate date={updated} />
        </>
      )}
      {full && (
        <>
          {' · '}
          {ui.by} {author}
        </>
      )}
      {' · '}
      {fillTemplate(ui.readingTime, { minutes: readingMinutes })}
    </>
  );
}
