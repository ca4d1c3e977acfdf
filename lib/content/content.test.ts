import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../scripts/shared/temp-dir.test-helper';
import { getLanguages, getPages, getProducts, getServices, getSite, getUi, validateAllContent } from './index';
import { translationGaps } from './translations';
import type { ContentRoots } from './read';
import { rejectionOf } from './rejection.test-helper';

const realContent = path.join(process.cwd(), 'content');
const publicDir = path.join(process.cwd(), 'public');

/** A copy of content/ in a temporary folder (removed after the tests), so a test can break one file. */
function contentCopy(): ContentRoots {
  const contentDir = tempDir('content-');
  fs.cpSync(realContent, contentDir, { recursive: true });
  return { contentDir, publicDir };
}

/** The name of one product of the copy (the first file), whatever today's catalog holds. */
const firstProduct = (roots: ContentRoots) => fs.readdirSync(path.join(roots.contentDir, 'products')).sort()[0]!.replace(/\.json$/, '');

// Each test breaks the parsed JSON in its own way, so the fixture is untyped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = any;

/** Edits a file's default-language group (every content file but languages.json holds one per language). */
function editJson(roots: ContentRoots, file: string, edit: (data: EditableJson) => void): void {
  const filePath = path.join(roots.contentDir, file);
  const data = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  edit(file === 'languages.json' ? data : Object.values(data)[0]);
  fs.writeFileSync(filePath, JSON.stringify(data, null, 2));
}


describe('content loader', () => {
  it('accepts the content shipped in the repository', () => {
    expect(() => validateAllContent(contentCopy())).not.toThrow();
  });

  it('names the file, line and column of a JSON syntax error', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    const file = path.join(roots.contentDir, 'products', `${name}.json`);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[3] = `${lines[3]},,`;
    fs.writeFileSync(file, lines.join('\n'));
    expect(rejectionOf(() => getProducts(roots))).toMatch(new RegExp(`^${roots.contentDir}/products/${name}\\.json: invalid JSON at line 4, column \\d+`));
  });

  it('names the product file and the field that is missing', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    editJson(roots, `products/${name}.json`, (data) => {
      delete data.title;
    });
    expect(rejectionOf(() => getProducts(roots))).toBe(`${roots.contentDir}/products/${name}.json: field "title": is missing: add it`);
  });

  it('says a field given as "" is empty, not that it breaks a rule', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    editJson(roots, `products/${name}.json`, (data) => {
      data.title = '';
    });
    expect(rejectionOf(() => getProducts(roots))).toBe(`${roots.contentDir}/products/${name}.json: field "title": is empty: fill it in`);
  });

  it('names a field of the wrong type', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    editJson(roots, `products/${name}.json`, (data) => {
      data.detailedInformation = 'one long string';
    });
    expect(rejectionOf(() => getProducts(roots))).toBe(`${roots.contentDir}/products/${name}.json: field "detailedInformation": must be a list in square brackets ([…])`);
  });

  it('names a misspelt field in a nested object', () => {
    const roots = contentCopy();
    editJson(roots, 'site.json', (data) => {
      data.contact.servicePhon = data.contact.servicePhone;
      delete data.contact.servicePhone;
    });
    const message = rejectionOf(() => getSite(roots));
    expect(message).toContain('field "contact.servicePhone": is missing');
    expect(message).toContain('field "contact.servicePhon": is not a known field');
  });

  it("rejects a product whose URL name is not its file's name (a copied file)", () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    fs.copyFileSync(path.join(roots.contentDir, 'products', `${name}.json`), path.join(roots.contentDir, 'products', 'copy-of-it.json'));
    expect(rejectionOf(() => getProducts(roots))).toBe(
      `${roots.contentDir}/products/copy-of-it.json: field "name": "${name}" must be the file's name ("copy-of-it"): it is the page's URL, so rename the file or change the field`,
    );
  });

  it('rejects a product name that is not URL-safe', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    editJson(roots, `products/${name}.json`, (data) => {
      data.name = 'Solar Pumps/2';
    });
    expect(rejectionOf(() => getProducts(roots))).toMatch(
      new RegExp(`^${roots.contentDir}/products/${name}\\.json: field "name": "Solar Pumps/2" may use only lower-case letters, digits and single hyphens`),
    );
  });

  it('rejects an image path with no file in public/, and reports every broken product at once', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    editJson(roots, `products/${name}.json`, (data) => {
      data.image = '/images/products/missing-photo.jpg';
    });
    fs.writeFileSync(path.join(roots.contentDir, 'products', 'zz-broken.json'), '{');
    const message = rejectionOf(() => getProducts(roots));
    expect(message).toContain(
      `${roots.contentDir}/products/${name}.json: field "image": "/images/products/missing-photo.jpg" has no file at public/images/products/missing-photo.jpg: add the file or correct the path`,
    );
    expect(message).toContain(`${roots.contentDir}/products/zz-broken.json: invalid JSON`);
  });

  it('lists products by position, then the others by title', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    const product = Object.values(JSON.parse(fs.readFileSync(path.join(roots.contentDir, 'products', `${name}.json`), 'utf8')))[0] as object;
    const extra = (file: string, title: string, order?: number) =>
      fs.writeFileSync(path.join(roots.contentDir, 'products', `${file}.json`), JSON.stringify({ en: { ...product, name: file, title, order } }));
    extra('zz-first', 'Zulu pump', 1);
    extra('aa-unplaced', 'Alpha pump');
    extra('bb-unplaced', 'Alpha pump 10');
    extra('cc-unplaced', 'Alpha pump 9');
    const names = getProducts(roots).map((entry) => entry.name);
    const unplaced = names.filter((entry) => entry.endsWith('-unplaced'));
    // Titles compare as people read them: "9" before "10".
    expect(unplaced).toEqual(['aa-unplaced', 'cc-unplaced', 'bb-unplaced']);
    expect(names.indexOf('zz-first')).toBeLessThan(names.indexOf('aa-unplaced'));
  });

  it('takes lists of any length, but not an empty one', () => {
    const roots = contentCopy();
    editJson(roots, 'clients.json', (data) => {
      data.clients = data.clients.slice(0, 1);
    });
    editJson(roots, 'hero.json', (data) => {
      data.slides = data.slides.slice(0, 1);
    });
    expect(() => validateAllContent(roots)).not.toThrow();
    editJson(roots, 'services.json', (data) => {
      data.services = [];
    });
    expect(rejectionOf(() => validateAllContent(roots))).toBe(`${roots.contentDir}/services.json: field "services": has 0 entries; it needs at least 1`);
  });
});

describe('reading again', () => {
  it('reads a file again once it changes (the local preview shows an admin save on reload), and a fixed mistake clears', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    const title = (products: ReturnType<typeof getProducts>) => products.find((product) => product.name === name)!.title;
    expect(title(getProducts(roots))).not.toBe('Edited in the admin');
    editJson(roots, `products/${name}.json`, (data) => (data.title = 'Edited in the admin'));
    expect(title(getProducts(roots))).toBe('Edited in the admin');
    editJson(roots, `products/${name}.json`, (data) => delete data.title);
    expect(rejectionOf(() => getProducts(roots))).toContain('field "title": is missing');
    editJson(roots, `products/${name}.json`, (data) => (data.title = 'Fixed'));
    expect(title(getProducts(roots))).toBe('Fixed');
  });
});

describe('languages', () => {
  /** Sets a file's group for `language` (undefined removes it). */
  function setGroup(roots: ContentRoots, file: string, language: string, group: unknown): void {
    const filePath = path.join(roots.contentDir, file);
    const data = JSON.parse(fs.readFileSync(filePath, 'utf8'));
    data[language] = group;
    fs.writeFileSync(filePath, JSON.stringify(data, null, 2));
  }
  const defaultGroup = (roots: ContentRoots, file: string) => Object.values(JSON.parse(fs.readFileSync(path.join(roots.contentDir, file), 'utf8')))[0] as EditableJson;
  const [main, other] = getLanguages(contentCopy()).map((language) => language.code) as [string, string];
  const inOther = (roots: ContentRoots): ContentRoots => ({ ...roots, language: other });

  it("reads a language's words over the default language's shared fields, and the default's words where it has none", () => {
    const roots = contentCopy();
    const ui = defaultGroup(roots, 'ui.json');
    setGroup(roots, 'ui.json', other, { skipToContent: 'मुख्य मजकुराकडे जा', carousel: { pause: 'थांबवा' } });
    const translated = getUi(inOther(roots));
    expect(translated.skipToContent).toBe('मुख्य मजकुराकडे जा');
    expect(translated.carousel.pause).toBe('थांबवा');
    expect(translated.carousel.play).toBe(ui.carousel.play);
    expect(getUi(roots).skipToContent).toBe(ui.skipToContent);
    const services = defaultGroup(roots, 'services.json').services as { name: string; icon: string }[];
    // Every icon changed in the default language since the words were written (the admin keeps its
    // old copies): the default's icons, and each entry's words wait for a new translation.
    setGroup(roots, 'services.json', other, { services: services.map((service) => ({ ...service, name: `${service.name} (मराठी)`, icon: '/images/elsewhere.svg' })) });
    expect(getServices(inOther(roots))).toEqual(getServices(roots));
    const gaps = translationGaps(roots).find((gap) => gap.language === other && gap.file.endsWith('services.json'))!;
    expect(gaps.missing).toEqual(services.map((_, index) => `field "services", entry ${index + 1} (changed in the default language: field "services", entry ${index + 1}, field "icon")`));
  });

  it('puts a product on a language\'s pages only with all its words in that language, and lists what each lacks', () => {
    const roots = contentCopy();
    const name = firstProduct(roots);
    const product = defaultGroup(roots, `products/${name}.json`);
    const names = () => getProducts(inOther(roots)).map((entry) => entry.name);
    setGroup(roots, `products/${name}.json`, other, undefined);
    expect(names()).not.toContain(name);
    setGroup(roots, `products/${name}.json`, other, { ...product, title: 'अनुवादित', imageAlt: 'चित्र', commonContent: 'मजकूर', detailedInformation: ['एक'] });
    expect(names()).toContain(name);
    expect(getProducts(inOther(roots)).find((entry) => entry.name === name)).toMatchObject({ title: 'अनुवादित', image: product.image, detailedInformation: ['एक'] });
    setGroup(roots, `products/${name}.json`, other, { title: 'अनुवादित' });
    expect(names()).not.toContain(name);
    const gap = translationGaps(roots).find((entry) => entry.file.endsWith(`products/${name}.json`))!;
    expect(gap).toMatchObject({ language: other, effect: 'left out' });
    expect(gap.missing).toEqual(expect.arrayContaining(['field "imageAlt"', 'field "commonContent"']));
  });

  it("names the file, the language and the field of a translation's mistake, and a group for a language the site does not have", () => {
    const roots = contentCopy();
    setGroup(roots, 'pages.json', other, { pages: { about: { description: 'कमी' } } });
    expect(rejectionOf(() => getPages(inOther(roots)))).toMatch(new RegExp(`^${roots.contentDir}/pages\\.json: language "${other}", field "pages\\.about\\.description": .+`));
    setGroup(roots, 'hero.json', 'xx', {});
    expect(rejectionOf(() => validateAllContent(roots))).toContain(`${roots.contentDir}/hero.json: "xx" is not a language of the site`);
  });

  it('refuses a language listed twice', () => {
    const roots = contentCopy();
    editJson(roots, 'languages.json', (data) => data.languages.push({ ...data.languages[0] }));
    expect(rejectionOf(() => validateAllContent(roots))).toBe(`${roots.contentDir}/languages.json: language "${main}" is listed twice: keep one`);
  });
});
