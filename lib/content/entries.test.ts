import fs from 'node:fs';
import path from 'node:path';
import { scratchDir } from '../../scripts/shared/scratch.mjs';
import { tempDir } from '../../scripts/shared/temp-dir.test-helper';
import { currentPublication, getCaseStudies, getPosts, getProducts } from './index';
import type { ContentRoots } from './read';
import { rejectionOf } from './rejection.test-helper';

const publicDir = path.join(process.cwd(), 'public');
const schemaDir = path.join(process.cwd(), 'content', 'schemas');
const PUBLISHED = { today: '2026-06-01', preview: false };
const PREVIEW = { today: '2026-06-01', preview: true };

/** A picture that exists under public/, whatever today's content holds. */
const cover = `/images/gallery/${fs.readdirSync(path.join(publicDir, 'images', 'gallery')).find((file) => file.endsWith('.jpg'))}`;

/** A content folder with the repository's languages and products and the given Markdown files. */
function contentWith(files: Record<string, string>): ContentRoots {
  const contentDir = tempDir('entries-');
  fs.cpSync(path.join(process.cwd(), 'content', 'products'), path.join(contentDir, 'products'), { recursive: true });
  fs.cpSync(path.join(process.cwd(), 'content', 'languages.json'), path.join(contentDir, 'languages.json'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(contentDir, name)), { recursive: true });
    fs.writeFileSync(path.join(contentDir, name), text);
  }
  return { contentDir, publicDir, schemaDir };
}

function post(fields: Record<string, string>, body = 'Some text.\n'): string {
  const all = { title: 'A post', summary: 'What it says.', date: '2026-01-10', author: 'Design office', tags: '[Pumps]', cover, coverAlt: 'A pump room', ...fields };
  return `---\n${Object.entries(all)
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n${body}`;
}


describe('posts and case studies', () => {
  it('reads a post: its front matter as data and the Markdown below it as the body', () => {
    const roots = contentWith({ 'blog/first-post.md': post({}, '## Hello\n\nText.\n') });
    const [first] = getPosts(roots, PUBLISHED);
    expect(first).toMatchObject({ slug: 'first-post', file: `${roots.contentDir}/blog/first-post.md`, body: '## Hello\n\nText.\n' });
    expect(first!.data).toMatchObject({ title: 'A post', date: '2026-01-10', tags: ['Pumps'] });
  });

  it('is empty without a blog folder (the site then says Coming Soon)', () => {
    expect(getPosts(contentWith({}), PUBLISHED)).toEqual([]);
  });

  it('lists newest first, and leaves drafts and future dates out of a production build but not the preview', () => {
    const roots = contentWith({
      'blog/older.md': post({ date: '2026-01-01' }),
      'blog/newer.md': post({ date: '2026-05-01' }),
      'blog/draft.md': post({ draft: 'true' }),
      'blog/later.md': post({ date: '2026-06-02' }),
      'blog/today.md': post({ date: '2026-06-01' }),
    });
    expect(getPosts(roots, PUBLISHED).map((entry) => entry.slug)).toEqual(['today', 'newer', 'older']);
    expect(getPosts(roots, PREVIEW).map((entry) => entry.slug)).toEqual(['later', 'today', 'newer', 'draft', 'older']);
  });

  it("publishes by the build's day in UTC; next dev (NODE_ENV development) is the preview", () => {
    const late = new Date('2026-06-01T23:30:00-05:00');
    expect(currentPublication(late, { NODE_ENV: 'production' })).toEqual({ today: '2026-06-02', preview: false });
    expect(currentPublication(late, { NODE_ENV: 'development' }).preview).toBe(true);
  });

  it('runs under NODE_ENV=test, whatever npm set (jest.config.mjs): neither the build nor the preview', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(currentPublication().preview).toBe(false);
  });

  it('names the file, the line and the field of a mistake, and an unknown field', () => {
    const roots = contentWith({ 'blog/bad.md': post({ date: '14 March 2026', colour: 'blue', author: '' }) });
    const message = rejectionOf(() => getPosts(roots, PUBLISHED));
    expect(message).toContain(`${roots.contentDir}/blog/bad.md: line 4, field "date": "14 March 2026" must be a date written YYYY-MM-DD`);
    expect(message).toContain(`${roots.contentDir}/blog/bad.md: line 8, field "colour": is not a known field`);
    expect(message).toContain(`${roots.contentDir}/blog/bad.md: field "author": is missing`);
  });

  it("takes an optional field left empty (as the admin saves a cleared date) as not given, and says a required one is empty", () => {
    const roots = contentWith({ 'blog/cleared.md': post({ updated: "''", author: "''", title: '""' }) });
    const message = rejectionOf(() => getPosts(roots, PUBLISHED));
    expect(message).toContain(`${roots.contentDir}/blog/cleared.md: line 2, field "title": is empty: fill it in`);
    expect(message).toContain(`${roots.contentDir}/blog/cleared.md: line 5, field "author": is empty: fill it in`);
    expect(message).not.toMatch(/missing/);
    const fine = contentWith({ 'blog/cleared.md': post({ updated: "''" }) });
    expect(getPosts(fine, PUBLISHED)[0]!.data).not.toHaveProperty('updated');
  });

  it('says in one line to write a date as YYYY-MM-DD, with the day rewritten when it can only be one', () => {
    const roots = contentWith({ 'blog/slashes.md': post({ date: '26/11/2026' }), 'blog/unsure.md': post({ date: '03/04/2026' }) });
    const lines = rejectionOf(() => getPosts(roots, PUBLISHED)).split('\n').filter((line) => line.includes('field "date"'));
    expect(lines).toEqual([
      expect.stringContaining(`${roots.contentDir}/blog/slashes.md: line 4, field "date": "26/11/2026" must be a date written YYYY-MM-DD: write it as 2026-11-26`),
      expect.stringContaining(`${roots.contentDir}/blog/unsure.md: line 4, field "date": "03/04/2026" must be a date written YYYY-MM-DD, e.g. 2026-03-14`),
    ]);
    expect(lines.join('\n')).not.toMatch(/format/);
  });

  it('names the folder CONTENT_DIR points at, not content/', () => {
    const scratch = path.join(process.cwd(), scratchDir('content-dir'));
    fs.mkdirSync(scratch, { recursive: true });
    const inRepository = fs.mkdtempSync(path.join(scratch, 'content-'));
    try {
      fs.cpSync(contentWith({ 'blog/bad.md': post({ author: '' }) }).contentDir, inRepository, { recursive: true });
      const roots = { contentDir: inRepository, publicDir, schemaDir };
      const shown = path.relative(process.cwd(), inRepository);
      expect(rejectionOf(() => getPosts(roots, PUBLISHED))).toContain(`: ${shown}/blog/bad.md: field "author": is missing: add it`);
      expect(rejectionOf(() => getProducts({ ...roots, contentDir: path.join(inRepository, 'blog') }))).toBe(
        `${shown}/blog/products/: has no product files: add one (${shown}/blog/products/<URL name>.json), or move a single-file catalog there with npm run content:split-products`,
      );
    } finally {
      fs.rmSync(inRepository, { recursive: true, force: true });
    }
  });

  it('refuses a date that is no day and a picture in the text that is not a file of the site, naming the line', () => {
    const roots = contentWith({ 'blog/odd.md': post({ date: '2026-02-30' }, 'Intro.\n\n![Tank](/images/missing.jpg)\n\n![Elsewhere](https://other.example/x.jpg)\n') });
    const message = rejectionOf(() => getPosts(roots, PUBLISHED));
    expect(message).toContain(`${roots.contentDir}/blog/odd.md: line 4, field "date": "2026-02-30" is not a day of the calendar`);
    expect(message).toContain(`${roots.contentDir}/blog/odd.md: line 12, a picture in the text: "/images/missing.jpg" has no file at public/images/missing.jpg`);
    expect(message).toContain(`${roots.contentDir}/blog/odd.md: line 14, the picture "https://other.example/x.jpg": pictures must be files of the site`);
    expect(getPosts(contentWith({ 'blog/fine.md': post({}, `![Cover](${cover})\n`) }), PUBLISHED)).toHaveLength(1);
  });

  it('names the line of a YAML mistake, and a file without front matter', () => {
    const roots = contentWith({ 'blog/yaml.md': post({ title: 'Pumps: a: guide' }), 'blog/plain.md': '# Just text\n' });
    const message = rejectionOf(() => getPosts(roots, PUBLISHED));
    expect(message).toContain(`${roots.contentDir}/blog/yaml.md: line 2: the front matter is not valid YAML`);
    expect(message).toContain(`${roots.contentDir}/blog/plain.md: line 1: the file must start with front matter`);
  });

  it('refuses a cover that is not under public/ and a file name a list page uses', () => {
    const roots = contentWith({ 'blog/page.md': post({}), 'blog/no-cover.md': post({ cover: '/images/missing.jpg' }) });
    const message = rejectionOf(() => getPosts(roots, PUBLISHED));
    expect(message).toContain(`${roots.contentDir}/blog/page.md: the file's name is the page's address`);
    expect(message).toContain(`${roots.contentDir}/blog/no-cover.md: line 7, field "cover": "/images/missing.jpg" has no file at public/images/missing.jpg`);
  });

  it('refuses a case study that names a product the catalog does not have, naming the file and the product', () => {
    const product = getProducts(contentWith({}))[0]!.name;
    const study = (products: string) =>
      `---\ntitle: A project\nsummary: What we did.\ndate: 2026-02-01\nclient: A hotel\nlocation: Pune\nsector: Hospitality\nproducts: [${products}]\nfigures:\n  - label: Water saved\n    value: 30%\ncover: ${cover}\ncoverAlt: A plant\n---\nThe story.\n`;
    const good = contentWith({ 'case-studies/good.md': study(product) });
    expect(getCaseStudies(good, PUBLISHED).map((entry) => entry.data.products)).toEqual([[product]]);
    const bad = contentWith({ 'case-studies/bad.md': study(`${product}, no-such-pump`) });
    expect(rejectionOf(() => getCaseStudies(bad, PUBLISHED))).toContain(`${bad.contentDir}/case-studies/bad.md: field "products": "no-such-pump" is not a product of the catalog`);
  });
});
