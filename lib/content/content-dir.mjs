// Where the content an editor owns is: content/ by default, or the folder CONTENT_DIR names
// (relative to the repository root, or absolute), so the examples in e2e/fixtures/second-content/
// can be built and previewed with one command. The schemas always come from the repository's
// content/schemas/: they describe the code, not one set of content.
import path from 'node:path';

/**
 * @param {string} [root] the repository root
 * @param {Record<string, string | undefined>} [env]
 */
export function contentDir(root = process.cwd(), env = process.env) {
  return path.resolve(root, env.CONTENT_DIR || 'content');
}

/** @param {string} [root] the repository root */
export function schemaDir(root = process.cwd()) {
  return path.join(root, 'content', 'schemas');
}
