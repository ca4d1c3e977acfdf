// The repository's content files are JSON with two-space indentation, "$schema" first (in the
// default language's group of a file that has one per language) and a final newline, as the admin writes them (lib/content/file-style.ts; `npm test` checks every file:
// scripts/checks/content-style.mjs). For the tools that write products from a list.

/** The text of a content file in the repository's form. */
export function formatContent(text) {
  const data = JSON.parse(text);
  const schemaFirst = (group) => ('$schema' in group ? { $schema: group.$schema, ...group } : group);
  const ordered = '$schema' in data ? schemaFirst(data) : Object.fromEntries(Object.entries(data).map(([language, group]) => [language, schemaFirst(group)]));
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
