// Playwright's global teardown: removes the run's temporary folder (scripts/shared/run-temp-dir.mjs).
// A TypeScript file of its own: Playwright loads a teardown given as .mjs in a way that fails.
import removeRunTempDir from '../scripts/shared/run-temp-dir.mjs';

export default removeRunTempDir;
