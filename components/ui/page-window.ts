/**
 * The page numbers a pager shows: the first, the last, and the current one with two on each
 * side; null where numbers are left out. [1, null, 7, 8, 9, 10, 11, null, 42].
 */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}
