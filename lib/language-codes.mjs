// The site's languages for scripts that read content files as they are (not through lib/content,
// which scripts/shared/ may not import): content/languages.json lists them, the default first, and
// every other content file holds one group of fields per language ({ "en": {…}, "mr": {…} }).
import fs from 'node:fs';
import path from 'node:path';

/** The language codes of the content folder `dir`, the default first. */
export function languageCodes(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, 'languages.json'), 'utf8')).languages.map((language) => language.code);
}

/** A content file's default-language group (its data as a one-language site would have it). */
export function inDefaultLanguage(data, dir) {
  return data?.[languageCodes(dir)[0]];
}
