// `npm test`'s second content set: proves no test leans on today's content. Copies the project
// into .cache/second-content/ (scripts/shared/project-copy.mjs) with e2e/fixtures/second-content/ as its
// content/ (other list lengths, other categories, other company details), then runs there the
// unit tests that read content/, the local build, the check that nothing unpublished is in out/
// (unpublished.mjs), the HTML and link checks, the browser tests of the pages an editor changes and
// the Lighthouse gate on a post and a case study (today's content has neither; the gate of npm test
// measures the other gated pages). Every test reads what it expects from the content it runs on.
//   node scripts/checks/second-content.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildFloor } from '../shared/floor.mjs';
import { LOCAL_BUILD_ENV } from '../shared/local-env.mjs';
import { copyProject } from '../shared/project-copy.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { scratchDir } from '../shared/scratch.mjs';

const SECOND_CONTENT_DIR = scratchDir('second-content');
export const SECOND_CONTENT_SOURCE = 'e2e/fixtures/second-content';
/** The browser tests that look at content (the host, relay, admin and large-catalog specs do not); engines/behaviours runs in Firefox and WebKit. */
const BROWSER_SPECS = ['site', 'layout', 'motion', 'gallery', 'seo', 'forms', 'a11y', 'search', 'publishing', 'touch', 'engines/behaviours'].map((name) => `e2e/${name}.spec.ts`);
/** Playwright matches a grep against "<project> <file> <title>": the engines' behaviours in the chromium project. */
export const CHROMIUM_ENGINE_RUN = '^chromium engines[/\\\\]';
/** The engines' behaviours that do not change with the content (the probe, the menu, the carousels' and the viewer's controls, back to top): the main run has them. */
const ANY_CONTENT_TAG = '@any-content';
/** What this set's browser run leaves out (Playwright's --grep-invert). */
export const LEFT_OUT = `${CHROMIUM_ENGINE_RUN}|${ANY_CONTENT_TAG}`;
/** The gated pages only this content set has (scripts/checks/lighthouse-thresholds.json's placeholders). */
export const LIGHTHOUSE_PAGES = ['{firstPost}', '{firstCaseStudy}'];
/** Beside the site's sources: the tests and the host recipes some unit tests read. */
const TEST_FILES = ['e2e', 'jest.config.mjs', 'playwright.config.ts', 'cloudflare', 'netlify', 'wrangler.toml', 'netlify.toml'];

/** Replaces the copy's content (every JSON file, products/ included) with the second set; schemas stay. */
export function swapInContentSet(dir, source) {
  const content = path.join(dir, 'content');
  for (const entry of fs.readdirSync(content)) {
    if (entry !== 'schemas') fs.rmSync(path.join(content, entry), { recursive: true, force: true });
  }
  fs.cpSync(source, content, { recursive: true });
}

/** The unit tests that read content/ (by their source), so a new one is picked up without a list. */
export function contentUnitTests(root) {
  const readsContent = /content\/|lib\/content['/]|from '\.\/content'|from '\.\.\/content'/;
  return ['lib', 'components', 'scripts']
    .flatMap((folder) => fs.readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)))
    .filter((file) => /\.test\.(ts|mjs)$/.test(file) && !file.includes('fixtures'))
    .filter((file) => readsContent.test(fs.readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

function run(label, command, args, cwd, env = {}) {
  console.log(`\nSecond content set: ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${label} failed on the second content set (${SECOND_CONTENT_DIR}/)`);
}

function main() {
  const root = process.cwd();
  const dir = path.join(root, SECOND_CONTENT_DIR);
  copyProject(root, dir);
  for (const name of TEST_FILES) fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true });
  swapInContentSet(dir, path.join(root, SECOND_CONTENT_SOURCE));
  const bin = (file) => path.join(root, 'node_modules', file);
  run('unit tests that read content/', process.execPath, [bin('jest/bin/jest.js'), ...contentUnitTests(dir)], dir);
  run('build', 'npm', ['run', 'build'], dir, LOCAL_BUILD_ENV);
  // Its drafts and future entries: not one title, URL name or tag of theirs in any file of out/.
  run('nothing unpublished in out/', process.execPath, ['scripts/checks/unpublished.mjs'], dir);
  run('HTML check', process.execPath, ['scripts/checks/html.mjs'], dir);
  // The examples' posts and case studies link to pages of their own: every link must land.
  run('links', process.execPath, ['scripts/checks/links.mjs'], dir);
  // e2e/engines/ in Firefox and WebKit: Chromium's own specs above run the same behaviours here.
  run('browser tests', process.execPath, [bin('@playwright/test/cli.js'), 'test', ...BROWSER_SPECS, '--grep-invert', LEFT_OUT], dir);
  // Against the project's floor (built once, here or by an earlier run), not a second build of it in the copy.
  const floorDir = buildFloor();
  run('Lighthouse gate on a post and a case study', process.execPath, ['scripts/checks/lighthouse.mjs', '--paths', LIGHTHOUSE_PAGES.join(','), '--floor-dir', floorDir], dir);
  // Kept when a step fails, to look into; gone when all passed.
  fs.rmSync(dir, { recursive: true, force: true });
}

runAsCommand('checks/second-content.mjs', 'second-content', main);
