// Case studies and the blog, as the content has them: "Coming Soon" while a section is empty (no
// feed, nothing broken); once published, the lists and their pages, tags and sectors, each
// entry's page, the feeds, the sitemap's dates, sanitised text, and drafts and future dates left out.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { currentPublication, getCaseStudies, getClients, getPosts, getUi, type CaseStudy, type Post } from '../lib/content';
import { ENTRIES_PER_PAGE, TOC_MIN_HEADINGS, caseStudiesWith, caseStudySector, entryPath, groupsOf, listPath, postTags, relatedPosts, sectionPages, type Section } from '../lib/publishing';
import { entryPageUsesId, renderEntryBody } from '../lib/markdown/entry-body';
import { FEED_LIMIT, FEEDS } from '../lib/feeds/feed';
import { feedProblems, jsonFeedProblems } from '../lib/feeds/feed-rules.test-helper';
import { caseStudies, pages, posts, products } from './routes';

const preview = { ...currentPublication(), preview: true };
const clients = getClients();
/** The default language's sitemap entry for `path` (right after the host), its alternates (when the site has several languages), then its day. */
const sitemapEntry = (path: string, day: string) => new RegExp(`<loc>https?://[^/<]+${path}</loc>(\\s*<xhtml:link [^>]*/>)*\\s*<lastmod>${day}`);
const ui = getUi();
/** In the content but not published by a production build: drafts and entries dated after today. */
const unpublished = [
  ...getPosts(undefined, preview).filter((post) => !posts.some((each) => each.slug === post.slug)).map((post) => entryPath('blog', post)),
  ...getCaseStudies(undefined, preview).filter((study) => !caseStudies.some((each) => each.slug === study.slug)).map((study) => entryPath('case-studies', study)),
];

const SECTIONS: { section: Section; copy: (typeof pages.pages)['blog']; entries: (Post | CaseStudy)[] }[] = [
  { section: 'blog', copy: pages.pages.blog, entries: posts },
  { section: 'case-studies', copy: pages.pages.caseStudies, entries: caseStudies },
];

const titlesOn = (page: Page) => page.locator('main ul[data-cols-at-1] > li h2').allTextContents();
const bodyOf = (entry: Post | CaseStudy) => entry.body;

for (const { section, copy, entries } of SECTIONS.filter((each) => each.entries.length === 0)) {
  test(`/${section}/ says "Coming Soon" while nothing is published: no list, no feed`, async ({ page, request }) => {
    const response = await page.goto(`/${section}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main')).toContainText(copy.comingSoon!.lead);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.comingSoon!.description);
    await expect(page.locator('main ul[data-cols-at-1]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type$="+xml"], link[rel="alternate"][type$="+json"]')).toHaveCount(0);
    for (const { file } of Object.values(FEEDS)) expect((await request.get(`/${section}/${file}`)).status()).toBe(404);
    expect((await request.get(`/${section}/page/2/`)).status()).toBe(404);
    expect(entries).toEqual([]);
  });
}

for (const { section, copy, entries } of SECTIONS.filter((each) => each.entries.length > 0)) {
  test.describe(`/${section}/ with ${entries.length} entries`, () => {
    test('lists them newest first, a page at a time, with links to the next and previous pages', async ({ page }) => {
      const pageCount = Math.ceil(entries.length / ENTRIES_PER_PAGE);
      for (let n = 1; n <= pageCount; n += 1) {
        await page.goto(listPath(section, undefined, n));
        await expect(page.locator('h1')).toHaveText(copy.heading);
        const shown = entries.slice((n - 1) * ENTRIES_PER_PAGE, n * ENTRIES_PER_PAGE);
        expect(await titlesOn(page)).toEqual(shown.map((entry) => entry.data.title));
        await expect(page.locator('main ul[data-cols-at-1] > li time').first()).toHaveAttribute('datetime', shown[0]!.data.date);
        await expect(page.locator('a[rel="next"]')).toHaveCount(n < pageCount ? 1 : 0);
        await expect(page.locator('a[rel="prev"]')).toHaveCount(n > 1 ? 1 : 0);
        if (n < pageCount) await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', listPath(section, undefined, n + 1));
      }
    });

    test('has a page per tag or sector, reached by links that work without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const namesOf = section === 'blog' ? (entry: Post | CaseStudy) => postTags(entry as Post) : (entry: Post | CaseStudy) => caseStudySector(entry as CaseStudy);
      for (const group of groupsOf(entries, namesOf)) {
        await page.goto(listPath(section));
        await page.getByRole('link', { name: `${group.name} (${group.count})` }).click();
        await expect(page).toHaveURL(new RegExp(`${listPath(section, group)}$`));
        await expect(page.locator('h1')).toContainText(group.name);
        const inGroup = entries.filter((entry) => namesOf(entry).some((name) => name.toLowerCase() === group.name.toLowerCase()));
        expect(await titlesOn(page)).toEqual(inGroup.slice(0, ENTRIES_PER_PAGE).map((entry) => entry.data.title));
        await expect(page.locator('[aria-current="page"]', { hasText: group.name })).toHaveCount(1);
      }
      await context.close();
    });

    test('every page of the section is in the sitemap with the day its newest entry last changed', async ({ request }) => {
      const xml = await (await request.get('/sitemap.xml')).text();
      const namesOf = section === 'blog' ? (entry: Post | CaseStudy) => postTags(entry as Post) : (entry: Post | CaseStudy) => caseStudySector(entry as CaseStudy);
      for (const sectionPage of sectionPages(section, entries, namesOf)) {
        const shown = sectionPage.kind === 'entry' ? [sectionPage.entry] : sectionPage.entries;
        const day = shown.map((entry) => ('updated' in entry.data && entry.data.updated) || entry.data.date).sort().at(-1)!;
        expect(xml, sectionPage.path).toMatch(sitemapEntry(sectionPage.path, day));
      }
    });

    test(`its feeds are valid RSS 2.0, Atom and JSON Feed 1.1 with the newest ${FEED_LIMIT} entries, linked from its list`, async ({ page, request }) => {
      await page.goto(`/${section}/`);
      const links = await page.locator('head link[rel="alternate"][type]').evaluateAll((found) => found.map((link) => [link.getAttribute('type'), new URL(link.getAttribute('href')!).pathname]));
      expect(links.sort()).toEqual(
        Object.values(FEEDS)
          .map((feed) => [feed.type, `/${section}/${feed.file}`])
          .sort(),
      );
      const expected = entries.slice(0, FEED_LIMIT).map((entry) => entryPath(section, entry));
      for (const [kind, entryTag] of [['rss', 'item'], ['atom', 'entry']] as const) {
        const path = `/${section}/${FEEDS[kind].file}`;
        const response = await request.get(path);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toMatch(/xml/);
        const xml = await response.text();
        expect(feedProblems(xml, kind), path).toEqual([]);
        expect(xml.split(`<${entryTag}>`).length - 1, path).toBe(expected.length);
        const urls = [...xml.matchAll(kind === 'rss' ? /<item>[\s\S]*?<link>([^<]+)<\/link>/g : /<entry>[\s\S]*?<link[^>]*href="([^"]+)"/g)].map(([, url]) => new URL(url!).pathname);
        expect(urls).toEqual(expected);
      }
      const response = await request.get(`/${section}/${FEEDS.json.file}`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      expect(jsonFeedProblems(text)).toEqual([]);
      expect((JSON.parse(text) as { items: { url: string }[] }).items.map((item) => new URL(item.url).pathname)).toEqual(expected);
    });
  });
}

test.describe('a post', () => {
  test.skip(posts.length === 0, 'the content has no post');

  test('shows its dates, author, reading time, tags, related and neighbouring posts, and a call to enquire', async ({ page }) => {
    const post = posts[Math.min(1, posts.length - 1)]!;
    await page.goto(entryPath('blog', post));
    await expect(page.locator('h1')).toHaveText(post.data.title);
    const article = page.locator('main article');
    await expect(article.locator(`time[datetime="${post.data.date}"]`)).toHaveCount(1);
    if (post.data.updated) await expect(article.locator(`time[datetime="${post.data.updated}"]`)).toHaveCount(1);
    await expect(article).toContainText(post.data.author);
    await expect(article).toContainText(/\d+ min read/);
    for (const tag of post.data.tags) await expect(article.getByRole('link', { name: tag, exact: true })).toHaveCount(1);
    const index = posts.indexOf(post);
    if (posts[index + 1]) await expect(page.locator('a[rel="prev"]')).toContainText(posts[index + 1]!.data.title);
    if (index > 0) await expect(page.locator('a[rel="next"]')).toContainText(posts[index - 1]!.data.title);
    expect(await page.locator('#related-heading + ul h3').allTextContents()).toEqual(relatedPosts(posts, post).map((other) => other.data.title));
    await expect(page.getByRole('link', { name: pages.enquireNow.label }).first()).toBeVisible();
    await expect(page.locator('main a[href="/contact/"]').first()).toBeVisible();
  });

  test('reading a post loads no more JavaScript than a page without any interactive part (About)', async ({ page }) => {
    const scriptBytes = async (path: string) => {
      const sizes: Promise<number>[] = [];
      const listener = (response: Response) => {
        if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => body.length));
      };
      page.on('response', listener);
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      page.off('response', listener);
      return (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    };
    const about = await scriptBytes('/about/');
    const longest = [...posts].sort((a, b) => b.body.length - a.body.length)[0]!;
    // Each route has its own small page chunk; 1 KiB allows for that, not for a component's code.
    expect(await scriptBytes(entryPath('blog', longest))).toBeLessThanOrEqual(about + 1024);
  });

  test('a long post has a table of contents whose links reach its sections; a table scrolls on its own on a phone', async ({ page }) => {
    const long = posts.find((post) => (bodyOf(post).match(/^## /gm) ?? []).length >= TOC_MIN_HEADINGS);
    test.skip(!long, 'no post is long enough for a table of contents');
    await page.goto(entryPath('blog', long!));
    const links = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('#toc-heading') }).getByRole('link');
    expect(await links.count()).toBeGreaterThanOrEqual(TOC_MIN_HEADINGS);
    for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')!))) {
      await expect(page.locator(`main [id="${href.slice(1)}"]`), href).toHaveCount(1);
    }
    const withTable = posts.find((post) => /^\|.*\|\s*$/m.test(bodyOf(post)) && /^\|\s*:?-{3,}/m.test(bodyOf(post)));
    test.skip(!withTable, 'no post has a table');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(entryPath('blog', withTable!));
    const scroller = page.locator('[data-feed-body] .table-scroll').first();
    await expect(scroller.locator('table')).toHaveCount(1);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('raw HTML an editor pasted is sanitised: no script, handler or javascript: link reaches the page or the feeds', async ({ page, request }) => {
    const pasted = posts.filter((post) => /<script|onerror=|javascript:/i.test(bodyOf(post)));
    test.skip(pasted.length === 0, 'no post has pasted HTML');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const post of pasted) {
      await page.goto(entryPath('blog', post));
      const body = page.locator('[data-feed-body]');
      await expect(body).toHaveCount(1);
      await expect(body.locator('script, iframe, style, [onerror], [onclick], a[href^="javascript:" i]')).toHaveCount(0);
      expect(await body.innerHTML()).not.toMatch(/<script|onerror|javascript:/i);
      // A link whose address is dropped keeps its words, as plain text: not a link that leads nowhere.
      await expect(body.locator('a:not([href])')).toHaveCount(0);
      for (const [, words] of bodyOf(post).matchAll(/\[([^\]]+)\]\((?:javascript|data):/gi)) await expect(body).toContainText(words!);
    }
    expect(dialogs).toEqual([]);
    for (const { file } of Object.values(FEEDS)) expect(await (await request.get(`/blog/${file}`)).text()).not.toMatch(/<script|&lt;script|\\u003cscript|onerror|javascript:/i);
  });

  test("the JSON Feed carries a post's full text, as its page renders it, with absolute URLs", async ({ page, request }) => {
    const feed = (await (await request.get(`/blog/${FEEDS.json.file}`)).json()) as { items: { url: string; content_html: string }[] };
    const longest = [...posts].slice(0, FEED_LIMIT).sort((a, b) => b.body.length - a.body.length)[0]!;
    const item = feed.items.find((each) => new URL(each.url).pathname === entryPath('blog', longest))!;
    expect(item, entryPath('blog', longest)).toBeDefined();
    await page.goto(entryPath('blog', longest));
    // The page's text, word for word, is the feed item's: full text, not a summary.
    const pageText = ((await page.locator('[data-feed-body]').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await page.setContent(`<div id="feed">${item.content_html}</div>`);
    const feedText = ((await page.locator('#feed').textContent()) ?? '').replace(/\s+/g, ' ').trim();
    expect(feedText.length).toBeGreaterThan(renderEntryBody(longest).words);
    expect(feedText).toBe(pageText);
    expect(item.content_html).not.toMatch(/(?:href|src)="\/(?!\/)/);
  });

  test('drafts and entries dated after today are not published: no page, no sitemap entry, no feed item', async ({ request }) => {
    test.skip(unpublished.length === 0, 'the content has no draft or future entry');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const feeds = (
      await Promise.all(SECTIONS.filter((each) => each.entries.length).flatMap(({ section }) => Object.values(FEEDS).map(async ({ file }) => (await request.get(`/${section}/${file}`)).text())))
    );
    const productPages = await Promise.all(products.map(async (product) => (await request.get(`/product-details/${product.name}/`)).text()));
    const lists = await Promise.all(['/blog/', '/case-studies/'].map(async (path) => (await request.get(path)).text()));
    for (const path of unpublished) {
      expect((await request.get(path)).status(), path).toBe(404);
      expect(sitemap).not.toContain(path);
      for (const text of [...feeds, ...productPages, ...lists]) expect(text).not.toContain(`href="${path}"`);
      for (const feed of feeds) expect(feed).not.toContain(path);
    }
  });
});

// lib/markdown/entry-body.ts lists the ids an entry's page uses around its text, so a heading of
// the same name ("Contact") gets a number and the page's own links keep their one target.
test("every id an entry's page uses around its text is one its headings avoid", async ({ request }) => {
  const entries = [...posts.map((post) => ({ post, path: entryPath('blog', post) })), ...caseStudies.map((study) => ({ post: study, path: entryPath('case-studies', study) }))];
  test.skip(entries.length === 0, 'the content has no post or case study');
  for (const { post, path } of entries) {
    const html = await (await request.get(path)).text();
    const textIds = new Set([...renderEntryBody(post).html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const pageIds = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!).filter((id) => !textIds.has(id));
    expect(pageIds.length).toBeGreaterThan(0);
    // A heading's id is lower case letters, digits, '-' and '_' (github-slugger); no other id can meet one.
    const headingLike = pageIds.filter((id) => /^[\p{Ll}\p{N}_-]+$/u.test(id));
    expect(headingLike.filter((id) => !entryPageUsesId(id)), path).toEqual([]);
  }
});

test.describe('a case study', () => {
  test.skip(caseStudies.length === 0, 'the content has no case study');

  test('shows its figures, client, location and sector, links the products installed, and preselects them in the form', async ({ page }) => {
    for (const study of caseStudies) {
      await page.goto(entryPath('case-studies', study));
      await expect(page.locator('h1')).toHaveText(study.data.title);
      const article = page.locator('main article');
      for (const figure of study.data.figures) await expect(article.getByText(figure.value, { exact: true })).toBeVisible();
      for (const fact of [study.data.client, study.data.location, study.data.sector]) await expect(article.locator('dd', { hasText: fact })).toHaveCount(1);
      // A client of the Clients page shows its logo: its own file, not the sprite of every client's.
      const listed = clients.find((client) => client.name === study.data.client);
      await expect(article.locator('dd img')).toHaveCount(listed ? 1 : 0);
      if (listed) {
        const logo = article.locator('dd img');
        await expect(logo).toHaveAttribute('src', listed.logo);
        await logo.scrollIntoViewIfNeeded();
        await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      }
      const installed = study.data.products.map((name) => products.find((product) => product.name === name)!);
      for (const product of installed) await expect(article.getByRole('link', { name: product.title, exact: true })).toHaveAttribute('href', `/product-details/${product.name}/`);
      // All of them, as one choice the visitor may narrow to one of them.
      const select = page.locator('#consultation select');
      await expect(select).toHaveValue(installed.map((product) => product.title).join(', '));
      const options = await select.locator('option').allTextContents();
      for (const product of installed) expect(options).toContain(product.title);
    }
  });

  test('one edited after its date shows the day of its update; the sitemap, its structured data and its metadata give that day', async ({ page, request }) => {
    const edited = caseStudies.filter((study) => study.data.updated && study.data.updated !== study.data.date);
    test.skip(edited.length === 0, 'no case study has an update');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const study of edited) {
      const path = entryPath('case-studies', study);
      const updated = study.data.updated!;
      await page.goto(path);
      const fact = page.locator('main article dd', { has: page.locator(`time[datetime="${updated}"]`) });
      await expect(fact).toBeVisible();
      await expect(fact.locator('xpath=preceding-sibling::dt[1]')).toHaveText(ui.caseStudies.updated);
      expect(sitemap).toMatch(sitemapEntry(path, updated));
      await expect(page.locator('meta[property="article:modified_time"]')).toHaveAttribute('content', updated);
      const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text)].flat());
      expect(structured.find((node) => node['@type'] === 'Article')).toMatchObject({ datePublished: study.data.date, dateModified: updated });
    }
  });

  test("a product's page lists the case studies that installed it", async ({ page }) => {
    const study = caseStudies.find((each) => each.data.products.length > 0);
    test.skip(!study, 'no case study names a product');
    const product = study!.data.products[0]!;
    await page.goto(`/product-details/${product}/`);
    await expect(page.locator('#product-case-studies-heading + ul h3 a', { hasText: study!.data.title })).toHaveAttribute('href', entryPath('case-studies', study!));
    // The newest three at most, and past them a link to all of them: the page stays within its budget.
    const all = caseStudiesWith(caseStudies, product);
    await expect(page.locator('#product-case-studies-heading + ul > li')).toHaveCount(Math.min(3, all.length));
    await expect(page.locator('#product-case-studies-heading ~ p a[href="/case-studies/"]')).toHaveCount(all.length > 3 ? 1 : 0);
  });
});

test('the longest post and a case study have no WCAG 2.2 A/AA violations at 375 px', async ({ page }) => {
  const longest = [...posts].sort((a, b) => b.body.length - a.body.length)[0];
  const paths = [...(longest ? [entryPath('blog', longest)] : []), ...caseStudies.slice(-1).map((study) => entryPath('case-studies', study))];
  test.skip(paths.length === 0, 'nothing is published');
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of paths) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(results.violations.map((violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
