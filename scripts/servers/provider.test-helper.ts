// The local provider for a unit-test file: started in a temporary folder before the file's tests,
// set back to answering 'ok' with no calls recorded before each test, and stopped after them.
import path from 'node:path';
import { tempDir } from '../shared/temp-dir.test-helper';
import { startProvider } from './provider.mjs';

export type Provider = Awaited<ReturnType<typeof startProvider>>;

/** `running.provider` is the provider; `running.dir` its folder, for a test's own record files. */
export function providerForTests(options: Record<string, unknown> = {}) {
  const running = {} as { provider: Provider; dir: string };
  beforeAll(async () => {
    running.dir = tempDir('provider-');
    running.provider = await startProvider({ ...options, port: 0, record: path.join(running.dir, 'enquiries.jsonl') });
  });
  afterAll(() => running.provider.close());
  beforeEach(() => {
    running.provider.setMode('ok');
    running.provider.clear();
  });
  return running;
}
