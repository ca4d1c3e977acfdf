// Each host's recipe is parsed and checked against what the project really builds: the build
// command is package.json's build script, the folder is the one `next build` exports to, and the
// enquiry relay is where that host looks for functions.
import fs from 'node:fs';
import path from 'node:path';
import { load as parseYaml } from 'js-yaml';
import { parse as parseToml } from 'smol-toml';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const read = (file: string) => fs.readFileSync(path.join(process.cwd(), file), 'utf8');
const pkg = JSON.parse(read('package.json')) as Json;

/** next.config.mjs as `next build` reads it (its site-URL guard needs a URL when tests run on CI). */
async function nextConfig(): Promise<Json> {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  process.env.NEXT_PUBLIC_SITE_URL = 'https://www.bluegreen.example';
  try {
    const config = ((await import('../next.config.mjs')) as { default: (phase: string) => Json }).default;
    return config('phase-production-build');
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  }
}

/** Static export writes to out/ (Next.js's fixed folder for output: 'export'). */
async function exportFolder(): Promise<string> {
  const config = await nextConfig();
  expect(config.output).toBe('export');
  expect(config.distDir).toBeUndefined();
  return 'out';
}

test('the build script is the one every recipe runs', () => {
  expect(pkg.scripts.build).toMatch(/next build/);
});

test('Netlify: netlify.toml builds with npm run build into the export folder, on the Node.js the project needs', async () => {
  const netlify = parseToml(read('netlify.toml')) as Json;
  expect(netlify.build.command).toBe('npm run build');
  expect(netlify.build.publish).toBe(await exportFolder());
  const major = Number(netlify.build.environment.NODE_VERSION);
  expect(major).toBe(Number(/>=(\d+)/.exec(pkg.engines.node)![1]));
  expect(netlify.functions.directory).toBe('netlify/functions');
  expect(read(`${netlify.functions.directory}/enquiries.ts`)).toContain("path: '/api/enquiries'");
});

test('Cloudflare Pages: wrangler.toml serves the export folder, with functions/ beside it', async () => {
  const wrangler = parseToml(read('wrangler.toml')) as Json;
  expect(wrangler.pages_build_output_dir).toBe(await exportFolder());
  expect(wrangler.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(read('functions/api/enquiries.ts')).toContain('export function onRequestPost');
  expect(read('.node-version').trim()).toBe(/>=(\d+)/.exec(pkg.engines.node)![1]);
});

test('GitHub Pages: the workflow builds for the project page and deploys with the official actions', async () => {
  const workflow = parseYaml(read('.github/workflows/pages.yml')) as Json;
  expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  const steps = workflow.jobs.build.steps as Json[];
  const uses = (name: string) => steps.find((step) => String(step.uses ?? '').startsWith(`${name}@`));
  expect(uses('actions/configure-pages')?.id).toBe('pages');
  const buildStep = steps.find((step) => step.run === 'npm run build')!;
  expect(buildStep.env.NEXT_PUBLIC_BASE_PATH).toBe('${{ steps.pages.outputs.base_path }}');
  expect(buildStep.env.NEXT_PUBLIC_SITE_URL).toBe('${{ steps.pages.outputs.origin }}');
  expect(buildStep.env.NEXT_PUBLIC_ENQUIRY_MODE).toBe('off'); // Pages runs no relay
  expect(steps.indexOf(buildStep)).toBeGreaterThan(steps.indexOf(uses('actions/configure-pages')!));
  expect(uses('actions/upload-pages-artifact')?.with.path).toBe(await exportFolder());
  expect(workflow.jobs.deploy.needs).toBe('build');
  expect(workflow.jobs.deploy.environment.name).toBe('github-pages');
  expect((workflow.jobs.deploy.steps as Json[]).some((step) => String(step.uses).startsWith('actions/deploy-pages@'))).toBe(true);
});
