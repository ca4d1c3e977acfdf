/** The file name of an error that gathers several files' errors (each problem names its own file). */
export const ALL_CONTENT = 'content/';

/** An editor's mistake in a content file, worded for the editor: file, entry, field, what to do. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.length === 1 ? problems[0] : `\n  - ${problems.join('\n  - ')}`}`);
    this.name = 'ContentError';
  }

  /** One line per problem, each naming its file: what the build prints. */
  get lines(): string[] {
    return this.file === ALL_CONTENT ? this.problems : this.problems.map((problem) => `${this.file}: ${problem}`);
  }
}

/** 1-based line and column of a character offset, for JSON syntax errors. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
