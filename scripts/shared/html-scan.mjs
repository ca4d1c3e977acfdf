// The elements the post-build steps read and rewrite, found by an HTML parser (htmlparser2, which
// tokenises as browsers do: a script's text is raw text, a comment or a quoted '>' is not a tag,
// tag and attribute names in any case), each with its exact place in the source, so that a step
// changes only the bytes it means to and an inline script's hashed text stays as it was.
//
//   import { scanElements } from './html-scan.mjs'; for (const el of scanElements(html, ['script'])) …
import { Parser } from 'htmlparser2';

/**
 * @typedef {{ name: string, attrs: Record<string, string>, start: number, end: number,
 *   contentStart: number, contentEnd: number, text: string }} ScannedElement
 *   start/end: the whole element in the source ([start, end)); contentStart/contentEnd: its content.
 *   attrs: names lower-cased, values as written (entities not decoded).
 */

/**
 * Every element named in `names` (all elements when null), in source order. Elements left open
 * at the end, or closed only implicitly, end where the parser closed them.
 * @param {string} html
 * @param {string[] | null} [names]
 * @returns {ScannedElement[]}
 */
export function scanElements(html, names = null) {
  const wanted = names && new Set(names);
  const found = [];
  const open = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element = { name, attrs, start: parser.startIndex, end: -1, contentStart: parser.endIndex + 1, contentEnd: -1, text: '' };
        open.push(element);
        if (!wanted || wanted.has(name)) found.push(element);
      },
      onclosetag(name, isImplied) {
        const element = open.pop();
        if (!element || element.name !== name) return;
        element.contentEnd = parser.startIndex;
        element.end = isImplied ? parser.startIndex : parser.endIndex + 1;
        element.text = html.slice(element.contentStart, Math.max(element.contentStart, element.contentEnd));
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** Types that make a <script> run (no type, a JavaScript MIME type or module); anything else is a data block. */
const JS_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

/** Whether a browser runs a <script> of these attributes (its text, or its src); a data block does not run. */
export function runsAsScript(attrs) {
  return JS_TYPES.has((attrs.type ?? '').trim().toLowerCase());
}

/** `html` with each [start, end) range replaced by its text (ranges must not overlap). */
export function splice(html, edits) {
  let out = '';
  let at = 0;
  for (const { start, end, text } of [...edits].sort((a, b) => a.start - b.start)) {
    if (start < at) throw new Error('overlapping edits');
    out += html.slice(at, start) + text;
    at = end;
  }
  return out + html.slice(at);
}
