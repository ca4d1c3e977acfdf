import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { contentDir, schemaDir } from './content-dir.mjs';
import { ContentError, lineAndColumn } from './errors';
import { localise, type Localised, type LocalisedSchema } from './localise';

/** Where content/, its schemas and public/ are; tests point it at a fixture copy. */
export interface ContentRoots {
  contentDir: string;
  publicDir: string;
  /** content/schemas/ of the repository unless given. */
  schemaDir?: string;
  /** The language to read (a code of content/languages.json); the default language unless given. */
  language?: string;
}

export const defaultRoots: ContentRoots = {
  contentDir: contentDir(),
  publicDir: path.join(process.cwd(), 'public'),
  schemaDir: schemaDir(),
};

/**
 * How a message names a file of the content folder: from the repository root, so with CONTENT_DIR
 * set it names that folder (e2e/fixtures/second-content/blog/<slug>.md), not content/; a folder outside
 * the repository by its full path.
 */
export function contentFile(name: string, roots: ContentRoots = defaultRoots): string {
  const full = path.join(roots.contentDir, name);
  const relative = path.relative(process.cwd(), full);
  const shown = relative.startsWith('..') || path.isAbsolute(relative) ? full : relative;
  return shown.split(path.sep).join('/') + (name.endsWith('/') ? '/' : '');
}


function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const offset = /position (\d+)/.exec(message);
    const where = offset ? lineAndColumn(text, Number(offset[1])) : undefined;
    const at = where ? `line ${where.line}, column ${where.column}` : 'unknown position';
    const reason = message.replace(/ in JSON at position \d+.*$/, '');
    throw new ContentError(file, [
      `invalid JSON at ${at}: ${reason}. Look just before that point for a missing or extra comma, quote or bracket`,
    ]);
  }
}

/** '/products/3/title' → 'entry 3 ("solar-pumping"), field "title"' using the data for names. */
function describeLocation(data: unknown, pointer: string, missing?: string): string {
  const parts = pointer.split('/').slice(1).map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  let node: unknown = data;
  const fields: string[] = [];
  for (const part of parts) {
    if (Array.isArray(node)) {
      const entry: unknown = node[Number(part)];
      const label = entryLabel(entry);
      words.push(`entry ${Number(part) + 1}${label ? ` (${label})` : ''}`);
      fields.length = 0;
    } else {
      fields.push(part);
    }
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (missing) fields.push(missing);
  if (fields.length) words.push(`field "${fields.join('.')}"`);
  return words.join(', ') || 'top level';
}

function entryLabel(entry: unknown): string | undefined {
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  const label = record.name ?? record.title ?? record.alt;
  return typeof label === 'string' ? `"${label}"` : undefined;
}

/**
 * Each schema error in an editor's words, one line per mistake: a date's "format" error repeats
 * what its "pattern" says, so it is left out beside it. `where` prefixes a line (a Markdown file's
 * line number); `emptied` names the fields the file gives as '' (read as not given).
 */
export function describeErrors(
  data: unknown,
  errors: ErrorObject[] | null | undefined,
  { where = () => '', emptied = new Set<string>() }: { where?: (error: ErrorObject) => string; emptied?: ReadonlySet<string> } = {},
): string[] {
  const all = errors ?? [];
  const repeats = (error: ErrorObject) => error.keyword === 'format' && all.some((other) => other !== error && other.instancePath === error.instancePath);
  return all.filter((error) => !repeats(error)).map((error) => `${where(error)}${describeError(data, error, emptied)}`);
}

const EMPTY = 'is empty: fill it in';

export function describeError(data: unknown, error: ErrorObject, emptied: ReadonlySet<string> = new Set()): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    const missing = String(params.missingProperty);
    const empty = error.instancePath === '' && emptied.has(missing);
    return `${describeLocation(data, error.instancePath, missing)}: ${empty ? EMPTY : 'is missing: add it'}`;
  }
  if (error.keyword === 'additionalProperties') {
    return `${describeLocation(data, error.instancePath, String(params.additionalProperty))}: is not a known field (check the spelling)`;
  }
  const where = describeLocation(data, error.instancePath);
  switch (error.keyword) {
    case 'type':
      return `${where}: must be ${TYPE_WORDS[String(params.type)] ?? String(params.type)}`;
    case 'pattern': {
      // The schema says in words what the pattern wants (patternMessage), as the admin does.
      const { patternMessage, description, format } = (error.parentSchema ?? {}) as { patternMessage?: string; description?: string; format?: string };
      const raw = String(valueAt(data, error.instancePath));
      const value = `"${raw}"`;
      const day = format === 'date' ? dayWritten(raw) : undefined;
      if (day) return `${where}: ${value} must be a date written YYYY-MM-DD: write it as ${day}`;
      return patternMessage ? `${where}: ${value} ${patternMessage}` : `${where}: ${value} does not match the expected form ${String(params.pattern)}${description ? `. ${description}` : ''}`;
    }
    case 'minLength':
      if (params.limit === 1) return `${where}: ${EMPTY}`;
      return `${where}: ${error.message ?? 'is too short'}`;
    case 'minItems':
      return `${where}: has ${countAt(data, error.instancePath)} entries; it needs at least ${String(params.limit)}`;
    case 'maxItems':
      return `${where}: has ${countAt(data, error.instancePath)} entries; it can have at most ${String(params.limit)}`;
    default:
      return `${where}: ${error.message ?? 'is invalid'}`;
  }
}

/**
 * A day written another common way (26/11/2026, 26.11.2026, 2026/11/26) as YYYY-MM-DD, when it can
 * only be one day: 03/04/2026 could be March or April, so it gets no suggestion.
 */
function dayWritten(text: string): string | undefined {
  const pad = (n: number) => String(n).padStart(2, '0');
  const asDay = (year: number, month: number, day: number) => {
    const iso = `${year}-${pad(month)}-${pad(day)}`;
    const date = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
  };
  const ymd = /^\s*(\d{4})[./-](\d{1,2})[./-](\d{1,2})\s*$/.exec(text);
  if (ymd) return asDay(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]));
  const dmy = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  if (!dmy) return undefined;
  const [a, b, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  if (a === b || (a > 12 && b <= 12)) return asDay(year, b, a);
  if (b > 12 && a <= 12) return asDay(year, a, b);
  return undefined;
}

/** JSON types as an editor sees them. */
const TYPE_WORDS: Record<string, string> = {
  string: 'text in quotes ("…")',
  array: 'a list in square brackets ([…])',
  object: 'a group of fields in curly brackets ({…})',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
};

function countAt(data: unknown, pointer: string): number {
  const value = valueAt(data, pointer);
  return Array.isArray(value) ? value.length : 0;
}

function valueAt(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), data);
}

/**
 * What was read, by file, with the file's modification time and size when it was read: a file
 * is parsed and validated again only once it changes. In the build that is once; in the local
 * preview (next dev, `npm run cms`) a change saved in the admin shows on the next reload, and
 * an unchanged 1,000-product catalog is not validated again on every request.
 */
const cache = new Map<string, { stamp: string; value: unknown }>();
const stampOf = (filePath: string) => {
  const stat = fs.statSync(filePath);
  return `${stat.mtimeMs}:${stat.size}`;
};

/** `read()`'s result for `key`, read again only when `stamp` differs from the last time. */
function cached<T>(key: string, stamp: string, read: () => T): T {
  const hit = cache.get(key);
  if (hit && hit.stamp === stamp) return hit.value as T;
  const value = read();
  cache.set(key, { stamp, value });
  return value;
}

/** The compiled validator of content/schemas/<schemaName>.schema.json, compiled again only when the schema changes. */
export function schemaValidator(schemaName: string, roots: ContentRoots = defaultRoots): { validate: ValidateFunction; stamp: string } {
  const schemaPath = path.join(roots.schemaDir ?? path.join(roots.contentDir, 'schemas'), `${schemaName}.schema.json`);
  const stamp = `${schemaPath}:${stampOf(schemaPath)}`;
  // One compiled validator per schema (a schema may carry an $id, which one Ajv instance accepts once).
  const validate = cached<ValidateFunction>(schemaPath, stamp, () => {
    const schema = parseJson(`content/schemas/${schemaName}.schema.json`, fs.readFileSync(schemaPath, 'utf8')) as object;
    // "format": "date" marks a day (YYYY-MM-DD) for the admin's date picker; the pattern beside it words the message.
    return new Ajv({ allErrors: true, strict: false, verbose: true, formats: { date: /^\d{4}-\d{2}-\d{2}$/ } }).compile(schema);
  });
  return { validate, stamp };
}

/** A file read through the cache: `read()` runs again only once the file (or `extraStamp`) changes. */
export function readCached<T>(filePath: string, extraStamp: string, read: (text: string) => T): T {
  return cached(`${filePath}|${extraStamp}`, `${stampOf(filePath)}|${extraStamp}`, () => read(fs.readFileSync(filePath, 'utf8')));
}

/** Reads content/<name>.json as it is and validates it against content/schemas/<schema>.schema.json. */
function readWhole<T>(name: string, roots: ContentRoots, schemaName: string): T {
  const file = contentFile(`${name}.json`, roots);
  const filePath = path.join(roots.contentDir, `${name}.json`);
  if (!fs.existsSync(filePath)) throw new ContentError(file, ['the file is missing']);
  const { validate, stamp } = schemaValidator(schemaName, roots);
  return readCached(filePath, stamp, (text) => {
    const data = parseJson(file, text);
    if (!validate(data)) throw new ContentError(file, describeErrors(data, validate.errors));
    return data as T;
  });
}

/** A language the site is written in (content/languages.json). */
export interface Language {
  /** In URLs (/mr/…) and as each page's lang: 'en', 'mr'. */
  code: string;
  /** As its readers write it, for the language switcher: 'English', 'मराठी'. */
  name: string;
  /** One to three letters for the switcher where the header has little room: 'EN', 'म'. */
  short: string;
  /** For dates, numbers and og:locale: 'en-IN', 'mr-IN'. */
  locale: string;
}

/** The site's languages, the default (served at the site's root) first. */
export function getLanguages(roots: ContentRoots = defaultRoots): Language[] {
  const { languages } = readWhole<{ languages: Language[] }>('languages', roots, 'languages');
  const twice = languages.filter((language, index) => languages.findIndex((other) => other.code === language.code) !== index);
  if (twice.length) throw new ContentError(contentFile('languages.json', roots), twice.map((language) => `language "${language.code}" is listed twice: keep one`));
  return languages;
}

/** What readTranslated() gives: the language's content, what it lacks, and whether the file has it at all. */
export interface Translated<T> extends Localised<T> {
  language: string;
  /** The file has an object for the language (a file without one is not yet translated at all). */
  present: boolean;
}

/**
 * Reads content/<name>.json, which holds one object per language ({ "en": {…}, "mr": {…} }, as the
 * admin writes it), in `roots.language`: the default language's object is validated against
 * content/schemas/<schema>.schema.json (by default the file's own name), then the language's words
 * are laid over it (lib/content/localise.ts) and the result validated again. Throws a ContentError
 * naming the file, the language, the entry and the field of every problem.
 */
export function readTranslated<T>(name: string, roots: ContentRoots = defaultRoots, schemaName = name): Translated<T> {
  const file = contentFile(`${name}.json`, roots);
  const filePath = path.join(roots.contentDir, `${name}.json`);
  if (!fs.existsSync(filePath)) throw new ContentError(file, ['the file is missing']);
  const languages = getLanguages(roots).map((language) => language.code);
  const [main] = languages as [string];
  const code = roots.language ?? main;
  if (!languages.includes(code)) throw new Error(`No language "${code}" in ${contentFile('languages.json', roots)}`);
  const { validate, stamp } = schemaValidator(schemaName, roots);
  return readCached(filePath, `${stamp}|${languages.join(',')}|${code}`, (text) => {
    const data = parseJson(file, text);
    const objects = languageObjects(file, data, languages);
    const base = objects[main];
    // The default language's problems read as they always have; a translation's name its language.
    if (!validate(base)) throw new ContentError(file, describeErrors(base, validate.errors));
    if (code === main) return { value: base as T, gaps: [], language: code, present: true };
    const translated = localise(validate.schema as LocalisedSchema, base as T, objects[code]);
    if (!validate(translated.value)) throw new ContentError(file, describeErrors(translated.value, validate.errors).map((line) => inLanguage(code, line)));
    return { ...translated, language: code, present: objects[code] !== undefined };
  });
}

/** readTranslated()'s content alone: the language's words, the default language's where it has none. */
export function readContent<T>(name: string, roots: ContentRoots = defaultRoots, schemaName = name): T {
  return readTranslated<T>(name, roots, schemaName).value;
}

const inLanguage = (code: string, line: string) => `language "${code}", ${line}`;

/** The file's object per language: the default language's must be there, and no language the site does not have. */
function languageObjects(file: string, data: unknown, languages: string[]): Record<string, unknown> {
  const [main] = languages;
  const known = `content/languages.json has ${languages.map((code) => `"${code}"`).join(', ')}`;
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !(main! in data)) {
    throw new ContentError(file, [`must hold one group of fields per language, { "${main}": {…} } first (${known})`]);
  }
  const objects = data as Record<string, unknown>;
  const unknown = Object.keys(objects).filter((key) => !languages.includes(key));
  if (unknown.length) throw new ContentError(file, unknown.map((key) => `"${key}" is not a language of the site (${known}): correct it or add the language there`));
  return objects;
}

/** Every image path of a file must exist under public/, or the page would show a broken image. */
export function checkPublicFiles(
  file: string,
  refs: { where: string; path: string }[],
  roots: ContentRoots = defaultRoots,
): void {
  const problems = missingPublicFiles(refs, roots);
  if (problems.length) throw new ContentError(contentFile(`${file}.json`, roots), problems);
}

/** The problems of the image paths that have no file under public/. */
export function missingPublicFiles(refs: { where: string; path: string }[], roots: ContentRoots = defaultRoots): string[] {
  return refs
    .filter((ref) => !fs.existsSync(path.join(roots.publicDir, ref.path)))
    .map((ref) => `${ref.where}: "${ref.path}" has no file at public${ref.path}: add the file or correct the path`);
}

/** The names (without the extension) of the files in a folder of content/, sorted; none when it is missing. */
export function contentFolder(folder: string, roots: ContentRoots = defaultRoots, extension = '.json'): string[] {
  const dir = path.join(roots.contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(extension))
    .map((file) => file.slice(0, -extension.length))
    .sort();
}
