import { basePath } from '../config';
import { FORM_IDS, PAGE_IDS } from '../page-ids';
import { getImage } from '../images';
import { renderMarkdown, type RenderedMarkdown } from './render';

/** The width a picture in an article's text takes: the text column, or the phone's width. */
const BODY_PICTURE_SIZES = '(max-width: 800px) 100vw, 760px';

/**
 * The ids the site's pages use around an entry's text (lib/page-ids.ts, and the case study's form,
 * whose fields' ids start with its own): a heading that would take one gets a number instead.
 * e2e/publishing.spec.ts checks this against every id of the built entry pages.
 */
const SITE_IDS = new Set<string>(Object.values(PAGE_IDS));
export const entryPageUsesId = (id: string) => SITE_IDS.has(id) || id === FORM_IDS.consultation || id.startsWith(`${FORM_IDS.consultation}-`);

const rendered = new WeakMap<object, RenderedMarkdown>();

/**
 * An entry's Markdown as the page shows it: sanitised HTML with the site's pictures and base path,
 * its headings and reading time. Rendered once per entry per build (the list pages, the entry's
 * page and its neighbours all ask).
 */
export function renderEntryBody(entry: { body: string }): RenderedMarkdown {
  const hit = rendered.get(entry);
  if (hit) return hit;
  const result = renderMarkdown(entry.body, {
    basePath,
    pageUsesId: entryPageUsesId,
    picture: (src) => {
      if (src.endsWith('.svg')) return undefined;
      const image = getImage(src);
      return { src: image.src, width: image.width, height: image.height, sources: image.sources, sizes: BODY_PICTURE_SIZES };
    },
  });
  rendered.set(entry, result);
  return result;
}
