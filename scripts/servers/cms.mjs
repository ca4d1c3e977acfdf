// `npm run cms`: edit the content in a browser, with no cloud account. Starts Decap's local
// backend (decap-server, on 127.0.0.1:8081, writing into this working copy) and a local preview
// of the site (next dev on 127.0.0.1:3000); open http://127.0.0.1:3000/admin/, edit, save: the
// file in content/ (or the folder CONTENT_DIR names; an image in public/images/) changes, and the
// preview shows it on reload.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeAdmin } from '../build/admin-app.mjs';
import { PREVIEW_STEPS, runSteps } from '../build/pipeline.mjs';
import { runAsCommand } from '../shared/is-entry.mjs';
import { LOCAL_BACKEND_PORT, LOCAL_HOST, LOCAL_SITE_PORT } from '../../lib/public-settings.mjs';
import { startNextDev } from './next-dev.mjs';
import { refuseTakenPort } from './port-in-use.mjs';

/**
 * Decap's local backend on `root` (a working copy), and the admin page for it under
 * root/public/admin/. The admin writes every file in the repository's own style (its formats:
 * scripts/build/admin-extensions/site-admin.ts), so a save changes only what the editor changed.
 * `env` names the content folder (CONTENT_DIR) when it is not this process's. Refuses to start
 * when the backend's port is taken: a decap-server still running would take the saves.
 * @param {string} [root]
 * @param {{ env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<{ stop: () => Promise<unknown>, backend: import('node:child_process').ChildProcess }>}
 */
export async function startContentEditing(root = process.cwd(), { env = process.env } = {}) {
  await refuseBackendPortTaken();
  writeAdmin({ root, local: true, env });
  const pictures = watchNewPictures(root);
  const backend = spawn(path.join(process.cwd(), 'node_modules/.bin/decap-server'), [], {
    stdio: 'inherit',
    env: { ...process.env, PORT: String(LOCAL_BACKEND_PORT), BIND_HOST: LOCAL_HOST, MODE: 'fs', GIT_REPO_DIRECTORY: root },
  });
  const exited = new Promise((resolve) => backend.once('exit', resolve));
  return {
    backend,
    /** Stops both; resolves once decap-server has let its port go, so another can take it. */
    stop() {
      pictures.close();
      if (backend.exitCode === null && backend.signalCode === null) backend.kill();
      return exited;
    },
  };
}

/** Rejects, naming the port and what to do, when decap-server's port is taken. */
function refuseBackendPortTaken() {
  return refuseTakenPort("The content admin's local backend (decap-server)", LOCAL_HOST, LOCAL_BACKEND_PORT);
}

/**
 * A picture saved into public/images/ (an upload in the admin) gets its variants at once: the
 * images step, which encodes only what is new, so the preview's pages can show it with no step of
 * the editor's. Saves that come together make one run; one more follows if a save came during it.
 */
function watchNewPictures(root) {
  const folder = path.join(root, 'public', 'images');
  let running = false;
  let again = false;
  let timer;
  const run = () => {
    running = true;
    again = false;
    const images = spawn(process.execPath, ['scripts/build/images.mjs'], { cwd: root, stdio: 'inherit' });
    images.on('exit', () => {
      running = false;
      if (again) run();
    });
  };
  const watcher = fs.watch(folder, { recursive: true }, (_, name) => {
    if (!name || !/\.(jpe?g|png)$/i.test(name)) return;
    if (running) again = true;
    else {
      clearTimeout(timer);
      timer = setTimeout(run, 300);
    }
  });
  return { close: () => (clearTimeout(timer), watcher.close()) };
}

async function main() {
  const port = process.env.PORT ?? String(LOCAL_SITE_PORT);
  await refuseBackendPortTaken(); // at once, not after the preview's steps
  const status = runSteps(PREVIEW_STEPS);
  if (status !== 0) process.exit(status);
  const editing = await startContentEditing();
  // CMS_PREVIEW: next.config.mjs then serves /admin/ as a host would.
  const preview = startNextDev({ port, env: { CMS_PREVIEW: '1' } });
  console.log(`Content admin: http://${LOCAL_HOST}:${port}/admin/ (saves into ${process.cwd()})`);
  const stop = () => {
    editing.stop();
    preview.kill();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of [editing.backend, preview]) child.on('exit', (code) => code && stop());
}

runAsCommand('servers/cms.mjs', 'cms', main);
