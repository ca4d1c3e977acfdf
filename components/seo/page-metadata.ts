// The pages' metadata (lib/metadata.ts), with the page's languages told to its header's language
// switcher (components/i18n/page-alternates.ts): every page's metadata comes through here.
import type { Metadata } from 'next';
import { announceAlternates } from '@/components/i18n/page-alternates';
import { languageAlternates } from '@/lib/languages';
import * as meta from '@/lib/metadata';
import { entryPath } from '@/lib/publishing';

type Where = Parameters<typeof meta.pageMetadata>[0]['where'];

function announced(where: Where, path: string, metadata: Metadata): Metadata {
  announceAlternates({ path, languages: languageAlternates(where.languages, path, where.available) });
  return metadata;
}

export function pageMetadata(input: Parameters<typeof meta.pageMetadata>[0]): Metadata {
  return announced(input.where, input.path, meta.pageMetadata(input));
}

export function staticPageMetadata(...args: Parameters<typeof meta.staticPageMetadata>): Metadata {
  const [, path, where] = args;
  return announced(where, path, meta.staticPageMetadata(...args));
}

export function entryMetadata(input: Parameters<typeof meta.entryMetadata>[0]): Metadata {
  return announced(input.where, entryPath(input.section, input.entry), meta.entryMetadata(input));
}

export function listMetadata(input: Parameters<typeof meta.listMetadata>[0]): Metadata {
  return announced(input.where, input.page.path, meta.listMetadata(input));
}
