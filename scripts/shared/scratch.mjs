// Where the tools write what they make for a run and throw away (project copies, results, test
// output): all under one git-ignored folder, so .gitignore, ESLint and TypeScript each leave out one
// entry. Copies that build must stay inside the repository (scripts/shared/project-copy.mjs).
const SCRATCH_DIR = '.cache';

/** The scratch folder of one tool, e.g. scratchDir('second-content') -> '.cache/second-content'. */
export const scratchDir = (name) => `${SCRATCH_DIR}/${name}`;
