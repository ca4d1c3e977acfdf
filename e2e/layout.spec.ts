// Every width: each route from 320 to 1920 px (every 16 px, and each of the site's breakpoints with
// one pixel either side), read with e2e/layout-probe.ts: the header's menu on one line inside the
// header (or the slide-in menu), nothing wider than the window, no clipped text, 44 px targets on
// the touch layout, no grid ending in one item pushed to the start, each picture's `sizes` true to
// the width it is drawn at. Runs on both content sets.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { columnAttributes, ENTRY_COLUMNS, GALLERY_COLUMNS, type ColumnRange } from '../components/ui/gridColumns';
import { cssBreakpoints, layoutProblems, sweepWidths } from './layout-probe';
import { entryPath } from '../lib/publishing';
import { caseStudies, longestTitleProduct, posts, routes } from './routes';

const OUT = 'out';
const stylesheets = fs
  .readdirSync(OUT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => fs.readFileSync(path.join(OUT, file), 'utf8'));
const WIDTHS = sweepWidths(cssBreakpoints(stylesheets.join('\n')));

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

test.use({ reducedMotion: 'reduce' });

/** The probe, kept in the page so each width costs one call: it waits two frames (the page's own answer to the resize) and reads. */
type ProbedWindow = Window & { layoutProblems: () => string[] };
const installProbe = (page: Page) => page.evaluate(`window.layoutProblems = ${layoutProblems.toString()}`);
const problemsAfterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise<string[]>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as ProbedWindow).layoutProblems())))));

/** "problem at 992-1131, 1200 px": the widths where each problem shows, as runs of the sweep. */
function summarise(found: Map<string, number[]>): string[] {
  return [...found].map(([problem, widths]) => {
    const runs: number[][] = [];
    for (const width of widths) {
      const run = runs.at(-1);
      if (run && WIDTHS.indexOf(width) === WIDTHS.indexOf(run.at(-1)!) + 1) run.push(width);
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
});

for (const route of SWEPT) {
  test(`${route} holds at every width from 320 to 1920 px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(route);
    await page.locator('nav[data-menu-ready]').waitFor();
    await page.evaluate(() => document.fonts.ready);
    await installProbe(page);
    const found = new Map<string, number[]>();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await problemsAfterTwoFrames(page)) found.set(problem, [...(found.get(problem) ?? []), width]);
    }
    expect(summarise(found), `${route}: ${WIDTHS.length} widths`).toEqual([]);
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
