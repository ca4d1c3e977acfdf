// Conforming HTML on every build: the Nu Html Checker (the vnu-jar package; needs Java) over every
// exported page, failing on any error. The content admin (/admin/) is Decap's page, not ours.
//
// Two documented exceptions. The checker (26.9, the newest) predates <link rel="expect"
// blocking="render">, which the HTML standard now defines and components/layout/SiteDocument.tsx uses to hold the first
// paint until the page's main content is parsed; it still allows "blocking" on stylesheets only.
// And the "elementtiming" attribute on the main images. Element Timing is
// the only web API that reports when a particular image was painted, which scripts/postbuild/paint-first.mjs
// waits for before fetching the scripts; the Largest Contentful Paint API reports only the largest
// element and stops at the first input, so it cannot stand in for it. Browsers without the API
// ignore the attribute.
//
// Each page's inline copy of its CSS rules (scripts/postbuild/static-styles.mjs) is emptied before
// the check: those rules are the build's own stylesheets, which are not checked either, and the
// checker's CSS grammar predates what they use (@container, container-type).
//   node scripts/checks/html.mjs [--dir out]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import vnuJar from 'vnu-jar';
import { htmlFiles } from '../shared/out-files.mjs';
import { isEntry } from '../shared/is-entry.mjs';

const ALLOWED = [
  /^Attribute “elementtiming” not allowed on element “img” at this point\.$/,
  /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
];

/** The exported pages to check. */
export function pages(dir) {
  return htmlFiles(dir)
    .map((file) => path.join(dir, file))
    .sort();
}

/** vnu's JSON report -> the errors that count, as 'file:line: message'. */
export function errorsOf(report) {
  return (report.messages ?? [])
    .filter((message) => message.type === 'error' && !ALLOWED.some((allowed) => allowed.test(message.message)))
    .map((message) => `${message.url?.replace(/^file:/, '')}:${message.lastLine ?? '?'}: ${message.message}`);
}

/** The page as the checker reads it: its inline copy of the site's CSS emptied. */
export function forChecking(html) {
  return html.replace(/(<style data-static-css="">)[^<]*(<\/style>)/, '$1$2');
}

function main() {
  const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
  const files = pages(values.dir);
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error) throw new Error('Java is needed for the HTML check (apt-get install default-jre-headless)');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'html-check-'));
  const copies = files.map((file) => {
    const target = path.join(copy, path.relative(values.dir, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, forChecking(fs.readFileSync(file, 'utf8')));
    return target;
  });
  const run = spawnSync('java', ['-jar', vnuJar, '--format', 'json', '--errors-only', ...copies], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  fs.rmSync(copy, { recursive: true, force: true });
  const errors = errorsOf(JSON.parse(run.stderr || '{"messages":[]}')).map((error) => error.replace(copy, path.resolve(values.dir)));
  for (const error of errors) console.error(error);
  console.log(`HTML check (Nu Html Checker): ${files.length} pages, ${errors.length} errors`);
  if (errors.length || files.length === 0) process.exitCode = 1;
}

if (isEntry('checks/html.mjs')) main();
