// `npm test`'s large catalog: copies the project into .cache/large-catalog/ (scripts/shared/project-copy.mjs),
// multiplies the catalog to 150 products (past the 24 of a flat catalog and past the 100 rules
// Cloudflare Pages reads from _headers, which one rule per page would have broken), builds it as
// `npm run build:local` does, and checks what must hold at any size: _headers within the hosts'
// limits and every page within SCALE_GOALS' HTML size. e2e/large-catalog.spec.ts then browses
// its out/ (categories, pages, the product choice) in a real browser.
//   node scripts/checks/large-catalog.mjs [--products 150]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildWithCatalog, goalMisses, measureExport } from '../content/catalog-export.mjs';
import { readCatalog } from '../content/catalog-files.mjs';
import { LOCAL_BUILD_ENV } from '../shared/local-env.mjs';
import { copyProject } from '../shared/project-copy.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { scratchDir } from '../shared/scratch.mjs';

export const LARGE_CATALOG_DIR = scratchDir('large-catalog');
export const LARGE_CATALOG_PRODUCTS = 150;

function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: String(LARGE_CATALOG_PRODUCTS) } } });
  const count = Number(values.products);
  const root = process.cwd();
  const dir = path.join(root, LARGE_CATALOG_DIR);
  const original = readCatalog(root);
  copyProject(root, dir);
  const buildSeconds = buildWithCatalog(dir, count, original, LOCAL_BUILD_ENV);
  const result = { products: count, buildSeconds, ...measureExport(path.join(dir, 'out')) };
  console.log(
    `Large catalog: ${count} products, ${result.pages} pages built in ${buildSeconds.toFixed(1)} s; _headers ${result.headers.rules} rules, ` +
      `longest line ${result.headers.longestLine}; largest page ${result.largestPage.page} ${(result.largestPage.raw / 1024).toFixed(1)} KiB`,
  );
  const misses = goalMisses(result);
  if (misses.length) throw new Error(misses.join('\n  '));
}

runAsCommand('checks/large-catalog.mjs', 'large-catalog', main);
