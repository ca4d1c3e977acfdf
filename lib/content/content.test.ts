import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError, getProducts, getSite, validateAllContent } from './index';
import type { ContentRoots } from './read';

const realContent = path.join(process.cwd(), 'content');
const publicDir = path.join(process.cwd(), 'public');

/**
 * A copy of content/ in a temporary folder, so a test can break one file. The catalog is padded
 * to five products (copies of the first under new names), whatever today's content holds.
 */
function contentCopy(): ContentRoots {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(realContent, contentDir, { recursive: true });
  const catalog = path.join(contentDir, 'product_details.json');
  const data = JSON.parse(fs.readFileSync(catalog, 'utf8'));
  for (let copy = 1; data.products.length < 5; copy += 1) data.products.push({ ...data.products[0], name: `${data.products[0].name}-copy-${copy}` });
  fs.writeFileSync(catalog, JSON.stringify(data, null, 2));
  return { contentDir, publicDir };
}

// Each test breaks the parsed JSON in its own way, so the fixture is untyped on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = any;

function editJson(roots: ContentRoots, file: string, edit: (data: EditableJson) => void): void {
  const filePath = path.join(roots.contentDir, file);
  const data = JSON.parse(fs.readFileSync(filePath, 'utf8'));
  edit(data);
  fs.writeFileSync(filePath, JSON.stringify(data, null, 2));
}

function messageOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected the content to be rejected');
}

describe('content loader', () => {
  it('accepts the content shipped in the repository', () => {
    expect(() => validateAllContent(contentCopy())).not.toThrow();
  });

  it('names the file, line and column of a JSON syntax error', () => {
    const roots = contentCopy();
    const file = path.join(roots.contentDir, 'product_details.json');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines[3] = `${lines[3]},,`;
    fs.writeFileSync(file, lines.join('\n'));
    expect(messageOf(() => getProducts(roots))).toMatch(/^content\/product_details\.json: invalid JSON at line 4, column \d+/);
  });

  it('names the entry and the field that is missing', () => {
    const roots = contentCopy();
    let name = '';
    editJson(roots, 'product_details.json', (data) => {
      name = data.products[1].name;
      delete data.products[1].title;
    });
    expect(messageOf(() => getProducts(roots))).toBe(`content/product_details.json: entry 2 ("${name}"), field "title": is missing: add it`);
  });

  it('names a field of the wrong type', () => {
    const roots = contentCopy();
    editJson(roots, 'product_details.json', (data) => {
      data.products[0].detailedInformation = 'one long string';
    });
    expect(messageOf(() => getProducts(roots))).toMatch(/^content\/product_details\.json: entry 1 \("[a-z0-9-]+"\), field "detailedInformation": must be a list in square brackets \(\[…\]\)$/);
  });

  it('names a misspelt field in a nested object', () => {
    const roots = contentCopy();
    editJson(roots, 'site.json', (data) => {
      data.contact.servicePhon = data.contact.servicePhone;
      delete data.contact.servicePhone;
    });
    const message = messageOf(() => getSite(roots));
    expect(message).toContain('field "contact.servicePhone": is missing');
    expect(message).toContain('field "contact.servicePhon": is not a known field');
  });

  it('rejects two products with the same name', () => {
    const roots = contentCopy();
    let name = '';
    editJson(roots, 'product_details.json', (data) => {
      name = data.products[0].name;
      data.products[2].name = name;
    });
    expect(messageOf(() => getProducts(roots))).toBe(
      `content/product_details.json: entry 3 ("${name}"), field "name": "${name}" is already used by entry 1; every product needs its own name (it is the page's URL)`,
    );
  });

  it('rejects a product name that is not URL-safe', () => {
    const roots = contentCopy();
    editJson(roots, 'product_details.json', (data) => {
      data.products[1].name = 'Solar Pumps/2';
    });
    expect(messageOf(() => getProducts(roots))).toMatch(
      /^content\/product_details\.json: entry 2 \("Solar Pumps\/2"\), field "name": "Solar Pumps\/2" does not match the expected form/,
    );
  });

  it('rejects an image path with no file in public/', () => {
    const roots = contentCopy();
    let name = '';
    editJson(roots, 'product_details.json', (data) => {
      name = data.products[4].name;
      data.products[4].image = '/images/products/missing-photo.jpg';
    });
    expect(messageOf(() => getProducts(roots))).toBe(
      `content/product_details.json: entry 5 ("${name}"), field "image": "/images/products/missing-photo.jpg" has no file at public/images/products/missing-photo.jpg: add the file or correct the path`,
    );
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
    expect(messageOf(() => validateAllContent(roots))).toMatch(/^content\/services\.json: field "services": has 0 entries; it needs at least 1$/);
  });
});
