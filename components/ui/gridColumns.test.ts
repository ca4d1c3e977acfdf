import { balancedColumns, columnAttributes, GRID_ROOMS } from './gridColumns';

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
