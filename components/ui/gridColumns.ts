/**
 * How a tile grid lays out any number of items. The CSS (TileGrid.module.css) knows how many
 * columns fit at the grid's width, its "room": 1 on a phone up to 4 on a wide screen. For each room
 * the grid gets the column count that fills its rows most evenly, written as data attributes, and
 * a short last row is centred. So 5 items in room for 4 show 3 + 2, not 4 + 1.
 */
export const GRID_ROOMS = [1, 2, 3, 4] as const;

export interface ColumnRange {
  /** Columns even on the narrowest screen (the gallery keeps 2 on a phone). */
  min?: number;
  /** Columns at most, however wide the screen. */
  max?: number;
}

/** The gallery's range: 2 columns on a phone, 3 above a 768 px window (its room for 3). */
export const GALLERY_COLUMNS: ColumnRange = { min: 2, max: 3 };

/** Cards of posts and case studies: wide enough for a title and a summary, so at most 3 in a row. */
export const ENTRY_COLUMNS: ColumnRange = { min: 1, max: 3 };

/** The fewest columns that keep the rows needed for `count` items with room for `room`: 5 in 4 → 3, 10 in 3 → 3. */
export function balancedColumns(count: number, room: number): number {
  if (count <= 1) return 1;
  const rows = Math.ceil(count / room);
  return Math.ceil(count / rows);
}

/** The data attributes TileGrid's CSS reads: data-cols-at-N is the column count when N columns fit. */
export function columnAttributes(count: number, { min = 1, max = GRID_ROOMS.length }: ColumnRange = {}): Record<string, number> {
  return Object.fromEntries(
    GRID_ROOMS.map((room) => [`data-cols-at-${room}`, balancedColumns(count, Math.min(max, Math.max(min, room)))]),
  );
}
