// Pagefind's result excerpts are HTML: the page's text, escaped, with the matched words in
// <mark>. The results show them as React text (never as HTML), so they are split here.

export interface ExcerptPart {
  text: string;
  /** A word the visitor searched for. */
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an escaped text holds: named, decimal and hexadecimal. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The excerpt as plain text parts, the marked words apart; any other tag is dropped. */
export function excerptParts(html: string): ExcerptPart[] {
  return html
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .map((chunk) => {
      const marked = chunk.startsWith('<mark>');
      const inner = marked ? chunk.slice('<mark>'.length, -'</mark>'.length) : chunk;
      return { text: decodeEntities(inner.replace(/<[^>]*>/g, '')), marked };
    })
    .filter((part) => part.text !== '');
}
