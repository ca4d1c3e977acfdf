// What the width sweep (e2e/layout.spec.ts) reads off a page at one width. `layoutProblems` runs in
// the browser (page.evaluate), so it is one self-contained function with no imports.

/** The widths to look at: every `step` px from `from` to `to`, plus each breakpoint and one pixel either side. */
export function sweepWidths(breakpoints: number[], from = 320, to = 1920, step = 16): number[] {
  const widths = new Set<number>();
  for (let width = from; width < to; width += step) widths.add(width);
  widths.add(to);
  for (const point of breakpoints) for (const width of [point - 1, point, point + 1]) if (width >= from && width <= to) widths.add(width);
  return [...widths].sort((a, b) => a - b);
}

/**
 * The viewport widths at which the site's CSS changes: every min-width/max-width in a media query.
 * `max-width: 991.98px` is the breakpoint 992 px (the first width it no longer matches).
 */
export function cssBreakpoints(css: string): number[] {
  const points = new Set<number>();
  for (const match of css.matchAll(/@media[^{]*/g)) {
    for (const [, kind, value, unit] of match[0].matchAll(/(min|max)-width:\s*([\d.]+)(px|rem|em)/g)) {
      const px = Number(value) * (unit === 'px' ? 1 : 16);
      points.add(kind === 'max' ? Math.floor(px) + 1 : Math.ceil(px));
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * Everything wrong with the layout at the current width, as sentences: the header's menu on more
 * than one line or out of the header, anything wider than the window, clipped or spilling text,
 * controls under 44 px on the touch layout (where the slide-in menu shows), grids whose last
 * row is one item pushed to the start, and pictures whose `sizes` gets them a file narrower than
 * they are drawn or claims twice their width.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const name = (element: Element) => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const label = element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${text || label}"`;
  };
  /** Kept for screen readers only: inside a box clipped to nothing (the .visually-hidden pattern, also in a component's own CSS at some widths). */
  const forScreenReadersOnly = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).clip === 'rect(0px, 0px, 0px, 0px)') return true;
    return false;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true, opacityProperty: false }) &&
    !element.closest('.visually-hidden, [inert], [aria-hidden="true"]') &&
    !forScreenReadersOnly(element) &&
    element.getBoundingClientRect().width > 0;
  const clips = (element: Element) => {
    const style = getComputedStyle(element);
    return style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none';
  };
  // A region a visitor scrolls with the keyboard (a wide table on a phone: WCAG's reflow exception
  // for two-dimensional content) shows the rest on scrolling: it does not cut its text off.
  const inScrollRegion = (element: Element) => {
    const region = element.closest('[role="region"][tabindex="0"]');
    return !!region && ['auto', 'scroll'].includes(getComputedStyle(region).overflowX);
  };
  /** The box an element can be seen in: the window, cut by every ancestor that clips its overflow. */
  const clipBox = (element: Element) => {
    let box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      if (!clips(node)) continue;
      const rect = node.getBoundingClientRect();
      box = { left: Math.max(box.left, rect.left), right: Math.min(box.right, rect.right), top: Math.max(box.top, rect.top), bottom: Math.min(box.bottom, rect.bottom) };
    }
    return box;
  };
  const elements = [...document.body.querySelectorAll('*')].filter((element) => !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName) && shown(element));

  // The header: wide layout (no menu button) keeps every link on one line inside the 72 px bar.
  const header = document.querySelector('body > header, header');
  const toggle = header?.querySelector('button[popovertarget]');
  const touchLayout = !!toggle && shown(toggle);
  if (header) {
    const bar = header.getBoundingClientRect();
    const parts = touchLayout ? [...header.querySelectorAll(':scope > * > *')] : [...header.querySelectorAll(':scope > * > *, nav li a, nav a')];
    const visibleParts = parts.filter(shown);
    for (const part of visibleParts) {
      const rect = part.getBoundingClientRect();
      if (rect.top < bar.top - 0.5 || rect.bottom > bar.bottom + 0.5 || rect.left < -0.5 || rect.right > viewportWidth + 0.5) {
        problems.push(`header: ${name(part)} is outside the header bar`);
      }
    }
    if (!touchLayout) {
      const lines = new Set([...header.querySelectorAll('nav li')].filter(shown).map((item) => Math.round(item.getBoundingClientRect().top)));
      if (lines.size > 1) problems.push(`header: the menu wraps onto ${lines.size} lines`);
    }
  }

  for (const element of elements) {
    const rect = element.getBoundingClientRect();
    const box = clipBox(element);
    // Sideways overflow: any part of it that can be seen lies beyond the window.
    const seenLeft = Math.max(rect.left, box.left);
    const seenRight = Math.min(rect.right, box.right);
    if (seenRight > seenLeft && (seenRight > viewportWidth + 0.5 || seenLeft < -0.5) && getComputedStyle(element).position !== 'fixed') {
      problems.push(`overflow: ${name(element)} reaches ${Math.round(seenLeft)}..${Math.round(seenRight)} px of ${viewportWidth}`);
    }
    // Text: each line of its own text lies inside its block and is not cut by a clipping box.
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
      let block: Element = element;
      while (getComputedStyle(block).display.startsWith('inline') && block.parentElement) block = block.parentElement;
      const blockRect = block.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width === 0) continue;
        const spills = line.right > blockRect.right + 1 || line.left < blockRect.left - 1;
        const inClip = line.left < box.right && line.right > box.left && line.top < box.bottom && line.bottom > box.top;
        const cut = inClip && !inScrollRegion(element) && (line.right > box.right + 1 || line.left < box.left - 1 || line.bottom > box.bottom + 1 || line.top < box.top - 1);
        if (spills || cut) {
          problems.push(`text: "${node.textContent.trim().slice(0, 40)}" ${cut ? 'is clipped' : 'spills out of its box'}`);
          break;
        }
      }
    }
  }

  /** An inline link with text beside it (WCAG's exception for links inside a sentence). */
  const inSentence = (control: Element) => {
    for (let node: Element | null = control; node && getComputedStyle(node).display === 'inline'; node = node.parentElement) {
      for (const sibling of [node.previousSibling, node.nextSibling]) {
        const inline = sibling?.nodeType === Node.TEXT_NODE || (sibling instanceof Element && getComputedStyle(sibling).display === 'inline');
        if (inline && sibling?.textContent?.trim()) return true;
      }
    }
    return false;
  };

  // Touch targets: on the touch layout every control is at least 44 x 44 px, except links inside a sentence.
  if (touchLayout) {
    // A disabled control (a ticked item of a Markdown task list) is no target.
    for (const control of elements.filter((element) => element.matches('a[href], button, input:not([type="hidden"]), select, textarea, summary') && !element.matches(':disabled'))) {
      if (inSentence(control) || control.closest('#site-menu:not(:popover-open)')) continue;
      const rect = control.getBoundingClientRect();
      const short = [rect.width < 43.5 && `${Math.round(rect.width)} px wide`, rect.height < 43.5 && `${Math.round(rect.height)} px tall`].filter(Boolean);
      if (short.length) problems.push(`target: ${name(control)} is only ${short.join(' and ')}`);
    }
  }

  // Grids of equal items: the last row is never one item at the start of a wider row.
  for (const container of elements) {
    const style = getComputedStyle(container);
    const tiled = style.display.endsWith('grid') || (style.display.endsWith('flex') && style.flexWrap === 'wrap');
    if (!tiled) continue;
    const items = [...container.children].filter((child) => shown(child) && !['absolute', 'fixed'].includes(getComputedStyle(child).position));
    if (items.length < 2) continue;
    const widths = items.map((item) => item.getBoundingClientRect().width);
    if (Math.max(...widths) - Math.min(...widths) > 1) continue; // chips and mixed blocks flow like text
    const rows = new Map<number, Element[]>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      const row = [...rows.keys()].find((key) => Math.abs(key - top) <= 2) ?? top;
      rows.set(row, [...(rows.get(row) ?? []), item]);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
    const last = ordered.at(-1)!;
    if (ordered.length < 2 || last.length > 1) continue;
    const inner = container.getBoundingClientRect();
    const left = inner.left + parseFloat(style.paddingLeft);
    const right = inner.right - parseFloat(style.paddingRight);
    const lone = last[0]!.getBoundingClientRect();
    const centred = Math.abs(lone.left - left - (right - lone.right)) <= 2;
    if (!centred) problems.push(`grid: ${name(container)} ends with one item at the start of its last row (${ordered.map((row) => row.length).join(' + ')})`);
  }
  problems.push(...pictureProblems(viewportWidth));
  return [...new Set(problems)];

  /**
   * Pictures: each one's `sizes` tells the browser the width the image is drawn at (wider than its
   * box under `object-fit: cover` when the ratios differ), so the file it picks at this window is
   * never narrower than that while a wider one exists (a blurry picture), and `sizes` never claims
   * more than twice it when that picks a larger file than needed (bytes for nothing). The hero's
   * upright cut is left out: its `sizes` were chosen for the first paint on a phone
   * (lib/hero-portrait.mjs), not from its box.
   */
  function pictureProblems(windowWidth: number): string[] {
    const found: string[] = [];
    const cssWidth = (length: string) => {
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;visibility:hidden;height:0;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    /** A `sizes` list's entries: split at the commas outside brackets, as a width may be max(100vw, …). */
    const topLevelParts = (list: string) => {
      const parts = [''];
      let depth = 0;
      for (const char of list) {
        depth += char === '(' ? 1 : char === ')' ? -1 : 0;
        if (char === ',' && depth === 0) parts.push('');
        else parts[parts.length - 1] += char;
      }
      return parts.map((part) => part.trim());
    };
    /** The width `sizes` gives at this window: its first entry whose media condition matches. */
    const sizesWidth = (sizes: string) => {
      if (!sizes.trim()) return windowWidth;
      for (const entry of topLevelParts(sizes)) {
        const media = /^(\(.*\))\s+([^()\s]+(?:\(.*\))?)$/.exec(entry);
        if (!media) return cssWidth(entry);
        if (matchMedia(media[1]!).matches) return cssWidth(media[2]!);
      }
      return windowWidth;
    };
    for (const picture of document.querySelectorAll('main picture')) {
      const img = picture.querySelector('img');
      if (!img || !shown(img)) continue;
      const source = [...picture.querySelectorAll('source')].find((candidate) => !candidate.media || matchMedia(candidate.media).matches);
      if (source?.media && picture.closest('#hero')) continue;
      const srcset = source?.srcset ?? img.srcset;
      const widths = [...srcset.matchAll(/\s(\d+)w/g)].map((match) => Number(match[1]));
      if (!widths.length) continue;
      const box = img.getBoundingClientRect();
      const ratio = Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
      const drawn = getComputedStyle(img).objectFit === 'cover' && ratio ? Math.max(box.width, box.height * ratio) : box.width;
      const claimed = sizesWidth(source?.sizes || img.sizes);
      const fileFor = (width: number) => widths.filter((candidate) => candidate >= width).sort((a, b) => a - b)[0] ?? Math.max(...widths);
      const pick = fileFor(claimed * devicePixelRatio);
      const label = `<img> "${img.alt.slice(0, 40)}"`;
      if (pick < drawn * devicePixelRatio - 1 && Math.max(...widths) > pick) found.push(`picture: ${label} gets a file narrower than it is drawn (sizes too small)`);
      if (claimed > 2 * drawn && pick > fileFor(drawn * devicePixelRatio)) found.push(`picture: ${label}'s sizes claims over twice the width it is drawn at`);
    }
    return found;
  }
}
