import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockProblems, outOfSync, overridesWithoutReason, unpinnedDistTags } from './lock-file.mjs';

test('a dependency asked for at a dist-tag is reported unless an override pins it', () => {
  const lock = {
    packages: {
      '': { dependencies: { a: '1.0.0' } },
      'node_modules/a': { dependencies: { b: 'latest', c: '^2.0.0', d: 'next' } },
      'node_modules/x/node_modules/@s/e': { optionalDependencies: { f: 'beta' } },
    },
  };
  expect(unpinnedDistTags(lock)).toEqual(['a asks for b@latest', 'a asks for d@next', '@s/e asks for f@beta']);
  expect(unpinnedDistTags(lock, { a: { b: '1.2.3' }, d: '4.0.0', '@s/e': { f: '0.1.0' } })).toEqual([]);
  // An override under another parent does not pin it.
  expect(unpinnedDistTags(lock, { z: { b: '1.2.3' } })).toContain('a asks for b@latest');
});

test('every override needs a one-line reason', () => {
  expect(overridesWithoutReason({ overrides: { a: '1.0.0', b: '2.0.0' }, '//overrides': { a: 'why a', b: ' ' } })).toEqual(['b']);
  expect(overridesWithoutReason({})).toEqual([]);
});

test("npm ci's out-of-sync lines are picked out of its output", () => {
  const output = [
    'npm warn something',
    'npm error `npm ci` can only install packages when your package.json and package-lock.json are in sync.',
    'npm error Missing: @next/swc-darwin-arm64@16.4.6 from lock file',
    'npm error Invalid: lock file\'s a@1.0.0 does not satisfy a@2.0.0',
  ].join('\n');
  expect(outOfSync(output)).toEqual([
    'Missing: @next/swc-darwin-arm64@16.4.6 from lock file',
    "Invalid: lock file's a@1.0.0 does not satisfy a@2.0.0",
  ]);
});

describe("the check on a copy of the project's lock", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-check-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('names a platform binary dropped from the lock and a dist-tag left unpinned', async () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8'));
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
    const binary = Object.keys(lock.packages).find((key) => key.startsWith('node_modules/@next/swc-darwin-arm64'));
    expect(binary).toBeDefined(); // the committed lock carries the Mac's compiler
    delete lock.packages[binary!];
    delete pkg.overrides;
    delete pkg['//overrides'];
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
    fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(lock));

    const problems = await lockProblems(dir);
    expect(problems).toContainEqual(expect.stringMatching(/^npm ci on linux-x64, darwin-arm64, win32-x64: Missing: @next\/swc-darwin-arm64@/));
    expect(problems).toContainEqual(expect.stringMatching(/asks for third-party-web@latest: pin it/));
  }, 120_000);
});
