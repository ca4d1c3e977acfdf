import fs from 'node:fs';
import { PREVIEW_MODULES, previewStylesheet, scopeClasses } from './admin-preview.mjs';

test('scopes the class selectors of a CSS Module, never declarations or at-rule preludes', () => {
  const css = `/* .note */ .a, .b > img:not(.c)::marker { background: url(/images/x.svg); margin: .5rem }
@media (min-width: 48.5rem) { .a { order: 2 } }`;
  expect(scopeClasses(css, 'Card')).toBe(` .Card__a, .Card__b > img:not(.Card__c)::marker { background: url(/images/x.svg); margin: .5rem }
@media (min-width: 48.5rem) { .Card__a { order: 2 } }`);
  // A CSS Module's :global() names markup the module does not make: the name is kept, unwrapped.
  expect(scopeClasses('.prose :global(.table-scroll):focus-visible { outline: 0 }', 'Body')).toBe('.Body__prose .table-scroll:focus-visible { outline: 0 }');
});

test("the preview's stylesheet holds the site's tokens and every class the preview templates use", () => {
  const { css } = previewStylesheet(process.cwd());
  expect(css).toContain(fs.readFileSync('app/globals.css', 'utf8'));
  const templates = fs.readFileSync('scripts/build/admin-extensions/previews.js', 'utf8');
  const used = [...templates.matchAll(/'([A-Z]\w+)__(\w+)'/g)].map(([, module, name]) => `${module}__${name}`);
  expect(used.length).toBeGreaterThan(10);
  for (const name of new Set(used)) {
    expect(Object.keys(PREVIEW_MODULES)).toContain(name.split('__')[0]);
    expect(css).toContain(`.${name}`);
  }
});
