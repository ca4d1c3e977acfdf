// The HTML check's reading of the Nu Html Checker's report, on a page it really checks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vnuJar from 'vnu-jar';
import { errorsOf, forChecking, pages } from './html.mjs';

// Java comes with the machine or from .ci/run (default-jre-headless).
test('an error fails, the documented exception does not; the admin is not checked', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
  try {
    const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;
    fs.writeFileSync(path.join(dir, 'index.html'), page('<img src="a.png" alt="a" elementtiming="main">'));
    fs.mkdirSync(path.join(dir, 'bad'));
    fs.writeFileSync(path.join(dir, 'bad', 'index.html'), page('<button popovertarget="m" aria-expanded="false">Menu</button><div id="m" popover>x</div>'));
    fs.mkdirSync(path.join(dir, 'admin'));
    fs.writeFileSync(path.join(dir, 'admin', 'index.html'), '<p>not ours');
    const files = pages(dir);
    expect(files.map((file) => path.relative(dir, file))).toEqual([path.join('bad', 'index.html'), 'index.html']);
    const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...files], { encoding: 'utf8' });
    const errors = errorsOf(JSON.parse(run.stderr));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/bad\/index\.html:\d+: The “aria-expanded” attribute must not be used/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("the checker reads a page with its inline copy of the site's CSS emptied, and the rest as it is", () => {
  const page = '<head><style data-static-css="">@container (min-width:1px){.a{x:y}}</style><style>.b{c:d}</style></head><p style="color:red">';
  expect(forChecking(page)).toBe('<head><style data-static-css=""></style><style>.b{c:d}</style></head><p style="color:red">');
});
