import nextJest from 'next/jest.js';
import { enterRunTempDir } from './scripts/shared/run-temp-dir.mjs';

// The tests' processes (and the host runtimes some of them start) write their temporary files
// here; removed after the run.
enterRunTempDir('jest-run-');

// next/jest compiles TypeScript with SWC, as the app build does.
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/components', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.mjs'],
  globalTeardown: '<rootDir>/scripts/shared/run-temp-dir.mjs',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
