// Checks that the site also works when built for a sub-path (NEXT_PUBLIC_BASE_PATH), as for a
// project page on a static host: builds into a temporary folder, serves it under /website/ and
// loads a few pages in Chromium, failing on any request outside the sub-path or any 4xx/5xx.
// The build has online sending switched off (NEXT_PUBLIC_ENQUIRY_MODE=off, as for a host without
// functions and no provider), so it also checks the forms say so instead of failing silently.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../shared/chromium.mjs';
import { createStaticServer } from '../shared/static-server.mjs';
import { buildVariant } from '../shared/build-variant.mjs';

const BASE_PATH = '/website';

async function checkPages(built) {
  const server = createStaticServer({ dir: built, basePath: BASE_PATH });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(chromium.executablePath(), fs.existsSync),
    args: CHROMIUM_ARGS,
  });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().includes('/no-such-page/')) problems.push(`HTTP ${response.status()} ${response.url()}`);
    });
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !url.pathname.startsWith(`${BASE_PATH}/`)) problems.push(`outside ${BASE_PATH}: ${url.pathname}`);
    });
    const products = JSON.parse(fs.readFileSync(path.join(built, 'assets/data/product_details.json'), 'utf8'));
    for (const pagePath of ['/', '/about/', '/gallery/', `/product-details/${products[0].name}/`, '/contact/']) {
      await page.goto(`${origin}${BASE_PATH}${pagePath}`, { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const links = await page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.getAttribute('href')));
      for (const href of links) if (!href.startsWith(`${BASE_PATH}/`)) problems.push(`${pagePath}: link ${href} misses ${BASE_PATH}`);
    }
    await page.goto(`${origin}${BASE_PATH}/contact/`);
    const notice = page.getByTestId('enquiry-not-configured');
    if (!(await notice.isVisible())) problems.push('/contact/: no notice that the enquiry form is not configured');
    else if (!(await notice.locator('a[href^="mailto:"]').count())) problems.push('/contact/: the not-configured notice has no e-mail link');
    await page.goto(`${origin}${BASE_PATH}/no-such-page/`);
    await page.waitForURL(`${origin}${BASE_PATH}/`);
  } finally {
    await browser.close();
    server.close();
  }
  return problems;
}

const built = buildVariant('base-path', { NEXT_PUBLIC_BASE_PATH: BASE_PATH, NEXT_PUBLIC_ENQUIRY_MODE: 'off' });
const problems = await checkPages(built);
fs.rmSync(built, { recursive: true, force: true });
if (problems.length) {
  console.error(`Sub-path build (${BASE_PATH}) has problems:\n  ${[...new Set(problems)].join('\n  ')}`);
  process.exit(1);
}
console.log(`Sub-path build (${BASE_PATH}): pages, assets and links all resolve under ${BASE_PATH}/.`);
