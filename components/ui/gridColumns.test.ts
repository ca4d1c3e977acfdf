import { balancedColumns, columnAttributes, ENTRY_COLUMNS, GALLERY_COLUMNS, GRID_ROOMS, tileSizes, type ColumnRange } from './gridColumns';

const COUNTS = Array.from({ length: 30 }, (_, index) => index + 1);

describe('balancedColumns', () => {
  test.each(GRID_ROOMS)('with room for %i: never more columns or rows than needed, and rows as even as they can be', (room) => {
    for (const count of COUNTS) {
      const columns = balancedColumns(count, room);
      const rows = Math.ceil(count / columns);
      expect(columns).toBeLessThanOrEqual(Math.min(room, count));
      expect(rows).toBe(Math.ceil(count / room));
      // One column fewer would need another row: the empty places of the last row are fewer than the rows.
      expect(columns * rows - count).toBeLessThan(rows);
    }
  });

  test('the counts the issue looked at', () => {
    expect([1, 2, 3, 5, 7, 10, 13].map((count) => balancedColumns(count, 4))).toEqual([1, 2, 3, 3, 4, 4, 4]);
    expect([1, 2, 3, 5, 7, 10, 13].map((count) => balancedColumns(count, 3))).toEqual([1, 2, 3, 3, 3, 3, 3]);
    expect(balancedColumns(5, 4)).toBe(3); // 3 + 2, not 4 + 1
    expect(balancedColumns(4, 3)).toBe(2); // 2 + 2, not 3 + 1
  });
});

describe('columnAttributes', () => {
  test('one attribute per room, within the range', () => {
    expect(columnAttributes(15, { min: 2, max: 3 })).toEqual({ 'data-cols-at-1': 2, 'data-cols-at-2': 2, 'data-cols-at-3': 3, 'data-cols-at-4': 3 });
    expect(columnAttributes(5)).toEqual({ 'data-cols-at-1': 1, 'data-cols-at-2': 2, 'data-cols-at-3': 3, 'data-cols-at-4': 3 });
    expect(columnAttributes(1, { min: 2 })).toEqual({ 'data-cols-at-1': 1, 'data-cols-at-2': 1, 'data-cols-at-3': 1, 'data-cols-at-4': 1 });
  });
});

describe('tileSizes', () => {
  /** The tile width (px) `sizes` gives at a window `width` px wide: its first entry whose max-width the window is within. */
  const sizesAt = (sizes: string, width: number) => {
    for (const entry of sizes.split(', ')) {
      const media = /^\(max-width: ([\d.]+)rem\) (.+)$/.exec(entry);
      if (media && width > Number(media[1]) * 16) continue;
      const length = media ? media[2]! : entry;
      const fluid = /^calc\(\(?100vw - ([\d.]+)rem\)?(?: ([*/]) ([\d.]+))?\)$/.exec(length);
      if (!fluid) return Number(/^([\d.]+)rem$/.exec(length)![1]) * 16;
      const by = Number(fluid[3] ?? 1);
      return (width - Number(fluid[1]) * 16) * (fluid[2] === '/' ? 1 / by : by);
    }
    throw new Error(`no entry for ${width}`);
  };
  /** The tile width TileGrid.module.css lays out (px), for a window `width` px wide with a `scrollbar` px wide (a Section's padding, --content-width). */
  const laidOut = (count: number, width: number, { range = {}, gap = () => 24, scrollbar = 0 }: { range?: ColumnRange; gap?: (width: number) => number; scrollbar?: number } = {}) => {
    const grid = Math.min(width - scrollbar - 32, 1200);
    const room = grid >= 64 * 16 ? 4 : grid >= 46.01 * 16 ? 3 : grid >= 30 * 16 ? 2 : 1;
    const cols = columnAttributes(count, range)[`data-cols-at-${room}`]!;
    return Math.min(range.fill && cols > 1 ? Infinity : 28 * 16, (grid - (cols - 1) * gap(width)) / cols);
  };
  /** Windows where a room begins and the 20 px after it, where `sizes` still asks for the room before (a scrollbar's width). */
  const afterRoomStart = (width: number) => [512, 768.16, 1056].some((start) => width >= start && width < start + 20);

  /** Without a scrollbar: the tile's width but just after a room begins; with one: never narrower; never twice it. */
  const expectTrueTo = (sizes: string, laid: (width: number, scrollbar: number) => number) => {
    for (let width = 320; width <= 1920; width += 1) {
      const claimed = sizesAt(sizes, width);
      if (!afterRoomStart(width)) expect(claimed).toBeCloseTo(laid(width, 0), 1);
      for (const scrollbar of [0, 17]) {
        expect(claimed).toBeGreaterThan(laid(width, scrollbar) - 0.5);
        expect(claimed).toBeLessThan(2 * laid(width, scrollbar));
      }
    }
  };

  test.each([1, 2, 3, 4, 5, 7, 12, 30])('%i items: the width it gives is the tile width at every window from 320 to 1920 px', (count) => {
    for (const range of [{}, ENTRY_COLUMNS]) expectTrueTo(tileSizes(count, range), (width, scrollbar) => laidOut(count, width, { range, scrollbar }));
  });

  test('a grid with a gap of its own: the gallery, 0.75rem up to a 768 px window, 1rem above', () => {
    for (const count of [1, 2, 5, 15]) {
      expectTrueTo(tileSizes(count, GALLERY_COLUMNS, { gapRem: (room) => (room <= 2 ? 0.75 : 1) }), (width, scrollbar) =>
        laidOut(count, width, { range: GALLERY_COLUMNS, gap: (w) => (w <= 768 ? 12 : 16), scrollbar }),
      );
    }
  });

  test('a picture drawn wider than its tile asks for that much more', () => {
    expect(sizesAt(tileSizes(3, {}, { scale: 1.125 }), 1440)).toBeCloseTo(laidOut(3, 1440) * 1.125, 1);
    expect(sizesAt(tileSizes(12, {}, { scale: 1.125 }), 375)).toBeCloseTo((375 - 32) * 1.125, 1);
  });
});
