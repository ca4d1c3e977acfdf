// For the content tests: the message a load is rejected with.
import { ContentError } from './errors';

/** The ContentError's message `load` throws; fails when it loads, or throws anything else. */
export function rejectionOf(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
  throw new Error('expected the content to be rejected');
}
