// WCAG 2.2 AA on the exported site: axe-core finds no violation on any fixed page, the newest post
// and case study and the products that stand for the catalog (sampleProducts) at a phone's width
// (and each other language's fixed pages and first product),
// and on each kind of page at the desktop's (and in the states a visitor opens: the mobile menu, a form's errors, the gallery
// viewer), and the keyboard basics hold: a skip link first, landmarks, one h1, a visible focus
// indicator on everything that takes focus.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { ui as uiJson } from './content-files';
import { islandsReady } from './page-health';
import { products, routes, sampleProducts } from './routes';
import { defaultRoots, getLanguages, getProducts, getUi } from '../lib/content';
import { pathIn } from '../lib/languages';
import { productPath } from '../lib/routes';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** axe's best-practice rules (outside the WCAG tags) that Lighthouse's accessibility score counts. */
const LIGHTHOUSE_BEST_PRACTICE_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'heading-order',
  'image-redundant-alt',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
];
const WIDTHS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/** Scrolls through the page so entrance animations and lazy images reach their final state. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  // Entrance animations last 800 ms.
  await page.waitForTimeout(1000);
}

/** One line per failing node: rule, impact, element and axe's own summary. */
function describe(results: AxeResults): string[] {
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? violation.help}`,
    ),
  );
}

async function axe(page: Page) {
  return describe(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze());
}

/** One pass of axe for both: the WCAG rules and the best-practice rules Lighthouse scores (axe runs the others of its best-practice tag too; they are left out here). */
async function axeWithBestPractice(page: Page) {
  const results = await new AxeBuilder({ page }).withTags([...WCAG_TAGS, 'best-practice']).analyze();
  const counted = (violation: AxeResults['violations'][number]) => violation.tags.some((tag) => WCAG_TAGS.includes(tag)) || LIGHTHOUSE_BEST_PRACTICE_RULES.includes(violation.id);
  return describe({ ...results, violations: results.violations.filter(counted) });
}

const isProduct = (path: string) => path.startsWith('/product-details/');
/** At a phone's width: the fixed pages, the newest post and case study, and the products that stand for all (sampleProducts). */
const phoneRoutes = routes.filter((route) => route.path !== '/home/' && (!isProduct(route.path) || sampleProducts.some((product) => route.path === `/product-details/${product.name}/`)));
/** The desktop layout is the same for every page of a kind: the fixed pages, one product and the newest post and case study. */
const desktopRoutes = routes.filter((route) => route.path !== '/home/' && (!isProduct(route.path) || route.path === `/product-details/${products[0]?.name}/`));

interface AxeRoute {
  path: string;
  /** The main menu's name in the page's language. */
  navigation: string;
}
const inDefaultLanguage = (list: { path: string }[]): AxeRoute[] => list.map(({ path }) => ({ path, navigation: uiJson.mainNavigation }));
/** Each other language's fixed pages and its first product, at a phone's width: its words are longer, in their own script and lang. */
const languages = getLanguages();
const translatedRoutes: AxeRoute[] = languages.slice(1).flatMap((language) => {
  const content = { ...defaultRoots, language: language.code };
  const [product] = getProducts(content);
  const paths = [...phoneRoutes.filter((route) => !route.article && !isProduct(route.path)).map((route) => route.path), ...(product ? [productPath(product)] : [])];
  return paths.map((path) => ({ path: pathIn(language, languages, path), navigation: getUi(content).mainNavigation }));
});

// Each page is loaded once: the WCAG rules, the best-practice rules Lighthouse scores, and the
// landmarks. Every kind of page at a phone's width, where most visitors are, with the products that
// stand for the catalog; one page of each kind at the desktop's.
// With reduced motion each page is at once as every visitor sees it once its entrance animations
// have played; the home page with its carousels playing is among the states below.
for (const [viewport, pagesAtWidth] of [
  [WIDTHS[0]!, [...inDefaultLanguage(phoneRoutes), ...translatedRoutes]],
  [WIDTHS[1]!, inDefaultLanguage(desktopRoutes)],
] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    for (const route of pagesAtWidth) {
      test(`${route.path}: no WCAG 2.2 A/AA violation, the best-practice rules Lighthouse scores (heading order …), and one banner, main, contentinfo and h1`, async ({ page }) => {
        await page.goto(route.path);
        await page.waitForFunction(islandsReady); // the page as it works, after its scripts
        expect(await axeWithBestPractice(page), `at ${viewport.width}px`).toEqual([]);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
        await expect(page.getByRole('navigation', { name: route.navigation })).toHaveCount(1);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('main h1')).toHaveCount(1);
      });
    }
  });
}

test.describe('states a visitor opens', () => {
  test('the home page at 375 px with its carousels playing and its entrance animations played', async ({ page }) => {
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto('/');
    await page.waitForFunction(islandsReady);
    await settle(page);
    expect(await axeWithBestPractice(page)).toEqual([]);
  });

  test('the mobile menu, open, has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about/');
    await expect(page.locator('nav[data-menu-ready]')).toBeAttached();
    await page.getByRole('button', { name: uiJson.openMenu }).click();
    await expect(page.getByRole('button', { name: uiJson.closeMenu })).toBeVisible();
    await expect(page.locator('#site-menu:popover-open')).toHaveCount(1); // the popover gives the button its expanded state
    await page.waitForTimeout(400); // the slide-in transition
    expect(await axe(page)).toEqual([]);
  });

  for (const path of ['/contact/', `/product-details/${products[0]!.name}/`]) {
    test(`${path}: the enquiry form showing its errors has no violations`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator('main form').first();
      await form.locator('[name="firstName"]').focus();
      // A key pressed before the page has hydrated does nothing (the scripts load after the first paint).
      await expect(page.locator('[data-enquiry-ready]')).toHaveCount(1);
      await page.keyboard.press('Enter'); // an invalid attempt: the alert and every field's error
      await expect(form.getByRole('alert').first()).toBeVisible();
      await settle(page);
      expect(await axe(page)).toEqual([]);
    });
  }

  test('the gallery viewer, open, has no violations', async ({ page }) => {
    await page.goto('/gallery/');
    await expect(page.locator('[data-viewer-ready]').first()).toBeAttached(); // before, a click opens the image file itself
    await page.locator('a[data-viewer-src]').first().click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await page.waitForTimeout(600); // the opening animation
    expect(await axe(page)).toEqual([]);
  });
});

test.describe('keyboard and structure', () => {
  for (const path of ['/', '/contact/', `/product-details/${products[0]!.name}/`]) {
    test(`${path}: the skip link comes first and moves focus to the main content`, async ({ page }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: uiJson.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
    });
  }

  for (const viewport of WIDTHS) {
    for (const path of ['/', '/gallery/', '/contact/', `/product-details/${products[0]!.name}/`]) {
      test(`${path} at ${viewport.width} px: everything that takes focus shows it`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await settle(page);
        const seen = new Set<string>();
        const invisible: string[] = [];
        for (let i = 0; i < 150; i += 1) {
          await page.keyboard.press('Tab');
          const focused = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null;
            if (!element || element === document.body) return null;
            const style = getComputedStyle(element);
            const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
            const shadow = style.boxShadow !== 'none';
            const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
            const path: string[] = [];
            for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
              path.unshift(`${node.tagName.toLowerCase()}:${Array.from(node.parentElement?.children ?? []).indexOf(node)}`);
            }
            return { key: path.join('>'), name, visible: outline || shadow };
          });
          if (!focused || seen.has(focused.key)) break; // wrapped round to the start
          seen.add(focused.key);
          if (!focused.visible) invisible.push(focused.name);
        }
        expect(seen.size, 'Tab reaches the page').toBeGreaterThan(5);
        expect(invisible, 'elements with no outline or box-shadow while focused').toEqual([]);
      });
    }
  }
});
