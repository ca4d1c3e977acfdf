#!/usr/bin/env node
// `npm test`, after the build: every exported page's HTML fits in the first round trip of a new
// connection, however the host compresses it. A phone's first round trip brings about 14 KiB (an
// initial congestion window of 10 segments of 1,460 bytes), response headers included; a page
// whose HTML fits paints a round trip earlier. Hosts that compress ahead (Brotli 11) leave the
// most room; a CDN compressing a file it has not cached yet uses a fast setting, so the budget
// holds at Brotli quality 4 and at gzip level 6, with about 1 KiB left for the headers.
//
//   node scripts/checks/html-budget.mjs [--dir out]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { compressSync } from '../shared/compression.mjs';
import { htmlFiles, urlPathOf } from '../shared/out-files.mjs';
import { isEntry } from '../shared/is-entry.mjs';

export const HTML_BUDGET_BYTES = 13 * 1024;
/** The settings the budget holds at: the fastest a CDN is likely to use. */
const BUDGET_ENCODINGS = [
  { name: 'Brotli 4', encoding: 'br', level: 4 },
  { name: 'gzip 6', encoding: 'gzip', level: 6 },
];

/** Every page of the export with its HTML's compressed size under each budget setting, in bytes. */
export function htmlSizes(dir) {
  return htmlFiles(dir)
    .sort()
    .map((file) => {
      const body = fs.readFileSync(path.join(dir, file));
      return {
        page: urlPathOf(file),
        rawBytes: body.length,
        compressed: BUDGET_ENCODINGS.map(({ name, encoding, level }) => ({ name, bytes: compressSync(body, encoding, level).length })),
      };
    });
}

/** The pages over `budget` under some setting, in words: '/gallery/: 14.6 KiB with gzip 6'. */
export function overBudget(sizes, budget = HTML_BUDGET_BYTES) {
  return sizes.flatMap(({ page, compressed }) =>
    compressed.filter(({ bytes }) => bytes > budget).map(({ name, bytes }) => `${page}: ${(bytes / 1024).toFixed(1)} KiB (${bytes} bytes) with ${name}`),
  );
}

if (isEntry('checks/html-budget.mjs')) {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  if (!fs.existsSync(path.join(values.dir, 'index.html'))) {
    console.error(`html-budget: ${values.dir}/index.html is missing: build the site first (npm run build:local).`);
    process.exit(1);
  }
  const sizes = htmlSizes(values.dir);
  const over = overBudget(sizes);
  const limit = `${HTML_BUDGET_BYTES / 1024} KiB`;
  if (over.length) {
    console.error(`HTML over the ${limit} first-round-trip budget:\n  ${over.join('\n  ')}`);
    process.exit(1);
  }
  const largest = (i) => Math.max(...sizes.map((size) => size.compressed[i].bytes));
  const worst = BUDGET_ENCODINGS.map(({ name }, i) => `${(largest(i) / 1024).toFixed(1)} KiB with ${name}`).join(', ');
  console.log(`HTML budget: all ${sizes.length} pages within ${limit} (largest ${worst}).`);
}
