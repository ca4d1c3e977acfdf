import { getImage } from '@/lib/images';
import { renderMarkdown, type RenderedMarkdown } from '@/lib/markdown/render';

/** The width a picture in an article's text takes: the text column, or the phone's width. */
const BODY_PICTURE_SIZES = '(max-width: 800px) 100vw, 760px';

const rendered = new WeakMap<object, RenderedMarkdown>();

/**
 * An entry's Markdown as the page shows it: sanitised HTML, headings and reading time. Rendered
 * once per entry per build (the list pages, the entry's page and its neighbours all ask).
 */
export function renderBody(entry: { body: string }): RenderedMarkdown {
  const hit = rendered.get(entry);
  if (hit) return hit;
  const result = renderMarkdown(entry.body, {
    picture: (src) => {
      if (src.endsWith('.svg')) return undefined;
      const image = getImage(src);
      return { src: image.src, width: image.width, height: image.height, sources: image.sources, sizes: BODY_PICTURE_SIZES };
    },
  });
  rendered.set(entry, result);
  return result;
}
