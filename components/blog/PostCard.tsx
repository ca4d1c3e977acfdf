import { EntryCard } from '@/components/publishing/EntryCard';
import { renderEntryBody } from '@/lib/markdown/entry-body';
import { TagLinks } from '@/components/publishing/TagLinks';
import type { Post, UiText } from '@/lib/content';
import { entryPath } from '@/lib/publishing';
import { PostMeta } from './PostMeta';

interface PostCardProps {
  post: Post;
  ui: UiText['blog'];
  headingLevel?: 2 | 3;
  /** How many cards share its grid (EntryCard). */
  tiles: number;
  priority?: boolean;
}

export function PostCard({ post, ui, headingLevel, tiles, priority }: PostCardProps) {
  return (
    <EntryCard
      href={entryPath('blog', post)}
      title={post.data.title}
      summary={post.data.summary}
      cover={post.data.cover}
      coverAlt={post.data.coverAlt}
      meta={<PostMeta post={post} readingMinutes={renderEntryBody(post).readingMinutes} ui={ui} />}
      footer={<TagLinks section="blog" names={post.data.tags} label={ui.tagsLabel} />}
      headingLevel={headingLevel}
      tiles={tiles}
      priority={priority}
    />
  );
}
