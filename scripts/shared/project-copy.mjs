// A working copy of the project for a tool that edits and builds it (the admin's browser test, the
// scale benchmark): the site's sources copied, node_modules linked. It must sit inside the
// repository: Next's bundler resolves packages only within its root, so a copy elsewhere cannot
// build through a link to node_modules.
import fs from 'node:fs';
import path from 'node:path';

const COPIED = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'package.json', 'next.config.mjs', 'tsconfig.json', 'tsconfig.build.json'];

/** Copies the project at `root` to `dir` (emptied first), without the generated admin page. */
export function copyProject(root, dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const admin = path.join(root, 'public', 'admin');
  for (const name of COPIED) {
    fs.cpSync(path.join(root, name), path.join(dir, name), { recursive: true, filter: (source) => path.resolve(source) !== admin });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
