// What the text editor's buttons do (scripts/build/admin-extensions/site-admin.ts): each puts
// Markdown's own syntax around or before the selected text, so the file stays plain Markdown.

export type MarkdownAction = 'heading' | 'bold' | 'link' | 'list' | 'numbered' | 'picture';
export interface MarkdownEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Placeholders for an empty selection, selected after the edit so typing replaces them. */
const PLACEHOLDER = { bold: 'bold text', link: 'link text', picture: 'what it shows' };

/** A prefix at the start of every line the selection touches (a heading: the first line only). */
function prefixLines(text: string, start: number, end: number, prefix: (index: number) => string, onlyFirst = false): MarkdownEdit {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = text.indexOf('\n', Math.max(end - (end > start ? 1 : 0), start));
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const changed = lines.map((line, index) => (onlyFirst && index > 0 ? line : `${prefix(index)}${line.replace(/^(#{1,6} |- |\d+\. )/, '')}`)).join('\n');
  return { text: text.slice(0, lineStart) + changed + text.slice(lineEnd), selectionStart: lineStart, selectionEnd: lineStart + changed.length };
}

/** Wraps the selection (or a placeholder) in `before` and `after`, the inner text selected. */
function wrap(text: string, start: number, end: number, before: string, after: string, placeholder: string): MarkdownEdit {
  const inner = text.slice(start, end) || placeholder;
  return {
    text: text.slice(0, start) + before + inner + after + text.slice(end),
    selectionStart: start + before.length,
    selectionEnd: start + before.length + inner.length,
  };
}

export function markdownEdit(text: string, start: number, end: number, action: MarkdownAction): MarkdownEdit {
  switch (action) {
    case 'heading':
      return prefixLines(text, start, end, () => '## ', true);
    case 'list':
      return prefixLines(text, start, end, () => '- ');
    case 'numbered':
      return prefixLines(text, start, end, (index) => `${index + 1}. `);
    case 'bold':
      return wrap(text, start, end, '**', '**', PLACEHOLDER.bold);
    case 'link':
      return wrap(text, start, end, '[', '](/contact/)', PLACEHOLDER.link);
    case 'picture':
      return wrap(text, start, end, '![', '](/images/name.jpg)', PLACEHOLDER.picture);
  }
}
