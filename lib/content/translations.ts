// What each language lacks, for `npm run translations` and the build's note: a missing translation
// is not an error. A file of the site's texts uses the default language's words where the language
// has none; a product without all its words in a language is left out of that language's pages.
import path from 'node:path';
import { contentFile, contentFolder, defaultRoots, getLanguages, readTranslated, type ContentRoots } from './read';

/** The files of the site's texts, each read against the schema of its own name. */
const TEXT_FILES = ['site', 'ui', 'pages', 'forms', 'hero', 'services', 'strengths', 'gallery', 'clients'];
const PRODUCTS_FOLDER = 'products';

export interface TranslationGap {
  language: string;
  /** The file, as content errors name it. */
  file: string;
  /** The words it lacks ('field "title"'); empty when the file has no group for the language at all. */
  missing: string[];
  /** What the site does meanwhile. */
  effect: 'default words' | 'left out';
}

/** Every gap of every language but the default, file by file. */
export function translationGaps(roots: ContentRoots = defaultRoots): TranslationGap[] {
  const [, ...others] = getLanguages(roots);
  const files = [
    ...TEXT_FILES.map((name) => ({ name, schema: name, effect: 'default words' as const })),
    ...contentFolder(PRODUCTS_FOLDER, roots).map((name) => ({ name: path.posix.join(PRODUCTS_FOLDER, name), schema: 'product', effect: 'left out' as const })),
  ];
  return others.flatMap(({ code }) =>
    files.flatMap(({ name, schema, effect }) => {
      const translated = readTranslated(name, { ...roots, language: code }, schema);
      if (translated.present && !translated.gaps.length) return [];
      return [{ language: code, file: contentFile(`${name}.json`, roots), missing: translated.present ? translated.gaps : [], effect }];
    }),
  );
}

/** How many missing words a line names before it counts the rest. */
const NAMED = 6;

/** The gaps in an editor's words, one line each, grouped by language. */
export function describeGaps(gaps: TranslationGap[]): string[] {
  return gaps.map(({ language, file, missing, effect }) => {
    const named = missing.slice(0, NAMED).join('; ') + (missing.length > NAMED ? `; and ${missing.length - NAMED} more` : '');
    const what = missing.length ? named : `no "${language}" group`;
    const meanwhile = effect === 'left out' ? 'not on its pages until then' : 'the default language\'s words are shown';
    return `${language}: ${file}: ${what} (${meanwhile})`;
  });
}
