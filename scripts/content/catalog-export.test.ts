// The catalog at any size: the grown catalog (N entries, the real ones first, copies under new
// names and titles), the posts and case studies grown the same way, what an export of it costs,
// and the goals a large build is held to.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { goalMisses, measureExport, SCALE_GOALS, writeEntries } from './catalog-export.mjs';
import { multiplyCatalog } from './catalog-files.mjs';
import { headersFile } from '../postbuild/headers-file.mjs';
import { tempDir } from '../shared/temp-dir.test-helper';

test('multiplies the catalog with unique names and titles, in every language', () => {
  const products = [
    { en: { name: 'pump', title: 'Pump', image: '/images/p.jpg', order: 1 }, mr: { name: 'pump', title: 'पंप', image: '/images/p.jpg' } },
    { en: { name: 'plant', title: 'Plant', image: '/images/q.jpg' } },
  ];
  const grown = multiplyCatalog(products, 5);
  expect(grown.map((p) => p.en!.name)).toEqual(['pump', 'plant', 'pump-2', 'plant-2', 'pump-3']);
  expect(grown.map((p) => p.en!.title)).toEqual(['Pump', 'Plant', 'Pump 2', 'Plant 2', 'Pump 3']);
  expect(grown.map((p) => p.mr?.title)).toEqual(['पंप', undefined, 'पंप 2', undefined, 'पंप 3']);
  expect(grown[4]!.mr!.name).toBe('pump-3');
  expect(grown[4]!.en!.image).toBe('/images/p.jpg');
  expect('order' in grown[2]!.en!).toBe(false);
  expect(new Set(grown.map((p) => p.en!.name)).size).toBe(5);
});

describe('writeEntries', () => {
  const post = (title: string, date: string, extra = '') =>
    `---\ntitle: "${title}"\nsummary: "S"\ndate: "${date}"\n${extra}author: "A"\ntags: ["Pumps"]\ncover: "/images/c.jpg"\ncoverAlt: "C"\n---\nThe text of ${title}.\n`;
  const study = (products: string[], extra = '') =>
    `---\ntitle: "Study"\nsummary: "S"\ndate: "2025-07-22"\nclient: "C"\nlocation: "L"\nsector: "Health"\nproducts: ${JSON.stringify(products)}\nfigures: []\ncover: "/images/c.jpg"\ncoverAlt: "C"\n${extra}---\nBody\n`;

  function project() {
    const examples = tempDir('entry-examples-');
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(examples, file)), { recursive: true });
      fs.writeFileSync(path.join(examples, file), text);
    };
    write('blog/pumps.md', post('Pumps', '2025-10-14', 'updated: "2025-10-20"\n'));
    write('blog/tanks.md', post('Tanks', '2026-09-01'));
    write('blog/sludge.md', post('Sludge', '2025-01-01', 'draft: true\n'));
    write('case-studies/hospital.md', study(['pump', 'gone']));
    write('case-studies/hotel.md', study(['pump'], 'draft: true\n'));
    const dir = tempDir('entry-copy-');
    fs.mkdirSync(path.join(dir, 'content/products'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'content/products/pump.json'), JSON.stringify({ en: { name: 'pump', title: 'Pump' } }));
    // What the copy had before is replaced.
    fs.mkdirSync(path.join(dir, 'content/blog'));
    fs.writeFileSync(path.join(dir, 'content/blog/old.md'), post('Old', '2020-01-01'));
    return { examples, dir };
  }
  const read = (dir: string, folder: string) =>
    Object.fromEntries(
      fs
        .readdirSync(path.join(dir, 'content', folder))
        .map((file) => file.replace(/\.md$/, ''))
        .sort()
        .map((slug) => {
          const [, front, body] = fs.readFileSync(path.join(dir, 'content', folder, `${slug}.md`), 'utf8').split(/^---\n/m);
          return [slug, { ...(yaml.load(front!, { schema: yaml.CORE_SCHEMA }) as object), body } as Record<string, unknown>];
        }),
    );

  it('copies the published examples in turn under new names and titles, each a day older, drafts left out', () => {
    const { examples, dir } = project();
    writeEntries(dir, { posts: 5, caseStudies: 2, examplesDir: examples, today: '2026-03-01' });
    const posts = read(dir, 'blog');
    expect(Object.keys(posts)).toEqual(['pumps', 'pumps-2', 'pumps-3', 'tanks', 'tanks-2']);
    expect(['pumps', 'tanks', 'pumps-2', 'tanks-2', 'pumps-3'].map((slug) => [posts[slug]!.title, posts[slug]!.date])).toEqual([
      ['Pumps', '2026-02-28'],
      ['Tanks', '2026-02-27'],
      ['Pumps 2', '2026-02-26'],
      ['Tanks 2', '2026-02-25'],
      ['Pumps 3', '2026-02-24'],
    ]);
    // The example's 6 days from date to update, kept; never after today.
    expect(posts.pumps!.updated).toBe('2026-03-01');
    expect(posts['pumps-3']!.updated).toBe('2026-03-01');
    expect(posts.tanks).not.toHaveProperty('updated');
    expect(posts['tanks-2']).toMatchObject({ author: 'A', tags: ['Pumps'], cover: '/images/c.jpg', body: 'The text of Tanks.\n' });
    expect(Object.values(posts).some((entry) => 'draft' in entry)).toBe(false);
    const studies = read(dir, 'case-studies');
    expect(Object.keys(studies)).toEqual(['hospital', 'hospital-2']);
    // Only products of the copy's catalog: the build stops on any other.
    expect(studies['hospital-2']).toMatchObject({ title: 'Study 2', products: ['pump'], date: '2026-02-27', figures: [] });
  });

  it("keeps an update's distance from its post's date", () => {
    const { examples, dir } = project();
    writeEntries(dir, { posts: 20, caseStudies: 0, examplesDir: examples, today: '2026-03-01' });
    const posts = read(dir, 'blog');
    expect(posts['pumps-10']).toMatchObject({ date: '2026-02-10', updated: '2026-02-16' });
  });

  it('writes none at 0, and says so when every example is a draft', () => {
    const { examples, dir } = project();
    writeEntries(dir, { posts: 0, caseStudies: 0, examplesDir: examples });
    expect(fs.readdirSync(path.join(dir, 'content/blog'))).toEqual([]);
    expect(fs.readdirSync(path.join(dir, 'content/case-studies'))).toEqual([]);
    fs.rmSync(path.join(examples, 'case-studies/hospital.md'));
    expect(() => writeEntries(dir, { posts: 0, caseStudies: 1, examplesDir: examples })).toThrow(/no published example to copy/);
  });
});

describe('measureExport and goalMisses', () => {
  function exported(pages: Record<string, number>, headers: string) {
    const dir = tempDir('scale-');
    for (const [file, bytes] of Object.entries(pages)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
    }
    fs.writeFileSync(path.join(dir, '_headers'), headers);
    return dir;
  }

  it('passes an export within every goal', () => {
    const result = { buildSeconds: 40, ...measureExport(exported({ 'index.html': 1000, 'product-details/a/index.html': 2000 }, headersFile())) };
    expect(result.pages).toBe(2);
    expect(result.largestPage.page).toBe('product-details/a/index.html');
    expect(result.largest['product page']!.raw).toBe(2000);
    expect(goalMisses(result, 10)).toEqual([]);
  });

  it('names each goal missed: a page too large, too many _headers rules, a build too slow', () => {
    const perPage = Array.from({ length: 101 }, (_, i) => `/p${i}/\n  X-A: b`).join('\n');
    const big = SCALE_GOALS.pageRawBytes + 1;
    const result = { buildSeconds: 60, ...measureExport(exported({ 'index.html': 10, 'products/index.html': big }, perPage)) };
    const misses = goalMisses(result, 10);
    expect(misses).toHaveLength(3);
    expect(misses[0]).toBe('_headers: 101 rules (at most 100)');
    expect(misses[1]).toMatch(/^products\/index\.html is 150\.0 KiB of HTML \(at most 150\)/);
    expect(misses[2]).toBe('the build took 60.0 s, over 5 × 10.0 s');
  });

  it("names a deployment past Cloudflare Pages' limits: too many files, a file too large", () => {
    const result = { buildSeconds: 1, ...measureExport(exported({ 'index.html': 10 }, headersFile())) };
    expect(result.out).toMatchObject({ files: 2, largestFile: headersFile().length });
    const over = { ...result, out: { ...result.out, files: SCALE_GOALS.files + 1, largestFile: SCALE_GOALS.fileBytes + 1 } };
    expect(goalMisses(over, 10)).toEqual([
      `out/ has ${SCALE_GOALS.files + 1} files (Cloudflare Pages takes at most 20000)`,
      'out/ has a file of 25.0 MiB (Cloudflare Pages takes at most 25)',
    ]);
  });
});
