// Feed readers show an entry's text away from the site, so every URL in it is made absolute.
import { DomUtils, parseDocument } from 'htmlparser2';
import { mapSrcset } from '../srcset.mjs';

/** Attributes whose value is a URL (srcset: a list of them), in an entry's body. */
export const URL_ATTRIBUTES = ['href', 'src', 'poster'] as const;

/** A URL made absolute: root-relative ones against the site's origin, relative ones against the page (`base`). */
export function absoluteUrl(value: string, { origin, base }: { origin: string; base: string }): string {
  const url = value.trim();
  if (url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) return origin + url;
  return new URL(url, base).href;
}

/** An HTML fragment with its URLs (href, src, poster, srcset) made absolute; the rest as it was. */
export function absoluteBody(html: string, where: { origin: string; base: string }): string {
  const doc = parseDocument(html);
  for (const el of DomUtils.findAll(() => true, doc.children)) {
    for (const name of URL_ATTRIBUTES) if (el.attribs[name] !== undefined) el.attribs[name] = absoluteUrl(el.attribs[name], where);
    if (el.attribs.srcset !== undefined) el.attribs.srcset = mapSrcset(el.attribs.srcset, (url: string) => absoluteUrl(url, where));
  }
  // 'utf8': only the characters HTML needs escaped are, so the text stays as the page has it;
  // emptyAttrs: alt="" stays alt="" (some readers treat a bare attribute as XHTML would).
  return DomUtils.getOuterHTML(doc.children, { encodeEntities: 'utf8', emptyAttrs: true });
}
