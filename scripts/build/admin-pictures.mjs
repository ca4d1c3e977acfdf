// The admin's picture fields (scripts/build/admin-app.mjs): each one's media library opens on the
// folder its pictures are in. Decap's library lists one folder, not the folders below it, and the
// site keeps its pictures in folders of public/images/ (gallery/, products/, ...): opened on
// public/images/ itself, the library had nothing to reuse.

/** Where a picture field's library opens when the content has no picture in it yet: the site's photos. */
const DEFAULT_PICTURE_FOLDER = 'gallery';
/** How an editor reuses a picture of another folder: Decap's media library lists one folder, not those below it. */
const reuseHint = (folder) => `'Choose an image' lists the pictures in ${folder}/ and uploads new ones there. To reuse a picture of another folder: 'Insert from URL' or 'Replace with URL', then type its path (e.g. /images/products/...).`;

/** The values of a field in some content: its path of names followed through objects and lists. */
function valuesAt(data, names) {
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, names));
  if (!names.length) return [data];
  return data && typeof data === 'object' ? valuesAt(data[names[0]], names.slice(1)) : [];
}

/** The folder under /images/ most of these pictures are in ('' for /images/ itself), or the default. */
export function mostUsedPictureFolder(values) {
  const counts = new Map();
  for (const value of values) {
    const match = typeof value === 'string' ? /^\/images\/(?:(.+)\/)?[^/]+$/.exec(value) : null;
    const folder = match ? (match[1] ?? '') : undefined;
    if (folder !== undefined) counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? DEFAULT_PICTURE_FOLDER;
}

/**
 * Each picture field's media library opens on the folder its pictures are in (the one most used in
 * `documents`, the content it edits), where an upload goes too: Decap lists one folder, not the
 * folders below public/images/, so the site's photos are there to reuse.
 */
export function withPictureFolders(fields, documents, names = []) {
  const openOnItsFolder = (field, at) => {
    const folder = mostUsedPictureFolder(documents.flatMap((document) => valuesAt(document, at)));
    const inImages = folder ? `/images/${folder}` : '/images';
    Object.assign(field, { media_folder: `/public${inImages}`, public_folder: inImages, hint: `${field.hint ? `${field.hint} ` : ''}${reuseHint(inImages)}` });
  };
  for (const field of fields) {
    const at = [...names, field.name];
    if (field.widget === 'image') openOnItsFolder(field, at);
    if (field.fields) withPictureFolders(field.fields, documents, at);
    // A list of single values holds them at the list's own name.
    if (field.field?.widget === 'image') openOnItsFolder(field.field, at);
  }
  return fields;
}
