import { renderMarkdown } from './render';

/**
 * One line per piece of an entry's text the page leaves out, naming the file and its line, what it
 * was and why: the build prints them as warnings (scripts/build/check-inputs.mjs).
 */
export function droppedWarnings(entries: { file: string; body: string; bodyLine: number }[]): string[] {
  return entries.flatMap((entry) =>
    renderMarkdown(entry.body).dropped.map(({ line, what, why }) => `${entry.file}, line ${entry.bodyLine + line - 1}: ${what} was removed (${why})`),
  );
}
