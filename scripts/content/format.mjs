// The repository's content files are JSON with two-space indentation, "$schema" first and a
// final newline. The admin's saves are brought back to that form (scripts/servers/cms.mjs), so a save
// changes only what the editor changed.
import fs from 'node:fs';

/** The text of a content file in the repository's form. */
export function formatContent(text) {
  const data = JSON.parse(text);
  const ordered = '$schema' in data ? { $schema: data.$schema, ...data } : data;
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** Rewrites the file in that form when it is valid JSON and not in it yet. */
export function normaliseContentFile(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
    const formatted = formatContent(text);
    if (formatted === text) return;
    // Written beside it and renamed over it, so nothing (the preview, a test) reads it half-written.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, formatted);
    fs.renameSync(temporary, file);
  } catch {
    // Half-written or broken JSON: left for the build's check to report in the editor's words.
  }
}
