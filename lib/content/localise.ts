// One language's content from a content file that holds every language (Decap's `single_file`
// structure: { "en": {...}, "mr": {...} }). The schema says which fields are words (`"i18n": true`):
// those come from the language's own object; every other field (paths, numbers, URL names, dates)
// is shared and always comes from the default language's. The admin copies a shared field into a
// language's object once and keeps that copy when the default's changes, so a copy that differs is
// no mistake of the editor's: it is not read.

/** The part of a JSON Schema this reads. */
export interface LocalisedSchema {
  type?: string | string[];
  i18n?: boolean;
  properties?: Record<string, LocalisedSchema>;
  items?: LocalisedSchema;
  /** A part of the same schema ('#/definitions/page'). */
  $ref?: string;
  definitions?: Record<string, LocalisedSchema>;
}

export interface Localised<T> {
  /** The language's content: its words where it has them, the default language's elsewhere. */
  value: T;
  /** Words the language lacks, in an editor's terms ('field "title"'); the default's are used. */
  gaps: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The node a local `$ref` points to, in the schema's own definitions. */
function resolved(root: LocalisedSchema, node: LocalisedSchema | undefined): LocalisedSchema | undefined {
  const name = node?.$ref && /^#\/definitions\/([^/]+)$/.exec(node.$ref)?.[1];
  return name ? { ...root.definitions?.[name], ...node, $ref: undefined } : node;
}

function fieldName(where: string[], key: string): string[] {
  return [...where, key];
}

function describe(where: string[]): string {
  const words: string[] = [];
  const fields: string[] = [];
  for (const part of where) {
    if (/^\d+$/.test(part)) {
      if (fields.length) words.push(`field "${fields.join('.')}"`);
      fields.length = 0;
      words.push(`entry ${Number(part) + 1}`);
    } else fields.push(part);
  }
  if (fields.length) words.push(`field "${fields.join('.')}"`);
  return words.join(', ') || 'the whole entry';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `base` (the default language's object, already valid against `schema`) with the words of
 * `translation` (the language's object, or undefined when the file has none for it). A list of
 * words alone (a product's key features) is the language's own, of any length; a list whose entries
 * mix words and shared fields (services with their icons) must have the default's entries in the
 * same order, or the whole list is a gap; and an entry whose shared fields have changed in the
 * default language since (a gallery picture replaced) is a gap: its words were written for the old one.
 */
export function localise<T>(schema: LocalisedSchema, base: T, translation: unknown): Localised<T> {
  const gaps: string[] = [];
  /** Whether the schema node holds words anywhere inside it. */
  const holdsWords = (node: LocalisedSchema | undefined): boolean => {
    const own = resolved(schema, node);
    if (!own) return false;
    if (own.i18n) return true;
    return Object.values(own.properties ?? {}).some(holdsWords) || holdsWords(own.items);
  };

  /** `changed` collects, inside a list's entry, the shared fields whose copy differs from the default's. */
  const walk = (reference: LocalisedSchema | undefined, value: unknown, words: unknown, where: string[], changed?: string[]): unknown => {
    const node = resolved(schema, reference);
    if (!node || !holdsWords(node)) {
      if (words !== undefined && !same(words, value)) changed?.push(describe(where));
      return value;
    }
    if (Array.isArray(value)) {
      if (node.i18n && !holdsWords(node.items) && resolved(schema, node.items)?.type !== 'object') {
        // Words only: the language's list as it is.
        if (Array.isArray(words) && words.length) return words;
        gaps.push(describe(where));
        return value;
      }
      if (!Array.isArray(words) || words.length !== value.length) {
        gaps.push(`${describe(where)}${Array.isArray(words) ? ` (${words.length} entries, the default language has ${value.length})` : ''}`);
        return value;
      }
      return value.map((item, index) => {
        const entry = [...where, String(index)];
        const differs: string[] = [];
        const found = gaps.length;
        const localised = walk(node.items, item, words[index], entry, differs);
        if (!differs.length) return localised;
        // Written for what the entry was: its words wait for a new translation.
        gaps.splice(found);
        gaps.push(`${describe(entry)} (changed in the default language: ${differs.join('; ')})`);
        return item;
      });
    }
    if (isObject(value) && node.properties) {
      const own = isObject(words) ? words : {};
      const result: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        result[key] = walk(node.properties[key], item, own[key], fieldName(where, key), changed);
      }
      // A word the default language leaves out (an optional field) may still be given in this one.
      for (const [key, item] of Object.entries(own)) {
        if (!(key in value) && holdsWords(node.properties[key])) result[key] = item;
      }
      return result;
    }
    // A single word (a string field marked i18n).
    if (typeof words === typeof value && words !== '') return words;
    gaps.push(describe(where));
    return value;
  };

  const value = walk(schema, base, translation, []) as T;
  return { value, gaps };
}
