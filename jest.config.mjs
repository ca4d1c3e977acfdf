import nextJest from 'next/jest.js';

// next/jest compiles TypeScript with SWC, as the app build does.
const createJestConfig = nextJest({ dir: './' });

export default createJestConfig({
  testEnvironment: 'node',
  roots: ['<rootDir>/lib', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.mjs'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
});
