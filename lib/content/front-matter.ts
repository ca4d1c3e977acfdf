import yaml from 'js-yaml';
import { ContentError } from './errors';
import { splitFrontMatter } from './front-matter-fence.mjs';

interface FrontMatterFile {
  data: unknown;
  body: string;
  /** The line of the file each top-level front-matter key is on, to name it in a message. */
  keyLines: Map<string, number>;
}

/**
 * Splits a Markdown file into its YAML front matter and its body. YAML's core schema reads a date
 * such as 2026-03-14 as text (not a Date), as the schemas expect.
 */
export function parseFrontMatter(file: string, text: string): FrontMatterFile {
  const parts = splitFrontMatter(text);
  if (!parts) {
    throw new ContentError(file, ["line 1: the file must start with front matter: a line '---', the fields (title: …), and another line '---'"]);
  }
  const yamlText = parts.yaml;
  let data: unknown;
  try {
    data = yaml.load(yamlText, { schema: yaml.CORE_SCHEMA, filename: file });
  } catch (error) {
    const { mark, reason } = error as yaml.YAMLException;
    // The front matter starts on the file's second line.
    const line = mark ? `line ${mark.line + 2}: ` : '';
    throw new ContentError(file, [`${line}the front matter is not valid YAML (${reason}). Check the indentation and put text with a colon in quotes`]);
  }
  const keyLines = new Map<string, number>();
  yamlText.split(/\r?\n/).forEach((line, index) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1];
    if (key && !keyLines.has(key)) keyLines.set(key, index + 2);
  });
  return { data: data ?? {}, body: parts.body, keyLines };
}
