// `npm run translations`: what each language lacks (lib/content/translations.ts), file by file:
// the words a file of the site's texts lacks (the default language's are shown meanwhile) and the
// products not yet in a language (left out of its pages). A missing translation is not an error.
//   npm run translations
import { runAsCommand } from '../shared/is-entry.mjs';

/** The report's lines: a heading, then one line per file that lacks something. */
export async function translationReport(roots) {
  const { tsImport } = await import('tsx/esm/api');
  const { translationGaps, describeGaps } = await tsImport('../../lib/content/translations.ts', import.meta.url);
  const gaps = translationGaps(roots);
  if (!gaps.length) return ['Translations: every language has every word.'];
  return [`Translations: ${gaps.length} file(s) lack words in a language (a missing translation is not an error):`, ...describeGaps(gaps).map((line) => `  ${line}`)];
}

runAsCommand('content/translations.mjs', 'translations', async () => {
  for (const line of await translationReport()) console.log(line);
});
