// The post-build step that gives every script of the export V8's eager-compile hint.
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT, applyCompileHints, withCompileHint } from './compile-hints.mjs';
import { exportedScripts, nextExport } from './fixtures/next-export.test-helper';
import { tempDir } from '../shared/temp-dir.test-helper';

function site(files: Record<string, string>): string {
  const dir = tempDir('compile-hints-');
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
  it('marks every script of the export, on-demand chunks too, and nothing else', () => {
    const dir = site({
      '_next/static/chunks/a.js': 'a();',
      '_next/static/chunks/lazy.js': 'lazy();',
      '_next/static/chunks/a.css': 'a{}',
      'scripts/other.js': 'other();',
    });
    expect(applyCompileHints({ dir })).toEqual(['_next/static/chunks/a.js', '_next/static/chunks/lazy.js']);
    expect(read(dir, '_next/static/chunks/a.js')).toBe(`${COMPILE_HINT}a();`);
    expect(read(dir, '_next/static/chunks/lazy.js')).toBe(`${COMPILE_HINT}lazy();`);
    expect(read(dir, '_next/static/chunks/a.css')).toBe('a{}');
    expect(read(dir, 'scripts/other.js')).toBe('other();');
  });

  it("marks every script next build writes, leaving the rest of each file as it was", () => {
    const dir = nextExport();
    const scripts = exportedScripts(dir).map((file) => path.join('_next', 'static', file));
    const before = new Map(scripts.map((file) => [file, read(dir, file)]));
    expect(applyCompileHints({ dir }).length).toBe(scripts.length);
    for (const file of scripts) expect(read(dir, file)).toBe(`${COMPILE_HINT}${before.get(file)}`);
  });
});
