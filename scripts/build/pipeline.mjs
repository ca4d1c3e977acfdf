// The build, step by step: the one list of what `npm run build` does, in order. `npm run dev` and
// `npm run cms` run the steps a preview needs (before their own `next dev`); `npm run
// check:upgrade` runs each step on its own to name the one a new framework version breaks.
//   node scripts/build/pipeline.mjs             every step (npm run build)
//   node scripts/build/pipeline.mjs --preview   the steps a preview needs
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isEntry } from '../shared/is-entry.mjs';

const NEXT = path.join('node_modules', 'next', 'dist', 'bin', 'next');

/** The steps, in order. `preview`: also run before `next dev`. */
export const BUILD_STEPS = [
  { name: 'check-inputs', command: ['scripts/build/check-inputs.mjs'], previewCommand: ['scripts/build/check-inputs.mjs', '--preview'], preview: true, what: 'checks every content file; a mistake stops the build with a line naming file, entry and field' },
  { name: 'images', command: ['scripts/build/images.mjs'], preview: true, what: 'makes the pictures’ AVIF and WebP variants (kept in .next/cache/images between builds)' },
  { name: 'svg-sprites', command: ['scripts/build/svg-sprites.mjs'], preview: true, what: 'puts the client logos into one SVG file, the logos, wave and icons into another (public/_img/)' },
  { name: 'fonts', command: ['scripts/build/fonts.mjs'], preview: true, what: 'cuts the body font to the characters the content uses' },
  { name: 'pow-worker', command: ['scripts/build/pow-worker.mjs'], preview: true, what: 'bundles the enquiry form’s proof-of-work solver (altcha-lib’s worker) into public/_worker/' },
  { name: 'admin', command: ['scripts/build/admin-app.mjs'], preview: false, what: 'writes the content admin (public/admin/) from the content schemas' },
  { name: 'next build', command: [NEXT, 'build'], preview: false, what: 'renders every route to HTML in out/' },
  { name: 'postbuild', command: ['scripts/postbuild/finish-export.mjs'], preview: false, what: 'finishes the HTML in out/ (its own list of steps: scripts after the first paint, Content-Security-Policy, _headers)' },
  { name: 'search-index', command: ['scripts/build/search-index.mjs'], preview: false, what: 'indexes the finished pages for the site search (Pagefind, into out/pagefind/)' },
];

/** The steps a preview (npm run dev, npm run cms) runs before `next dev`, each as a preview runs it (`previewCommand`). */
export const PREVIEW_STEPS = BUILD_STEPS.filter((step) => step.preview).map((step) => ({ ...step, command: step.previewCommand ?? step.command }));

/** Runs `steps` in order with Node.js; stops at the first that fails. Returns its exit status, or 0. */
export function runSteps(steps, { cwd = process.cwd(), env = process.env } = {}) {
  for (const step of steps) {
    const result = spawnSync(process.execPath, step.command, { cwd, env, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`build: the "${step.name}" step failed (it ${step.what}).`);
      return result.status ?? 1;
    }
  }
  return 0;
}

if (isEntry('build/pipeline.mjs')) {
  const { values } = parseArgs({ options: { preview: { type: 'boolean', default: false } } });
  process.exitCode = runSteps(values.preview ? PREVIEW_STEPS : BUILD_STEPS);
}
