// `npm run build` on an editor's mistakes: it stops before anything else runs, and its first
// error line names the file, the entry, the field and what to do. Each case runs the real build
// command in a copy of the project whose content/ holds one mistake.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hostBuild, resolveSiteUrl } from '../../lib/public-settings.mjs';

const root = process.cwd();
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A project copy: content/ copied (to be broken), everything else linked. */
function projectWith(edit: (contentDir: string) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-mistake-'));
  for (const name of ['package.json', 'scripts', 'lib', 'public', 'node_modules', 'tsconfig.json']) {
    fs.symlinkSync(path.join(root, name), path.join(dir, name));
  }
  fs.cpSync(path.join(root, 'content'), path.join(dir, 'content'), { recursive: true });
  edit(path.join(dir, 'content'));
  return dir;
}

/** Changes a content file's default-language group (every file but languages.json holds one per language). */
function editJson(contentDir: string, file: string, change: (data: Json) => void) {
  const full = path.join(contentDir, file);
  const data = JSON.parse(fs.readFileSync(full, 'utf8')) as Json;
  change(Object.values(data)[0] as Json);
  fs.writeFileSync(full, `${JSON.stringify(data, null, 2)}\n`);
}

/** Runs `npm run build` there; returns the exit status, the first error line and all output. */
function build(dir: string, env: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', 'build'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: '', NEXT_PUBLIC_SITE_URL: '', ...env },
  });
  const errors = result.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'));
  return { status: result.status, first: errors[0] ?? '', output: result.stdout + result.stderr };
}

/** A product of today's catalog (the first by file name), to break in a copy. */
const productNames = fs.readdirSync(path.join(root, 'content/products')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)).sort();
const product = productNames[0]!;
const productFile = `products/${product}.json`;
const productPattern = `content/products/${product}\\.json`;
const services = Object.values(JSON.parse(fs.readFileSync(path.join(root, 'content/services.json'), 'utf8')))[0] as Json;

const mistakes: [string, (contentDir: string) => void, RegExp][] = [
  [
    'bad JSON (a missing comma)',
    (dir) => {
      const file = path.join(dir, productFile);
      const text = fs.readFileSync(file, 'utf8');
      fs.writeFileSync(file, text.replace(/",\n(\s+)"title"/, '"\n$1"title"'));
    },
    new RegExp(`^${productPattern}: invalid JSON at line \\d+, column \\d+: .*missing or extra comma, quote or bracket$`),
  ],
  [
    'a missing required field',
    (dir) => editJson(dir, productFile, (data) => delete data.title),
    new RegExp(`^${productPattern}: field "title": is missing: add it$`),
  ],
  [
    'a field of the wrong type',
    (dir) => editJson(dir, productFile, (data) => (data.detailedInformation = 'one line')),
    new RegExp(`^${productPattern}: field "detailedInformation": must be a list in square brackets`),
  ],
  [
    "a URL name that is not the file's name (a product copied without renaming)",
    (dir) => {
      fs.copyFileSync(path.join(dir, productFile), path.join(dir, 'products/copied-product.json'));
    },
    new RegExp(`^content/products/copied-product\\.json: field "name": "${product}" must be the file's name \\("copied-product"\\)`),
  ],
  [
    'a name with spaces',
    (dir) => editJson(dir, productFile, (data) => (data.name = 'Solar Pumps')),
    new RegExp(`^${productPattern}: field "name": "Solar Pumps" may use only lower-case letters, digits and single hyphens`),
  ],
  [
    'a missing image',
    (dir) => editJson(dir, productFile, (data) => (data.image = '/images/products/nowhere.jpg')),
    /field "image": "\/images\/products\/nowhere\.jpg" has no file at public\/images\/products\/nowhere\.jpg: add the file or correct the path$/,
  ],
  [
    'an unknown icon',
    (dir) => editJson(dir, 'services.json', (data) => (data.services[0].icon = '/images/icons/no-such-icon.svg')),
    new RegExp(`^content/services\\.json: entry 1 \\("${services.services[0].name}"\\), field "icon": "/images/icons/no-such-icon\\.svg" has no file`),
  ],
  [
    'no product at all',
    (dir) => fs.rmSync(path.join(dir, 'products'), { recursive: true }),
    /^content\/products\/: has no product files: add one/,
  ],
];

describe('npm run build on an editor\'s mistake', () => {
  test.each(mistakes)('%s: stops first, naming file, entry and field', (_, edit, firstLine) => {
    const dir = projectWith(edit);
    try {
      const { status, first, output } = build(dir);
      expect(status).not.toBe(0);
      expect(first).toMatch(firstLine);
      expect(output).not.toMatch(/images: \d+ sources|Next\.js|error TS/); // nothing else ran
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the public site URL', () => {
  test('a CI or host build without one stops with one line naming NEXT_PUBLIC_SITE_URL', () => {
    const dir = projectWith(() => {});
    try {
      const { status, first } = build(dir, { CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a1b.bluegreen.pages.dev' });
      expect(status).not.toBe(0);
      expect(first).toMatch(/^NEXT_PUBLIC_SITE_URL is not set: this Cloudflare Pages build would point canonical URLs/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test('takes the host\'s own production URL, never a preview URL', () => {
    expect(resolveSiteUrl({ NETLIFY: 'true', URL: 'https://bluegreen.netlify.app' })).toEqual({ url: 'https://bluegreen.netlify.app', source: "Netlify's URL" });
    expect(resolveSiteUrl({ VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'www.bluegreen.example' }).url).toBe('https://www.bluegreen.example');
    expect(resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.bluegreen.example/', NETLIFY: 'true', URL: 'https://x.netlify.app' }).url).toBe('https://www.bluegreen.example');
    expect(() => resolveSiteUrl({ CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a1b.bluegreen.pages.dev' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
    expect(() => resolveSiteUrl({ CI: 'true' })).toThrow(/this CI build/);
    expect(() => resolveSiteUrl({ NEXT_PUBLIC_SITE_URL: 'https://www.bluegreen.example/en' })).toThrow(/no path/);
  });

  test('a preview (npm run dev, npm run cms) needs none, on a CI machine too: it is never published', () => {
    const run = (args: string[]) =>
      spawnSync(process.execPath, ['scripts/build/check-inputs.mjs', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: 'true', NEXT_PUBLIC_SITE_URL: '' } });
    expect(run(['--preview']).status).toBe(0);
    const build = run([]);
    expect(build.status).not.toBe(0);
    expect(build.stderr).toMatch(/NEXT_PUBLIC_SITE_URL is not set: this CI build/);
  });

  test('a local build needs nothing', () => {
    expect(hostBuild({})).toBeNull();
    expect(resolveSiteUrl({})).toEqual({ url: 'http://127.0.0.1:3000', source: 'the local default' });
  });
});

describe('what the pages leave out of a text', () => {
  test('is named as a warning, one line each (file in the real content folder, line, what), and the build goes on', () => {
    const cover = `/images/gallery/${fs.readdirSync(path.join(root, 'public/images/gallery')).find((file) => file.endsWith('.jpg'))}`;
    const post = [
      '---',
      'title: Pasted',
      'summary: A post with pasted HTML.',
      'date: 2026-01-10',
      'author: Design office',
      'tags: [Pumps]',
      `cover: ${cover}`,
      'coverAlt: A pump room',
      '---',
      'Intro.', // line 10
      '',
      '<iframe src="https://video.example/x"></iframe>', // line 12
      '',
      'See [the portal](javascript:void(0)) and <img src="/x.png" onerror="alert(1)">.', // line 14
    ].join('\n');
    const dir = projectWith((contentDir) => {
      const other = path.join(path.dirname(contentDir), 'other-content');
      fs.cpSync(contentDir, other, { recursive: true });
      // Only this post, whatever the content set holds.
      for (const folder of ['blog', 'case-studies']) fs.rmSync(path.join(other, folder), { recursive: true, force: true });
      fs.mkdirSync(path.join(other, 'blog'));
      fs.writeFileSync(path.join(other, 'blog', 'pasted.md'), post);
    });
    try {
      const result = spawnSync(process.execPath, ['scripts/build/check-inputs.mjs'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, CI: '', NEXT_PUBLIC_SITE_URL: '', CONTENT_DIR: 'other-content' },
      });
      expect(result.status).toBe(0);
      const warnings = result.stderr.split('\n').filter((line) => line.startsWith('other-content/'));
      expect(warnings.map((line) => line.replace(/ \([^()]+\)$/, ''))).toEqual([
        'other-content/blog/pasted.md, line 12: an <iframe> was removed',
        'other-content/blog/pasted.md, line 14: a javascript: link was removed',
        'other-content/blog/pasted.md, line 14: an <img> was removed',
        'other-content/blog/pasted.md, line 14: an event handler (onerror=) was removed',
      ]);
      for (const line of warnings) expect(line).toMatch(/ was removed \([^()]+\)$/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
