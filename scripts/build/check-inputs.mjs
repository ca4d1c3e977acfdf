// The first step of `npm run build`: checks what an editor or a host gives the build before
// anything else runs (images, fonts, Next.js), and stops with one line that says what to do:
//   - every content file against its schema, its images and its names (lib/content), in the
//     editor's words: file, entry, field (for a JSON syntax error: line and column);
//   - the public site URL (lib/public-settings.mjs), so a host build cannot publish wrong URLs.
// What the pages will leave out of a post's or case study's text (a pasted <script> or <iframe>,
// a javascript: link) does not stop the build: one warning line each names file, line and what.
import { resolveSiteUrl } from '../../lib/public-settings.mjs';

async function main() {
  const problems = [];
  // --preview (npm run dev, npm run cms: scripts/build/pipeline.mjs's PREVIEW_STEPS): a preview is
  // never published, so it needs no public URL, on a CI machine or a host's either.
  if (!process.argv.includes('--preview')) {
    try {
      const { url, source } = resolveSiteUrl();
      console.log(`Site URL: ${url} (from ${source})`);
    } catch (error) {
      problems.push(error.message);
    }
  }
  // lib/content is TypeScript shared with the pages; tsx compiles it on import.
  const { tsImport } = await import('tsx/esm/api');
  const { validateAllContent, ContentError, getPosts, getCaseStudies, currentPublication } = await tsImport('../../lib/content/index.ts', import.meta.url);
  try {
    validateAllContent();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems.unshift(...error.lines);
  }
  if (problems.length === 0) {
    const { droppedWarnings } = await tsImport('../../lib/markdown/dropped-report.ts', import.meta.url);
    // Drafts and future entries too: the editor is writing them.
    const everyEntry = { ...currentPublication(), preview: true };
    const entries = [...getPosts(undefined, everyEntry), ...getCaseStudies(undefined, everyEntry)];
    for (const warning of droppedWarnings(entries)) console.warn(warning);
    return;
  }
  for (const problem of problems) console.error(problem);
  console.error('Nothing was built: correct what is named above, then run the build again.');
  process.exitCode = 1;
}

main().catch((error) => {
  console.error(`check-inputs: ${error.stack ?? error}`);
  process.exitCode = 1;
});
