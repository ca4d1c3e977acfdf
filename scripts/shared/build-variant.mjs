// A build of the site with other settings (a sub-path, another enquiry mode) for a check, written
// to a temporary folder; the checkout's own out/ is put back as it was.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCAL_BUILD_ENV } from './local-env.mjs';

/**
 * Runs `npm run build` with `env` on top of this process's environment, minus every
 * NEXT_PUBLIC_ENQUIRY_* variable (the variant says its own), and returns the folder holding the export.
 */
export function buildVariant(label, env) {
  const root = process.cwd();
  const out = path.join(root, 'out');
  const saved = path.join(root, `out.before-${label}`);
  const built = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  if (fs.existsSync(out)) fs.renameSync(out, saved);
  try {
    const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NEXT_PUBLIC_ENQUIRY_')));
    const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...base, ...LOCAL_BUILD_ENV, ...env } });
    if (result.status !== 0) throw new Error(`the ${label} build failed`);
    fs.cpSync(out, built, { recursive: true });
    return built;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
    if (fs.existsSync(saved)) fs.renameSync(saved, out);
  }
}
