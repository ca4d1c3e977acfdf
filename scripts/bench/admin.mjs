// `npm run bench:admin`: how the content admin feels to an editor as the catalog grows. For each
// catalog size it copies the project into .cache/bench-admin/, writes that many products (one file
// each, scripts/content/catalog-files.mjs), starts what `npm run cms` starts (decap-server on the copy,
// the admin page) and drives the admin in Chromium, measuring:
//   list     from clicking "Products" to the product list showing its entries (goal: 2 s)
//   open     from clicking a product to its editor showing its title (goal: 1 s)
//   key      from each key press to the character in the field, over 20 characters typed into
//            the title (median and worst; goal: 50 ms)
//   save     from "Publish now" to the product's file on disk, and how many product files changed
//            (goal: one)
//   visible  from "Publish now" to the local site (next dev, as `npm run cms` runs it) serving the
//            product's page with the change (goal: 5 s)
// and writes .cache/bench-results/admin.json.
//   node scripts/bench/admin.mjs [--products 12,1000]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { multiplyCatalog, PRODUCTS_DIR, readCatalog, writeCatalog } from '../content/catalog-files.mjs';
import { CHROMIUM_ARGS, chromiumExecutable } from '../shared/chromium.mjs';
import { startContentEditing } from '../servers/cms.mjs';
import { startNextDev } from '../servers/next-dev.mjs';
import { copyProject } from '../shared/project-copy.mjs';
import { createStaticServer } from '../shared/static-server.mjs';
import { BENCH_PREVIEW_PORT as PREVIEW_PORT, LOCAL_HOST } from '../../lib/public-settings.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { waitUntil } from '../shared/wait-until.mjs';
import { scratchDir } from '../shared/scratch.mjs';

export const ADMIN_GOALS = { listMs: 2000, openMs: 1000, keyMs: 50, filesWritten: 1, visibleMs: 5000 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Which of the goals a result misses, in words. */
export function adminGoalMisses(result, goals = ADMIN_GOALS) {
  const misses = [];
  if (result.listMs > goals.listMs) misses.push(`the product list took ${result.listMs} ms (goal ${goals.listMs})`);
  if (result.openMs > goals.openMs) misses.push(`opening a product took ${result.openMs} ms (goal ${goals.openMs})`);
  if (result.keyMaxMs > goals.keyMs) misses.push(`a key took ${result.keyMaxMs} ms to show (goal ${goals.keyMs})`);
  if (result.filesWritten !== goals.filesWritten) misses.push(`saving wrote ${result.filesWritten} product files (goal ${goals.filesWritten})`);
  if (result.visibleMs > goals.visibleMs) misses.push(`the change took ${result.visibleMs} ms to show in the local site (goal ${goals.visibleMs})`);
  return misses;
}

/** Polls `url` until its HTML holds `text`; the milliseconds since `started`. */
function whenServed(url, text, started, timeoutMs = 60_000) {
  return waitUntil(() => fetch(url).then((response) => response.text(), () => '').then((html) => html.includes(text)), { timeoutMs, everyMs: 100, started });
}

/** The local site as `npm run cms` runs it (next dev on the copy), once it answers. */
async function startPreview(copy) {
  const preview = startNextDev({ port: String(PREVIEW_PORT), cwd: copy, env: { CMS_PREVIEW: '1' }, stdio: 'ignore' });
  const url = `http://${LOCAL_HOST}:${PREVIEW_PORT}`;
  await whenServed(`${url}/`, '</html>', Date.now(), 120_000);
  const exited = new Promise((resolve) => preview.on('exit', resolve));
  return {
    url,
    stop: () => {
      preview.kill();
      return exited; // it writes into .next/ until it has gone
    },
  };
}

async function measure(page, adminUrl, copy, siteUrl) {
  await page.goto(adminUrl);
  await page.getByRole('button', { name: /login/i }).click();
  const products = page.getByRole('link', { name: 'Products', exact: true });
  await products.waitFor();
  // The list: from the click to the first entries on screen.
  let started = Date.now();
  await products.click();
  const entries = page.locator('a[href*="/collections/products/entries/"]');
  await entries.nth(Math.min(4, (await readCatalog(copy)).length - 1)).waitFor();
  const listMs = Date.now() - started;

  const entry = entries.first();
  const title = (await entry.innerText()).split('·')[0].trim();
  const productPage = `${siteUrl}/product-details/${(await entry.getAttribute('href')).split('/').pop()}/`;
  await whenServed(productPage, '</html>', Date.now(), 120_000); // the first visit compiles the page
  started = Date.now();
  await entry.click();
  const field = page.locator(`input[value="${title.replace(/"/g, '\\"')}"]`).first();
  await field.waitFor();
  const openMs = Date.now() - started;

  // Key to character: each key's time from keydown to the frame after the field holds it.
  await field.click();
  await field.press('End');
  await page.evaluate(() => {
    const times = [];
    window.__keyTimes = times;
    const input = document.activeElement;
    let pressedAt = 0;
    input.addEventListener('keydown', () => (pressedAt = performance.now()), true);
    input.addEventListener('input', () => requestAnimationFrame(() => times.push(performance.now() - pressedAt)));
  });
  await page.keyboard.type(' benchmark edit x', { delay: 60 });
  await page.waitForTimeout(300);
  const keyTimes = await page.evaluate(() => window.__keyTimes);

  // Save: which product files change.
  const dir = path.join(copy, PRODUCTS_DIR);
  const before = new Map(fs.readdirSync(dir).map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
  started = Date.now();
  const menuItem = page.getByRole('menuitem', { name: 'Publish now' });
  for (let tries = 0; tries < 10 && !(await menuItem.isVisible()); tries += 1) {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForTimeout(300);
  }
  await menuItem.click();
  const changed = () => [...before].filter(([file, text]) => fs.readFileSync(path.join(dir, file), 'utf8') !== text).map(([file]) => file);
  while (changed().length === 0 && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 100));
  const saveMs = Date.now() - started;
  const visibleMs = await whenServed(productPage, 'benchmark edit x', started);
  await page.waitForTimeout(1000); // anything else it would write
  return {
    listMs,
    openMs,
    keyMedianMs: Math.round(median(keyTimes)),
    keyMaxMs: Math.round(Math.max(...keyTimes)),
    keys: keyTimes.length,
    saveMs,
    filesWritten: changed().length,
    visibleMs,
  };
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '12,1000' } } });
  const sizes = values.products.split(',').map(Number);
  const root = process.cwd();
  const copy = path.join(root, scratchDir('bench-admin'));
  const original = readCatalog(root);
  const results = [];
  const browser = await chromium.launch({ executablePath: chromiumExecutable(chromium.executablePath(), fs.existsSync), args: CHROMIUM_ARGS });
  try {
    for (const size of sizes) {
      copyProject(root, copy);
      writeCatalog(copy, multiplyCatalog(original, size));
      fs.writeFileSync(path.join(copy, 'public', '404.html'), '<!doctype html><title>Not found</title>');
      const editing = await startContentEditing(copy);
      const server = createStaticServer({ dir: path.join(copy, 'public'), basePath: '' });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
      const preview = await startPreview(copy);
      try {
        await new Promise((resolve) => setTimeout(resolve, 1500)); // decap-server starting
        const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
        const result = { products: size, ...(await measure(page, `http://127.0.0.1:${server.address().port}/admin/`, copy, preview.url)) };
        result.misses = adminGoalMisses(result);
        console.log(JSON.stringify(result));
        results.push(result);
        await page.context().close();
      } finally {
        await preview.stop();
        editing.stop();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
  console.log('\n| Products | List ms | Open ms | Key ms (median / worst) | Save ms | Product files written | Visible ms |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) console.log(`| ${r.products} | ${r.listMs} | ${r.openMs} | ${r.keyMedianMs} / ${r.keyMaxMs} | ${r.saveMs} | ${r.filesWritten} | ${r.visibleMs} |`);
  fs.mkdirSync(scratchDir('bench-results'), { recursive: true });
  fs.writeFileSync(`${scratchDir('bench-results')}/admin.json`, `${JSON.stringify(results, null, 2)}\n`);
}

runAsCommand('bench/admin.mjs', 'bench:admin', main);
