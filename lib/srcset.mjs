// The one reader of srcset lists (img srcset, source srcset, link imagesrcset): the
// feeds make their URLs absolute, the links check follows them. Read as browsers do (the HTML
// spec's algorithm, simply): a URL runs to the next space, so a comma inside one is part of it
// (/c_fill,w_480/a.jpg); commas at its end close the candidate; else its descriptors run to the
// next comma.

/**
 * Each candidate of a srcset list: { url, descriptors } (descriptors '' when it has none). */
export function srcsetCandidates(srcset) {
  const candidates = [];
  let rest = srcset;
  while ((rest = rest.replace(/^[\s,]+/, ''))) {
    let url = /^\S+/.exec(rest)[0];
    rest = rest.slice(url.length);
    let descriptors = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const end = rest.includes(',') ? rest.indexOf(',') : rest.length;
      descriptors = rest.slice(0, end).trim();
      rest = rest.slice(end);
    }
    candidates.push({ url, descriptors });
  }
  return candidates;
}

/** A srcset list with each candidate's URL changed by `map` and its descriptors kept. */
export function mapSrcset(srcset, map) {
  return srcsetCandidates(srcset)
    .map(({ url, descriptors }) => [map(url), descriptors].filter(Boolean).join(' '))
    .join(', ');
}
