import fs from 'node:fs';
import pkg from '../../package.json';
import { BUILD_STEPS, runSteps } from './pipeline.mjs';

test('the build is one list: each step a script that exists, the preview steps before Next.js', () => {
  for (const step of BUILD_STEPS) expect(fs.existsSync(step.command[0]!)).toBe(true);
  const names = BUILD_STEPS.map((step) => step.name);
  expect(names.indexOf('check-inputs')).toBe(0);
  // The search index reads the finished pages, so it comes after the post-build steps.
  expect(names.slice(-2)).toEqual(['postbuild', 'search-index']);
  const nextBuild = names.indexOf('next build');
  expect(BUILD_STEPS.findIndex((step) => !step.preview)).toBeLessThanOrEqual(nextBuild);
  expect(BUILD_STEPS.slice(nextBuild).every((step) => !step.preview)).toBe(true);
  expect(pkg.scripts.build).toBe('node scripts/build/pipeline.mjs');
  expect(pkg.scripts.dev).toBe('node scripts/servers/dev.mjs');
  expect(fs.readFileSync('scripts/servers/dev.mjs', 'utf8')).toContain('runSteps(PREVIEW_STEPS)');
});

test('a failing step stops the build with its status, and names itself', () => {
  const marker = `${process.env.TMPDIR ?? '/tmp'}/build-pipeline-${process.pid}`;
  const steps = [
    { name: 'first', command: ['-e', 'process.exit(0)'], preview: true, what: 'passes' },
    { name: 'broken', command: ['-e', 'process.exit(3)'], preview: true, what: 'fails on purpose' },
    { name: 'never', command: ['-e', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`], preview: true, what: 'must not run' },
  ];
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    expect(runSteps(steps)).toBe(3);
    expect(fs.existsSync(marker)).toBe(false);
    expect(errors).toHaveBeenCalledWith('build: the "broken" step failed (it fails on purpose).');
  } finally {
    errors.mockRestore();
    fs.rmSync(marker, { force: true });
  }
});
