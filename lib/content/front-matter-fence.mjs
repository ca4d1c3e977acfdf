// Where a Markdown content file's front matter is: between a line '---' at the very top and the
// next such line. One reading for the site (lib/content/front-matter.ts), the admin's build
// (scripts/build/admin-app.mjs), the benchmark's copies (scripts/content/catalog-export.mjs) and
// the admin's tests.

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * The YAML text of a file's front matter and the text below it, or null when the file does not
 * start with one. A byte-order mark before the first line is ignored.
 * @param {string} text
 * @returns {{ yaml: string, body: string } | null}
 */
export function splitFrontMatter(text) {
  const unmarked = text.replace(/^\uFEFF/, '');
  const match = FENCE.exec(unmarked);
  return match ? { yaml: match[1] ?? '', body: unmarked.slice(match[0].length) } : null;
}
