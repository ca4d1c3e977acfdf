// Case studies and blog posts: one Markdown file each (content/<folder>/<URL name>.md), front
// matter checked against its schema. Like the JSON files, a mistake stops the build naming the
// file, the line and the field.
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { ALL_CONTENT, ContentError } from './errors';
import { parseFrontMatter } from './front-matter';
import { dayOf, isPublished } from './publication.mjs';
import { contentFile, contentFolder, defaultRoots, describeErrors, missingPublicFiles, readCached, schemaValidator, type ContentRoots } from './read';

export interface MarkdownEntry<T> {
  /** The URL name: the file's name without .md. */
  slug: string;
  /** content/<folder>/<slug>.md (in the folder CONTENT_DIR names, if set), for messages. */
  file: string;
  data: T;
  body: string;
  /** The line of the file the body starts on, to name a line of the body in a message. */
  bodyLine: number;
}

/** Names a list page takes under a section (/blog/page/2/, /blog/tag/x/, /case-studies/sector/x/). */
const RESERVED_SLUGS = new Set(['page', 'tag', 'sector']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each file of content/<folder>/ read and validated; every problem of every file is reported at once. */
export function readMarkdownFolder<T extends { cover: string }>(folder: string, schemaName: string, roots: ContentRoots = defaultRoots): MarkdownEntry<T>[] {
  const entries: MarkdownEntry<T>[] = [];
  const problems: string[] = [];
  for (const slug of contentFolder(folder, roots, '.md')) {
    const file = contentFile(`${folder}/${slug}.md`, roots);
    try {
      entries.push(readEntry<T>(folder, slug, schemaName, roots));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.lines);
    }
    if (!SLUG.test(slug) || RESERVED_SLUGS.has(slug)) {
      problems.push(
        `${file}: the file's name is the page's address: use lower-case letters, digits and single hyphens${RESERVED_SLUGS.has(slug) ? `, and not "${slug}", which a list page uses` : ''}`,
      );
    }
  }
  if (problems.length) throw new ContentError(ALL_CONTENT, problems);
  return entries;
}

function readEntry<T extends { cover: string }>(folder: string, slug: string, schemaName: string, roots: ContentRoots): MarkdownEntry<T> {
  const file = contentFile(`${folder}/${slug}.md`, roots);
  const { validate, stamp } = schemaValidator(schemaName, roots);
  return readCached(path.join(roots.contentDir, folder, `${slug}.md`), stamp, (text) => {
    const parsed = parseFrontMatter(file, text);
    const { body, keyLines } = parsed;
    // A field left empty (the admin writes `updated: ''` once a date is cleared) counts as not given;
    // a required one is then reported as empty, not missing.
    const { data, emptied } = withoutEmptyFields(parsed.data);
    const where = (error: ErrorObject) => {
      const params = error.params as { additionalProperty?: string; missingProperty?: string };
      const key = error.instancePath === '' ? (params.additionalProperty ?? params.missingProperty) : error.instancePath.split('/')[1];
      const line = key ? keyLines.get(key) : undefined;
      return line ? `line ${line}, ` : '';
    };
    if (!validate(data)) throw new ContentError(file, describeErrors(data, validate.errors, { where, emptied }));
    const entry = data as T & { date: string; updated?: string };
    const bodyLine = text.split('\n').length - body.split('\n').length + 1;
    const problems = [
      ...(['date', 'updated'] as const)
        .filter((key) => entry[key] !== undefined && !isRealDay(entry[key]))
        .map((key) => `line ${keyLines.get(key)}, field "${key}": "${entry[key]}" is not a day of the calendar`),
      ...missingPublicFiles([{ where: `line ${keyLines.get('cover') ?? 1}, field "cover"`, path: entry.cover }], roots),
      ...bodyPictureProblems(body, bodyLine, roots),
    ];
    if (problems.length) throw new ContentError(file, problems);
    return { slug, file, data: entry, body, bodyLine };
  });
}

/** '2026-02-30' has the form of a date but is no day. */
function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** A Markdown picture: ![alt](src "title"). */
const PICTURE = /!\[[^\]]*\]\(\s*<?([^\s)>]+)/g;

/**
 * Every picture in the text is a file under public/ (the site's policy loads none from another
 * site, and the build makes its variants): a missing one names its line.
 */
function bodyPictureProblems(body: string, firstLine: number, roots: ContentRoots): string[] {
  return body.split('\n').flatMap((line, index) =>
    [...line.matchAll(PICTURE)].flatMap(([, src = '']) => {
      const where = `line ${firstLine + index}, the picture "${src}"`;
      if (!src.startsWith('/') || src.startsWith('//')) return [`${where}: pictures must be files of the site, a path under public/ starting with '/' (upload it to public/images/)`];
      return missingPublicFiles([{ where: `line ${firstLine + index}, a picture in the text`, path: src }], roots);
    }),
  );
}

function withoutEmptyFields(data: unknown): { data: unknown; emptied: Set<string> } {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { data, emptied: new Set() };
  const isEmpty = (value: unknown) => value === '' || value === null;
  const entries = Object.entries(data);
  return {
    data: Object.fromEntries(entries.filter(([, value]) => !isEmpty(value))),
    emptied: new Set(entries.filter(([, value]) => isEmpty(value)).map(([key]) => key)),
  };
}

/** Which entries a build shows: a production build leaves out drafts and entries dated after today. */
export interface Publication {
  /** YYYY-MM-DD, in UTC: the build's day. */
  today: string;
  /** The preview (npm run dev, npm run cms) shows drafts and future entries too. */
  preview: boolean;
}

export function currentPublication(now = new Date(), env: Record<string, string | undefined> = process.env): Publication {
  return { today: dayOf(now), preview: env.NODE_ENV === 'development' };
}

export { isPublished };

/** Newest first; the same day by URL name, so the order never depends on the file system. */
export function newestFirst<T extends { slug: string; data: { date: string } }>(a: T, b: T): number {
  return b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug);
}
