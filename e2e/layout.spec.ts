// Every width: each route from 320 to 1920 px (every 16 px, and each of the site's breakpoints with
// one pixel either side), read with e2e/layout-probe.ts: the header's menu on one line inside the
// header (or the slide-in menu), nothing wider than the window, no clipped text, 44 px targets on
// the touch layout, no grid ending in one item pushed to the start, each picture's `sizes` true to
// the width it is drawn at; another language's pages every 32 px and at each breakpoint. Runs on
// both content sets.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { forms as formsJson } from './content-files';
import { ui as uiJson } from './content-files';
import { columnAttributes, ENTRY_COLUMNS, GALLERY_COLUMNS, type ColumnRange } from '../components/ui/gridColumns';
import { cssBreakpoints, layoutProblems, sweepWidths } from './layout-probe';
import { FORM_IDS, PAGE_IDS } from '../lib/page-ids';
import { entryPath } from '../lib/publishing';
import { caseStudies, longestTitleProduct, posts, products, routes } from './routes';
import { defaultRoots, getLanguages, getProducts } from '../lib/content';
import { pathIn } from '../lib/languages';

const OUT = 'out';
const stylesheets = fs
  .readdirSync(OUT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => fs.readFileSync(path.join(OUT, file), 'utf8'));
const BREAKPOINTS = cssBreakpoints(stylesheets.join('\n'));
const WIDTHS = sweepWidths(BREAKPOINTS);
/**
 * Another language's pages: every 32 px and each breakpoint with a pixel either side. Their
 * templates are the default language's, swept every 16 px; what differs is the words' length, which
 * tips a line over at a breakpoint or over a run of widths, not within 16 px between two of them.
 */
const WIDTHS_IN_FONTS = sweepWidths(BREAKPOINTS, 320, 1920, 32);

/** One page of each kind: the fixed routes (with the newest post and case study), a product page, the search page and a post with a table. */
const withTable = posts.find((post) => /^\|\s*:?-{3,}/m.test(post.body));
const SWEPT = [
  // (/home/ is the same page as /.)
  ...routes.filter((route) => !route.path.startsWith('/product-details/') && route.path !== '/home/').map((route) => route.path),
  // The product with the longest title (all share one template).
  `/product-details/${longestTitleProduct!.name}/`,
  '/search/',
  // Wide content in an article: a table scrolls in its own region.
  ...(withTable ? [entryPath('blog', withTable)] : []),
];

/**
 * Each other language's twin of the same kinds of page (its longest-titled product), drawn in the
 * site's fonts: a visitor's second page uses them, and this machine has no Devanagari face of its own.
 */
const [defaultLanguage, ...otherLanguages] = getLanguages();
const SWEPT_IN_FONTS = otherLanguages.flatMap((language) => {
  const longestTitle = getProducts({ ...defaultRoots, language: language.code }).reduce<{ name: string; title: string } | undefined>(
    (best, product) => (!best || product.title.length > best.title.length ? product : best),
    undefined,
  );
  // Posts and case studies are in the default language only, for now.
  const articles = new Set([...routes.filter((route) => route.article).map((route) => route.path), ...(withTable ? [entryPath('blog', withTable)] : [])]);
  const paths = SWEPT.filter((route) => !route.startsWith('/product-details/') && !articles.has(route));
  return [...paths, ...(longestTitle ? [`/product-details/${longestTitle.name}/`] : [])].map((route) => pathIn(language, [defaultLanguage!, ...otherLanguages], route));
});

test.use({ reducedMotion: 'reduce' });

/** Opens `route` once this browser has the page's fonts (the paint-first loader fetches them on a first visit, for the next page). */
async function openInSiteFonts(page: Page, route: string) {
  await page.goto(route);
  await expect
    .poll(async () => {
      await page.reload();
      return page.evaluate(() => document.documentElement.hasAttribute('data-fonts'));
    }, { timeout: 20_000, message: `${route} in the site's fonts` })
    .toBe(true);
}

/** The probe, kept in the page so each width costs one call: it waits two frames (the page's own answer to the resize) and reads. */
type ProbedWindow = Window & { layoutProblems: () => string[] };
const installProbe = (page: Page) => page.evaluate(`window.layoutProblems = ${layoutProblems.toString()}`);
const problemsAfterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as ProbedWindow).layoutProblems())))));

/** "problem at 992-1131, 1200 px": the widths where each problem shows, as runs of the sweep (`swept`). */
function summarise(found: Map<string, number[]>, swept: number[]): string[] {
  return [...found].map(([problem, widths]) => {
    const runs: number[][] = [];
    for (const width of widths) {
      const run = runs.at(-1);
      if (run && swept.indexOf(width) === swept.indexOf(run.at(-1)!) + 1) run.push(width);
      else runs.push([width]);
    }
    return `${problem} at ${runs.map((run) => (run.length > 1 ? `${run[0]}-${run.at(-1)}` : `${run[0]}`)).join(', ')} px`;
  });
}

test('the sweep looks at each breakpoint and one pixel either side', () => {
  const breakpoints = cssBreakpoints(stylesheets.join('\n'));
  expect(breakpoints.length).toBeGreaterThan(3);
  for (const point of breakpoints.filter((width) => width > 320 && width < 1920)) expect(WIDTHS).toEqual(expect.arrayContaining([point - 1, point, point + 1]));
  expect(WIDTHS[0]).toBe(320);
  expect(WIDTHS.at(-1)).toBe(1920);
  expect(Math.max(...WIDTHS.slice(1).map((width, index) => width - WIDTHS[index]!))).toBeLessThanOrEqual(16);
  for (const point of breakpoints.filter((width) => width > 320 && width < 1920)) expect(WIDTHS_IN_FONTS).toEqual(expect.arrayContaining([point - 1, point, point + 1]));
});

for (const route of [...SWEPT, ...SWEPT_IN_FONTS]) {
  const inFonts = SWEPT_IN_FONTS.includes(route);
  const widths = inFonts ? WIDTHS_IN_FONTS : WIDTHS;
  test(`${route} holds at every width from 320 to 1920 px${inFonts ? ' (every 32 px and each breakpoint)' : ''}`, async ({ page }) => {
    test.setTimeout(120_000);
    if (inFonts) await openInSiteFonts(page, route);
    else await page.goto(route);
    await page.locator('nav[data-menu-ready]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await installProbe(page);
    const found = new Map<string, number[]>();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await problemsAfterTwoFrames(page)) found.set(problem, [...(found.get(problem) ?? []), width]);
    }
    expect(summarise(found, widths), `${route}: ${widths.length} widths`).toEqual([]);
  });
}

/** Each kind of grid, on a page that has one, with the range of columns its component gives it. */
const GRIDS: { path: string; columns: ColumnRange }[] = [
  { path: '/services/', columns: {} },
  { path: '/products/', columns: {} },
  { path: '/gallery/', columns: GALLERY_COLUMNS },
  // The lists of posts and case studies, once there are some.
  ...(posts.length ? [{ path: '/blog/', columns: ENTRY_COLUMNS }] : []),
  ...(caseStudies.length ? [{ path: '/case-studies/', columns: ENTRY_COLUMNS }] : []),
];
const COUNTS = Array.from({ length: 30 }, (_, index) => index + 1);

for (const { path: route, columns } of GRIDS) {
  test(`the grid on ${route} looks composed with 1 to 30 items at 375, 1024 and 1440 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(route);
    await page.locator('nav[data-menu-ready]').waitFor();
    const grid = page.locator('main ul[data-cols-at-1]').first();
    // Editors' counts, made here: the grid's own items repeated, with the attributes TileGrid gives that count.
    await grid.evaluate((element) => ((element as HTMLElement & { items?: Element[] }).items = [...element.children]));
    await installProbe(page);
    for (const width of [375, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      for (const count of COUNTS) {
        const problems = await grid.evaluate(
          (element, [count, attributes]) => {
            const items = (element as HTMLElement & { items: Element[] }).items;
            element.replaceChildren(...Array.from({ length: count }, (_, index) => items[index % items.length]!.cloneNode(true)));
            for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
            return (window as unknown as ProbedWindow).layoutProblems().filter((problem) => problem.startsWith('grid:'));
          },
          [count, columnAttributes(count, columns)] as const,
        );
        expect(problems, `${count} items at ${width} px`).toEqual([]);
      }
    }
  });
}

// Precise geometry where a page once went wrong: each at the width it was seen and on a phone.
const boxes = (locator: Locator) => locator.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
const openAt = async (page: Page, route: string, width: number) => {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route);
  await page.evaluate(() => document.fonts.ready);
};

for (const study of caseStudies.filter((each) => each.data.figures.length > 1)) {
  for (const width of [1280, 375]) {
    test(`at ${width} px the key figures of ${entryPath('case-studies', study)} stand with their values on one line, however their labels wrap`, async ({ page }) => {
      await openAt(page, entryPath('case-studies', study), width);
      const tiles = page.locator(`section[aria-labelledby="${PAGE_IDS.figuresHeading}"] li`);
      await expect(tiles).toHaveCount(study.data.figures.length);
      const values = await tiles.evaluateAll((items) => items.map((item) => ({ tile: Math.round(item.getBoundingClientRect().top), value: item.lastElementChild!.getBoundingClientRect().top })));
      for (const row of new Set(values.map((each) => each.tile))) {
        const tops = values.filter((each) => each.tile === row).map((each) => each.value);
        expect(Math.max(...tops) - Math.min(...tops), `the values' tops in the row at ${row} px`).toBeLessThanOrEqual(1);
      }
    });
  }
}

for (const study of caseStudies.filter((each) => each.data.products.length > 1)) {
  test(`${entryPath('case-studies', study)}: the form's choice naming its ${study.data.products.length} products is whole at every width, and its intro speaks of them`, async ({ page }) => {
    test.setTimeout(60_000);
    await openAt(page, entryPath('case-studies', study), 1280);
    const form = page.locator(`[data-enquiry-form="${FORM_IDS.consultation}"]`);
    const select = form.getByRole('combobox');
    const chosen = study.data.products.map((name) => products.find((product) => product.name === name)!.title).join(', ');
    await expect(select.locator('option:checked')).toHaveText(chosen);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // The height its text needs, wrapped at the select's own width in its own font and padding, against the height it has.
      const [needed, has] = await select.evaluate((element) => {
        const style = getComputedStyle(element);
        const text = document.createElement('div');
        const copied = ['font', 'letterSpacing', 'lineHeight', 'paddingLeft', 'paddingRight', 'paddingTop', 'paddingBottom', 'borderTopWidth', 'borderBottomWidth', 'borderLeftWidth', 'borderRightWidth', 'borderStyle'] as const;
        for (const name of copied) text.style[name] = style[name];
        Object.assign(text.style, { position: 'absolute', visibility: 'hidden', boxSizing: 'border-box', width: `${element.getBoundingClientRect().width}px`, whiteSpace: 'normal', overflowWrap: 'anywhere' });
        text.textContent = (element as HTMLSelectElement).selectedOptions[0]!.textContent;
        document.body.append(text);
        const needed = text.getBoundingClientRect().height;
        text.remove();
        return [needed, element.getBoundingClientRect().height];
      });
      expect(has, `at ${width} px the select is as tall as "${chosen}" needs`).toBeGreaterThanOrEqual(needed - 1);
    }
    await expect(form.locator(`#${FORM_IDS.consultation}-intro`)).toHaveText(formsJson.forms.consultation.introSeveral);
  });
}

test("a product page's form speaks of its one product", async ({ page }) => {
  await openAt(page, `/product-details/${products[0]!.name}/`, 1280);
  await expect(page.locator(`#${FORM_IDS.consultation}-intro`)).toHaveText(formsJson.forms.consultation.intro);
});

/** The lists of posts and case studies that have entries. */
const LISTS = [...(posts.length ? ['/blog/'] : []), ...(caseStudies.length ? ['/case-studies/'] : [])];
for (const route of LISTS) {
  for (const width of [1280, 375]) {
    test(`at ${width} px ${route}: each date on one line, and the cards' rows as wide as the filter row`, async ({ page }) => {
      await openAt(page, route, width);
      const lines = await page.locator('main li time').evaluateAll((times) =>
        times.map((time) => {
          const range = document.createRange();
          range.selectNodeContents(time);
          return { text: time.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
        }),
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const date of lines) expect(date.lines, `"${date.text}"`).toBe(1);
      const filter = (await boxes(page.locator('main nav').filter({ has: page.getByRole('link') }).first()))[0]!;
      const cards = await boxes(page.locator('main ul[data-cols-at-1] > li'));
      const firstRow = cards.filter((card) => Math.abs(card.top - cards[0]!.top) <= 2);
      expect(Math.min(...firstRow.map((card) => card.left)), 'the first card starts where the filter row does').toBeCloseTo(filter.left, 0);
      if (cards.length > 1) expect(Math.max(...firstRow.map((card) => card.right)), 'the first row ends where the filter row does').toBeCloseTo(filter.right, 0);
    });
  }
}

for (const width of [1280, 375]) {
  test(`at ${width} px on every page the footer's "Follow us" stands further from the text above than from its icons`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const route of width === 1280 ? SWEPT : SWEPT.slice(0, 1)) {
      await page.goto(route);
      const heading = page.getByRole('contentinfo').getByRole('heading', { name: uiJson.footer.follow });
      const [above, below] = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [box.top - element.previousElementSibling!.getBoundingClientRect().bottom, element.nextElementSibling!.getBoundingClientRect().top - box.bottom];
      });
      expect(above, `${route}: the space above "Follow us"`).toBeGreaterThan(below);
    }
  });
}
