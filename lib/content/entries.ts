// Case studies and blog posts: one Markdown file each (content/<folder>/<URL name>.md), front
// matter checked against its schema. Like the JSON files, a mistake stops the build naming the
// file, the line and the field.
import path from 'node:path';
import { ALL_CONTENT, ContentError } from './errors';
import { parseFrontMatter } from './front-matter';
import { contentFolder, defaultRoots, describeError, missingPublicFiles, readCached, schemaValidator, type ContentRoots } from './read';

export interface MarkdownEntry<T> {
  /** The URL name: the file's name without .md. */
  slug: string;
  /** content/<folder>/<slug>.md, for messages. */
  file: string;
  data: T;
  body: string;
}

/** Names a list page takes under a section (/blog/page/2/, /blog/tag/x/, /case-studies/sector/x/). */
const RESERVED_SLUGS = new Set(['page', 'tag', 'sector']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each file of content/<folder>/ read and validated; every problem of every file is reported at once. */
export function readMarkdownFolder<T extends { cover: string }>(folder: string, schemaName: string, roots: ContentRoots = defaultRoots): MarkdownEntry<T>[] {
  const entries: MarkdownEntry<T>[] = [];
  const problems: string[] = [];
  for (const slug of contentFolder(folder, roots, '.md')) {
    const file = `content/${folder}/${slug}.md`;
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
  const file = `content/${folder}/${slug}.md`;
  const { validate, stamp } = schemaValidator(schemaName, roots);
  return readCached(path.join(roots.contentDir, folder, `${slug}.md`), stamp, (text) => {
    const parsed = parseFrontMatter(file, text);
    const { body, keyLines } = parsed;
    // A field left empty (the admin writes `updated: ''` once a date is cleared) counts as not given.
    const data = withoutEmptyFields(parsed.data);
    const lineOf = (pointer: string, missing?: string) => {
      const key = missing && pointer === '' ? missing : pointer.split('/')[1];
      const line = key ? keyLines.get(key) : undefined;
      return line ? `line ${line}, ` : '';
    };
    if (!validate(data)) {
      throw new ContentError(
        file,
        (validate.errors ?? []).map((error) => {
          const missing = (error.params as { missingProperty?: string; additionalProperty?: string }).additionalProperty;
          return `${lineOf(error.instancePath, missing)}${describeError(data, error)}`;
        }),
      );
    }
    const entry = data as T;
    const missingCover = missingPublicFiles([{ where: `line ${keyLines.get('cover') ?? 1}, field "cover"`, path: entry.cover }], roots);
    if (missingCover.length) throw new ContentError(file, missingCover);
    return { slug, file, data: entry, body };
  });
}

function withoutEmptyFields(data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== null));
}

/** Which entries a build shows: a production build leaves out drafts and entries dated after today. */
export interface Publication {
  /** YYYY-MM-DD, in UTC: the build's day. */
  today: string;
  /** The preview (npm run dev, npm run cms) shows drafts and future entries too. */
  preview: boolean;
}

export function currentPublication(now = new Date(), env: Record<string, string | undefined> = process.env): Publication {
  return { today: now.toISOString().slice(0, 10), preview: env.NODE_ENV === 'development' };
}

export function isPublished(entry: { date: string; draft?: boolean }, publication: Publication): boolean {
  return publication.preview || (!entry.draft && entry.date <= publication.today);
}

/** Newest first; the same day by URL name, so the order never depends on the file system. */
export function newestFirst<T extends { slug: string; data: { date: string } }>(a: T, b: T): number {
  return b.data.date.localeCompare(a.data.date) || a.slug.localeCompare(b.slug);
}
