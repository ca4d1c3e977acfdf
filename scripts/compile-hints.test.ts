// The post-build step that gives the scripts every page runs on load V8's eager-compile hint.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, applyCompileHints, withCompileHint } from './compile-hints.mjs';
import { applyContentSecurityPolicy } from './postbuild.mjs';

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, name), 'utf8');

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    expect(withCompileHint('run();')).toBe('//# allFunctionsCalledOnLoad\nrun();');
    expect(withCompileHint(withCompileHint('run();'))).toBe(withCompileHint('run();'));
  });
});

describe('applyCompileHints', () => {
  it('marks the files behind the URLs, under a base path too, and nothing else', () => {
    const dir = site({ '_next/static/chunks/a.js': 'a();', '_next/static/chunks/b.js': 'b();', '_next/static/chunks/lazy.js': 'lazy();' });
    const marked = applyCompileHints({
      dir,
      urls: ['/website/_next/static/chunks/a.js', '/website/_next/static/chunks/b.js?v=1', 'https://cdn.example.com/x.js'],
      basePath: '/website',
    });
    expect(marked).toEqual(['_next/static/chunks/a.js', '_next/static/chunks/b.js']);
    expect(read(dir, '_next/static/chunks/a.js')).toBe(`${COMPILE_HINT}a();`);
    expect(read(dir, '_next/static/chunks/lazy.js')).toBe('lazy();');
  });

  it('fails the build when a page loads a script the export does not have', () => {
    const dir = site({});
    expect(() => applyCompileHints({ dir, urls: ['/_next/static/chunks/gone.js'], basePath: '' })).toThrow(/gone\.js is loaded by a page but .* does not exist/);
  });

  it('runs in the post-build step on the scripts the pages load after their first paint', () => {
    const page = (scripts: string) =>
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${scripts}</head><body><p>Hi</p></body></html>`;
    const tag = (name: string) => `<script src="/_next/static/chunks/${name}" async=""></script>`;
    const dir = site({
      'index.html': page(tag('framework.js') + tag('home.js')),
      'about/index.html': page(tag('framework.js')),
      '_next/static/chunks/framework.js': 'framework();',
      '_next/static/chunks/home.js': 'home();',
      '_next/static/chunks/form.js': 'form();',
    });
    const { compileHinted } = applyContentSecurityPolicy({ dir, apiUrl: '' });
    expect(compileHinted).toEqual(['_next/static/chunks/framework.js', '_next/static/chunks/home.js']);
    expect(read(dir, '_next/static/chunks/home.js').startsWith(COMPILE_HINT)).toBe(true);
    expect(read(dir, '_next/static/chunks/form.js')).toBe('form();');
  });
});
