import fs from 'node:fs';
import path from 'node:path';
import { jsonFileText, keyOrderOf, markdownFileText, readMarkdownFile, styledText } from './file-style';

const schema = (name: string) => JSON.parse(fs.readFileSync(path.join('content/schemas', `${name}.schema.json`), 'utf8'));
const caseStudy = [
  '---',
  'title: "A \\"quoted\\" title: with a colon"',
  'summary: "One line"',
  'date: "2026-04-14"',
  'products: ["pressure-boosting-system", "water-softening-plant"]',
  'figures:',
  '  - label: "Guest rooms"',
  '    value: "48"',
  '  - label: "Floors served"',
  '    value: "4"',
  'draft: true',
  '---',
  '## The challenge',
  '',
  'Text.',
  '',
].join('\n');

describe('the content files style', () => {
  it('writes a Markdown entry back exactly as read: a save changes only what changed', () => {
    const data = readMarkdownFile(caseStudy);
    expect(markdownFileText(data, keyOrderOf(schema('case-study')))).toBe(caseStudy);
  });

  it('changes one line when one figure changes, and keeps the schema order whatever order the data comes in', () => {
    const data = readMarkdownFile(caseStudy) as { figures: { label: string; value: string }[] };
    data.figures[1] = { value: '5', label: 'Floors served' };
    const shuffled = Object.fromEntries(Object.entries(data).reverse());
    const after = markdownFileText(shuffled, keyOrderOf(schema('case-study'))).split('\n');
    const before = caseStudy.split('\n');
    expect(after).toHaveLength(before.length);
    expect(after.filter((line, index) => line !== before[index])).toEqual(['    value: "5"']);
  });

  it('leaves out fields left empty, as the site reads them, and ends the text with one newline', () => {
    const text = markdownFileText({ title: 'T', updated: '', tags: [], body: 'Text' }, keyOrderOf(schema('post')));
    expect(text).toBe('---\ntitle: "T"\n---\nText\n');
  });

  it('writes JSON in its schema order, nested objects too, with a final newline', () => {
    const order = keyOrderOf(schema('product'));
    const text = jsonFileText({ commonContent: 'c', title: 't', $schema: '../schemas/product.schema.json', name: 'n' }, order);
    expect(text).toBe('{\n  "$schema": "../schemas/product.schema.json",\n  "name": "n",\n  "title": "t",\n  "commonContent": "c"\n}\n');
  });

  it('follows the schemas\' local $refs (pages.json)', () => {
    const pages = schema('pages');
    const order = keyOrderOf(pages);
    const viaRef = Object.keys(pages.properties.pages.properties ?? {}).find((key) => pages.properties.pages.properties[key].$ref);
    expect(viaRef).toBeDefined();
    expect(order.children.pages!.children[viaRef!]!.keys).toEqual(Object.keys(pages.definitions.page.properties));
  });

  it('finds a file\'s schema: JSON by its "$schema", Markdown by its folder', () => {
    const text = JSON.stringify({ title: 't', $schema: '../schemas/product.schema.json' });
    expect(styledText('content/products/x.json', text, schema)).toBe('{\n  "$schema": "../schemas/product.schema.json",\n  "title": "t"\n}\n');
    const shuffled = caseStudy.replace('draft: true\n', '').replace('---\ntitle', '---\ndraft: true\ntitle');
    expect(styledText('content/case-studies/x.md', shuffled, schema)).toBe(caseStudy);
  });
});
