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
  /**
   * Tiles side by side as wide as their columns (no 28rem cap), so the rows span the grid's width
   * and line up with what stands above it (a list's filter links); a lone tile keeps the cap, at the start.
   */
  fill?: boolean;
}

/** The gallery's range: 2 columns on a phone, 3 above a 768 px window (its room for 3). */
export const GALLERY_COLUMNS: ColumnRange = { min: 2, max: 3 };

/** Cards of posts and case studies: wide enough for a title and a summary, so at most 3 in a row, filling the row. */
export const ENTRY_COLUMNS: ColumnRange = { min: 1, max: 3, fill: true };

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

/** TileGrid.module.css in numbers (rem): where each room begins (the grid's own width), the tiles' cap and gap. */
const ROOM_FROM_REM: Record<number, number> = { 2: 30, 3: 46.01, 4: 64 };
const TILE_MAX_REM = 28;
const TILE_GAP_REM = 1.5;
/** Around the grid: a Section's padding (1rem each side) within --content-width (75rem). */
const GRID_SIDES_REM = 2;
const GRID_MAX_REM = 75;
/**
 * `sizes` measures the window with its scrollbar, the grid's container query without: a desktop
 * scrollbar (15 to 17 px) would let `sizes` count a room's extra columns before the grid shows them
 * (a file half as wide as the tile), so each room's wider tiles are asked for this much further.
 */
const SCROLLBAR_REM = 1.25;

const rem = (value: number) => `${Number(value.toFixed(4))}rem`;

/**
 * The `sizes` of a picture that fills a tile of a grid of `count` items: the tile's width at every
 * window, from the columns columnAttributes gives each room, the gap and the 28rem cap (none for a
 * `fill` grid's tiles side by side), times
 * `scale` when the picture is drawn wider than its tile (object-fit: cover of a wider photo, see
 * coverScale in lib/images.ts). `gapRem` is the gap in each room when the grid sets its own
 * --tile-gap. So a phone held sideways showing two cards gets a file for half its width, not the whole.
 */
export function tileSizes(count: number, range: ColumnRange = {}, { scale = 1, gapRem = () => TILE_GAP_REM }: { scale?: number; gapRem?: (room: number) => number } = {}): string {
  const columns = columnAttributes(count, range);
  /** A filling grid's tiles have no cap once they stand side by side (TileGrid.module.css). */
  const capOf = (cols: number) => (range.fill && cols > 1 ? Infinity : TILE_MAX_REM);
  /** [the widest window (rem) it applies to, the width], narrowest window first. */
  const entries: [number, string][] = [];
  for (const room of GRID_ROOMS) {
    const cols = columns[`data-cols-at-${room}`]!;
    const beside = rem(GRID_SIDES_REM + (cols - 1) * gapRem(room));
    // The window from which this room's tiles reach their cap, and from which the next room (or the grid's own cap) begins.
    const cap = capOf(cols);
    const capFrom = cap * cols + GRID_SIDES_REM + (cols - 1) * gapRem(room);
    const next = ROOM_FROM_REM[room + 1];
    const roomEnd = next === undefined ? GRID_MAX_REM + GRID_SIDES_REM : next + GRID_SIDES_REM + SCROLLBAR_REM;
    const fluid = scale === 1 ? (cols === 1 ? `calc(100vw - ${beside})` : `calc((100vw - ${beside}) / ${cols})`) : `calc((100vw - ${beside}) * ${Number((scale / cols).toFixed(4))})`;
    if (capFrom < roomEnd) entries.push([capFrom - 0.01, fluid], [roomEnd - 0.01, rem(cap * scale)]);
    else entries.push([roomEnd - 0.01, fluid]);
  }
  const widestRoom = GRID_ROOMS.at(-1)!;
  const widest = columns[`data-cols-at-${widestRoom}`]!;
  const last = rem(Math.min(capOf(widest), (GRID_MAX_REM - (widest - 1) * gapRem(widestRoom)) / widest) * scale);
  // Left out: an entry no window reaches (a room whose tiles are capped from its start), and one with
  // the same width as the next (the page's HTML carries this on every card).
  const reached = entries.filter(([upTo], index) => entries.slice(0, index).every(([before]) => before < upTo));
  const merged = reached.filter(([, width], index) => width !== (reached[index + 1]?.[1] ?? last));
  return [...merged.map(([upTo, width]) => `(max-width: ${rem(upTo)}) ${width}`), last].join(', ');
}
