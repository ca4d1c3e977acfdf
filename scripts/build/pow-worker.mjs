// Writes the proof-of-work solver the enquiry form runs in a Web Worker (components/forms/actions/
// solve-in-worker.ts) as one file of the site's own: altcha-lib's own worker script, bundled with
// its two modules by esbuild into public/_worker/ (gitignored), so the export serves it from the
// site's origin (the strict policy's script-src 'self' covers it) and no other site is asked.
// A build step rather than Next's `new Worker(new URL(...))`: Turbopack copies such a file as a
// plain asset instead of bundling it.
//   node scripts/build/pow-worker.mjs
import path from 'node:path';
import { build } from 'esbuild';
import { POW_WORKER_PATH } from '../../lib/enquiry/settings.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';

/** Bundles altcha-lib/worker into `root`/public + POW_WORKER_PATH (or `outfile`); resolves to that file. */
export async function writePowWorker(root = process.cwd(), outfile = path.join(root, 'public', POW_WORKER_PATH)) {
  await build({
    entryPoints: ['altcha-lib/worker'],
    absWorkingDir: root,
    bundle: true,
    // A classic worker: every browser that runs the form's code starts one.
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'eof',
    outfile,
    logLevel: 'warning',
  });
  return outfile;
}

runAsCommand('build/pow-worker.mjs', 'pow-worker', async () => {
  console.log(`Proof-of-work worker: ${path.relative(process.cwd(), await writePowWorker())}`);
});
