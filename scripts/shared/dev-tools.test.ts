// The lean install: `npm install` and every host's `npm ci` leave out the devDependencies (.npmrc),
// so whatever builds and serves the site and the admin must import only dependencies; and the
// commands that need the test tools find out which are missing.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { resolveImport, specifiersOf } from './imports.mjs';
import { missingDevTools } from './dev-tools.mjs';
import { tempDir } from './temp-dir.test-helper';

const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { dev?: boolean }> };
/** Whether the lean install (the lock's packages not marked dev) puts `name`, or its types, in node_modules. */
const leanInstalls = (name: string) => [name, `@types/${name}`].some((each) => lock.packages[`node_modules/${each}`] && !lock.packages[`node_modules/${each}`]!.dev);
const SOURCE = /\.(ts|tsx|mjs)$/;
const NOT_SHIPPED = /\.test\.|\.test-helper\.|\/fixtures\//;

/** What builds the site (npm run build), serves it and the relay (npm start), and the admin (npm run cms). */
function buildAndServeEntries(): string[] {
  const under = (folder: string) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
      .filter((file) => SOURCE.test(file) && !NOT_SHIPPED.test(file));
  const servers = ['start', 'serve', 'provider', 'cms', 'local-relay'].map((name) => `scripts/servers/${name}.mjs`);
  return ['next.config.mjs', ...servers, ...['app', 'components', 'lib', 'netlify', 'cloudflare', 'scripts/build', 'scripts/postbuild'].flatMap(under)];
}

/** The package of every bare import reachable from the entries, with a file that imports it. */
function packagesImported(entries: string[]): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const { specifier } of specifiersOf(fs.readFileSync(file, 'utf8'))) {
      const local = resolveImport('.', file, specifier);
      if (local) {
        if (SOURCE.test(local)) queue.push(local);
        continue;
      }
      if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
      if (!packages.has(name)) packages.set(name, file);
    }
  }
  return packages;
}

test('.npmrc leaves the test and host-runtime tools out of npm install and every host build', () => {
  expect(fs.readFileSync('.npmrc', 'utf8')).toMatch(/^omit=dev$/m);
  expect(Object.keys(pkg.devDependencies)).toEqual(expect.arrayContaining(['@playwright/test', 'lighthouse', 'wrangler', 'netlify-cli', 'vnu-jar', 'jest']));
});

test('what builds and serves the site and the admin imports only what the lean install installs', () => {
  const imported = packagesImported(buildAndServeEntries());
  expect(imported.size).toBeGreaterThan(10); // the walk reached the build's steps and the site's code
  const notInstalled = [...imported].filter(([name]) => !leanInstalls(name)).map(([name, file]) => `${name} (${file})`);
  expect(notInstalled).toEqual([]);
});

test('the commands that need the tools name the ones missing', () => {
  const root = tempDir('dev-tools-');
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ devDependencies: { jest: '1', '@playwright/test': '1' } }));
  fs.mkdirSync(path.join(root, 'node_modules', 'jest'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules', 'jest', 'package.json'), '{}');
  expect(missingDevTools(root)).toEqual(['@playwright/test']);
});
