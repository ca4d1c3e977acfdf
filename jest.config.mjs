import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextJest from 'next/jest.js';
import { enterRunTempDir } from './scripts/shared/run-temp-dir.mjs';

// npm runs every script with NODE_ENV=production (.npmrc's omit=dev), and Jest keeps a NODE_ENV it
// finds: set here, before the workers fork, so the tests run as Jest means them to.
process.env.NODE_ENV = 'test';

// The tests' processes (and the host runtimes some of them start) write their temporary files
// here; removed after the run.
enterRunTempDir('jest-run-');

// next/jest compiles TypeScript with SWC, as the app build does.
const createJestConfig = nextJest({ dir: './' });

const rootDir = path.dirname(fileURLToPath(import.meta.url));
const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Where Node would resolve `name` from `fromDir` (nearest node_modules upwards). */
function locatePackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** Whether a "type": "module" package's "require" export is a plain .js file beside its own package.json, so an ES module too. */
const requiresEsm = (pkg) => /"require":"\.\/[^"]*\.js"/.test(JSON.stringify(pkg.exports?.['.'] ?? {})) && !/"require":"\.\/[^"]*(cjs|commonjs)/.test(JSON.stringify(pkg.exports?.['.'] ?? {}));

/** Names of the ES-module-only packages reachable from package.json's dependencies. */
function esmOnlyDependencies() {
  const names = new Set();
  const seen = new Set();
  const visit = (dependencies, fromDir) => {
    for (const name of Object.keys(dependencies ?? {})) {
      const dir = locatePackage(name, fromDir);
      if (!dir || seen.has(dir)) continue;
      seen.add(dir);
      const pkg = readPackage(dir);
      // Dual packages (a "require"/"import" export condition) already give Jest a CommonJS build,
      // unless their "require" names the same ES module (feed 6: "require": "./lib/feed.js").
      if (pkg.type !== 'module' || (/"(require|import)"/.test(JSON.stringify(pkg.exports ?? {})) && !requiresEsm(pkg))) continue;
      names.add(name);
      visit(pkg.dependencies, dir);
    }
  };
  visit(readPackage(rootDir).dependencies, rootDir);
  return [...names];
}

// Jest loads modules as CommonJS and next/jest leaves node_modules uncompiled, so ESM-only
// dependencies (unified/remark/rehype for lib/markdown) could not be imported: let SWC compile
// them too, found by walking the dependency tree so a new plugin needs no edit here.
const compileEsm = `(?!(?:${esmOnlyDependencies().map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/)`;

const nextJestConfig = createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.mjs'],
  globalTeardown: '<rootDir>/scripts/shared/run-temp-dir.mjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});

export default async function jestConfig() {
  const config = await nextJestConfig();
  config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/') ? `/node_modules/${compileEsm}${pattern.slice('/node_modules/'.length)}` : pattern,
  );
  return config;
}
