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
    const config = ((await import('../../next.config.mjs')) as { default: (phase: string) => Json }).default;
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

/** The Node.js line the project names: .node-version, read by GitHub's setup-node, Cloudflare and CI. */
const nodeMajor = Number(read('.node-version').trim());

/** The first major of each action that runs on Node 24 (GitHub removed Node 20 from its runners). */
const NODE24_ACTION_MAJORS: Record<string, number> = {
  'actions/checkout': 5,
  'actions/setup-node': 5,
  'actions/configure-pages': 6,
  'actions/upload-pages-artifact': 5,
  'actions/deploy-pages': 5,
};

const workflowSteps = (workflow: Json) => Object.values(workflow.jobs as Json).flatMap((job: Json) => job.steps as Json[]);

test('one supported Node.js line: .node-version names 22 or later and engines agrees', () => {
  expect(nodeMajor).toBeGreaterThanOrEqual(22);
  expect(pkg.engines.node).toMatch(new RegExp(`^>=${nodeMajor}(\\.|$)`));
  expect(read('scripts/ci/use-node.sh')).toContain('.node-version');
});

test.each(['pages.yml', 'ci.yml'])('%s uses action majors that run on Node 24 and Node.js from .node-version', (file) => {
  const workflow = parseYaml(read(`.github/workflows/${file}`)) as Json;
  const steps = workflowSteps(workflow);
  for (const step of steps.filter((candidate) => candidate.uses)) {
    const [name = '', version = ''] = String(step.uses).split('@');
    expect(NODE24_ACTION_MAJORS).toHaveProperty([name]);
    expect(Number(/^v(\d+)/.exec(version)?.[1])).toBeGreaterThanOrEqual(NODE24_ACTION_MAJORS[name]!);
  }
  const setupNode = steps.find((step) => String(step.uses).startsWith('actions/setup-node@'))!;
  expect(setupNode.with).toMatchObject({ 'node-version-file': '.node-version', cache: 'npm' });
});

test('CI: pull requests and pushes to main run the same steps as .ci/run', () => {
  const workflow = parseYaml(read('.github/workflows/ci.yml')) as Json;
  expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
  expect(workflow.on.push.branches).toEqual(['main']);
  const steps = workflowSteps(workflow);
  expect(steps.map((step) => step.run).filter(Boolean)).toEqual(['bash .ci/run']);
  const script = read('.ci/run');
  expect(script).toContain('source scripts/ci/use-node.sh');
  expect(script).toMatch(/^npm ci\b/m);
  expect(script).toMatch(/^npm test$/m);
  expect(script).not.toMatch(/npm install/); // no fallback that would hide a refused lock
});

test('Dependabot: npm and the actions weekly, Next.js and React grouped', () => {
  const config = parseYaml(read('.github/dependabot.yml')) as Json;
  const updates = config.updates as Json[];
  expect(updates.map((update) => update.ecosystem ?? update['package-ecosystem']).sort()).toEqual(['github-actions', 'npm']);
  for (const update of updates) expect(update.schedule.interval).toBe('weekly');
  const npm = updates.find((update) => update['package-ecosystem'] === 'npm')!;
  const groups = Object.values(npm.groups as Json) as Json[];
  const together = ['next', 'react', 'react-dom', 'eslint-config-next'];
  expect(groups.some((group) => together.every((name) => (group.patterns as string[]).includes(name)))).toBe(true);
  for (const name of together) expect({ ...pkg.dependencies, ...pkg.devDependencies }).toHaveProperty([name]);
});

test('the build script is the one every recipe runs', () => {
  expect(pkg.scripts.build).toBe('node scripts/build/pipeline.mjs');
});

test('Netlify: netlify.toml builds with npm run build into the export folder, on the Node.js the project needs', async () => {
  const netlify = parseToml(read('netlify.toml')) as Json;
  expect(netlify.build.command).toBe('npm run build');
  expect(netlify.build.publish).toBe(await exportFolder());
  expect(Number(netlify.build.environment.NODE_VERSION)).toBe(nodeMajor);
  expect(netlify.functions.directory).toBe('netlify/functions');
  expect(read(`${netlify.functions.directory}/enquiries.ts`)).toContain("path: '/api/enquiries'");
});

test('Cloudflare: wrangler.toml is a Worker with the export folder as its assets, D1 and a Cron Trigger', async () => {
  const wrangler = parseToml(read('wrangler.toml')) as Json;
  expect(wrangler.main).toBe('cloudflare/worker.ts');
  expect(read(wrangler.main)).toMatch(/scheduled\(/);
  expect(wrangler.assets).toMatchObject({ directory: await exportFolder(), binding: 'ASSETS', run_worker_first: ['/api/*'], not_found_handling: '404-page' });
  expect(wrangler.compatibility_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(wrangler.d1_databases).toEqual([expect.objectContaining({ binding: 'ENQUIRIES_DB' })]);
  expect(wrangler.triggers.crons).toHaveLength(1);
  expect(read('.node-version').trim()).toBe(String(nodeMajor)); // Workers Builds' image reads it
});

test('Netlify: the relay function answers the relay path, and a scheduled function sweeps', () => {
  expect(read('netlify/functions/enquiries.ts')).toContain("export const config = { path: '/api/enquiries' };");
  expect(read('netlify/functions/enquiries-sweep.ts')).toMatch(/export const config = \{ schedule: '[^']+' \};/);
});

test('GitHub Pages: the workflow builds for the project page and deploys with the official actions', async () => {
  const workflow = parseYaml(read('.github/workflows/pages.yml')) as Json;
  expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
  const steps = workflow.jobs.build.steps as Json[];
  const uses = (name: string) => steps.find((step) => String(step.uses ?? '').startsWith(`${name}@`));
  expect(uses('actions/configure-pages')?.id).toBe('pages');
  const buildStep = steps.find((step) => step.run === 'npm run build')!;
  const install = steps.findIndex((step) => step.run === 'npm ci');
  expect(install).toBeGreaterThan(-1);
  expect(install).toBeLessThan(steps.indexOf(buildStep));
  expect(buildStep.env.NEXT_PUBLIC_BASE_PATH).toBe('${{ steps.pages.outputs.base_path }}');
  expect(buildStep.env.NEXT_PUBLIC_SITE_URL).toBe('${{ steps.pages.outputs.origin }}');
  expect(buildStep.env.NEXT_PUBLIC_ENQUIRY_MODE).toBe('off'); // Pages runs no relay
  expect(steps.indexOf(buildStep)).toBeGreaterThan(steps.indexOf(uses('actions/configure-pages')!));
  expect(uses('actions/upload-pages-artifact')?.with.path).toBe(await exportFolder());
  expect(workflow.jobs.deploy.needs).toBe('build');
  expect(workflow.jobs.deploy.environment.name).toBe('github-pages');
  expect((workflow.jobs.deploy.steps as Json[]).some((step) => String(step.uses).startsWith('actions/deploy-pages@'))).toBe(true);
});

test('every host rebuilds daily, so an entry dated ahead appears on its day', () => {
  const pages = parseYaml(read('.github/workflows/pages.yml')) as Json;
  expect(pages.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
  const hooks = parseYaml(read('.github/workflows/scheduled-rebuild.yml')) as Json;
  expect(hooks.on.schedule).toEqual([{ cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) }]);
  const runs = workflowSteps(hooks).map((step) => `${step.env?.HOOK} ${step.run}`);
  expect(runs).toEqual([expect.stringMatching(/secrets\.NETLIFY_BUILD_HOOK }} \[ -z "\$HOOK" \] \|\| curl .*-X POST/), expect.stringMatching(/secrets\.CLOUDFLARE_DEPLOY_HOOK }} \[ -z "\$HOOK" \] \|\| curl .*-X POST/)]);
  // A step's own env is not seen by its if: the check is in the shell.
  expect(workflowSteps(hooks).every((step) => step.if === undefined)).toBe(true);
});
