// The repository's content files are JSON with two-space indentation, "$schema" first and a
// final newline, as the admin writes them (lib/content/file-style.ts; `npm test` checks every file:
// scripts/checks/content-style.mjs). For the tools that write products from a list.

/** The text of a content file in the repository's form. */
export function formatContent(text) {
  const data = JSON.parse(text);
  const ordered = '$schema' in data ? { $schema: data.$schema, ...data } : data;
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
