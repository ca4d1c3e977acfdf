// The first step of `npm run build`: checks what an editor or a host gives the build before
// anything else runs (images, fonts, Next.js), and stops with one line that says what to do:
//   - every content file against its schema, its images and its names (lib/content), in the
//     editor's words: file, entry, field (for a JSON syntax error: line and column);
//   - the public site URL (lib/site-url.mjs), so a host build cannot publish wrong URLs.
import { resolveSiteUrl } from '../../lib/public-settings.mjs';

async function main() {
  const problems = [];
  try {
    const { url, source } = resolveSiteUrl();
    console.log(`Site URL: ${url} (from ${source})`);
  } catch (error) {
    problems.push(error.message);
  }
  // lib/content is TypeScript shared with the pages; tsx compiles it on import.
  const { tsImport } = await import('tsx/esm/api');
  const { validateAllContent, ContentError } = await tsImport('../../lib/content/index.ts', import.meta.url);
  try {
    validateAllContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.unshift(...error.lines);
  }
  if (problems.length === 0) return;
  for (const problem of problems) console.error(problem);
  console.error('Nothing was built: correct what is named above, then run the build again.');
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(`check-inputs: ${error.stack ?? error}`);
  process.exitCode = 1;
});
