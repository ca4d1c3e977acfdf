/** The scroll-spy offset: a section counts as in view once its top is this close to the top. */
export const SCROLL_SPY_OFFSET = 200;

/** Given sections in page order with their top edge relative to the viewport, the one in view. */
export function sectionInView(sections: { id: string; top: number }[], offset = SCROLL_SPY_OFFSET): string | undefined {
  let current: string | undefined;
  for (const section of sections) {
    if (section.top <= offset) current = section.id;
  }
  return current ?? sections[0]?.id;
}
