// The interaction bench's arithmetic: which Event Timing entries make a tap's INP, the medians and the table.
import { inpOf, interactionsOf, markdownTable, meetsGoal, summarizeRuns } from './interaction.mjs';

// Lighthouse and chrome-launcher (imported by ../shared/lighthouse.mjs) are ES modules Jest does not load.
jest.mock('lighthouse', () => ({}));
jest.mock('chrome-launcher', () => ({}));
jest.mock('lighthouse/core/config/desktop-config.js', () => ({}));

const entry = (name: string, interactionId: number, startTime: number, duration: number, processingStart: number, processingEnd: number, entryType = 'event') => ({
  entryType,
  name,
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

describe('inpOf', () => {
  it("takes the longest entry of the tap's interaction, with where its time went", () => {
    const tap = [
      entry('pointerdown', 7, 1000, 48, 1010, 1012, 'first-input'),
      entry('pointerdown', 7, 1000, 48, 1010, 1012),
      entry('pointerup', 7, 1060, 160, 1100, 1180),
      entry('click', 7, 1061, 152, 1180, 1190),
    ];
    expect(inpOf(tap)).toEqual({ interactionId: 7, durationMs: 160, event: 'pointerup', inputDelayMs: 40, processingMs: 80, presentationMs: 40 });
  });

  it('ignores entries of no interaction (interactionId 0), however long', () => {
    expect(inpOf([entry('mouseover', 0, 5, 400, 300, 390), entry('pointerdown', 3, 900, 24, 901, 905, 'first-input')])).toMatchObject({ interactionId: 3, durationMs: 24 });
  });

  it('counts the first-input entry when the tap was shorter than the 16 ms threshold of the others', () => {
    expect(inpOf([entry('pointerdown', 11, 500, 8, 501, 502, 'first-input')])).toMatchObject({ durationMs: 8, event: 'pointerdown' });
  });

  it('is the longest interaction when the tap is followed by typing (fewer than 50 interactions)', () => {
    const entries = [entry('pointerdown', 1, 100, 40, 110, 120, 'first-input'), entry('keydown', 2, 400, 232, 600, 610), entry('keyup', 3, 700, 16, 701, 702)];
    expect(interactionsOf(entries).map((i: { interactionId: number }) => i.interactionId)).toEqual([2, 1, 3]);
    expect(inpOf(entries)).toMatchObject({ interactionId: 2, durationMs: 232, inputDelayMs: 200 });
  });

  it('is null without any interaction (the tap took the visitor to another page)', () => {
    expect(inpOf([])).toBeNull();
    expect(inpOf([entry('mouseover', 0, 5, 40, 10, 20)])).toBeNull();
  });
});

const run = (durationMs: number | null, done = true, tapAfterFcpMs: number | null = 500, resultMs: number | null = done ? 300 : null) => ({
  inp: durationMs === null ? null : { interactionId: 1, durationMs, event: 'click', inputDelayMs: durationMs - 20, processingMs: 12, presentationMs: 8 },
  tapAfterFcpMs,
  done,
  resultMs,
});

describe('summarizeRuns and meetsGoal', () => {
  it('takes the median INP and the slowest run’s breakdown, and counts the taps that did their work', () => {
    const summary = summarizeRuns([run(120, true, 500, 1800), run(312, false, 900), run(96, true, 500, 200)]);
    expect(summary).toMatchObject({ inpMs: 120, maxMs: 312, tapAfterFcpMs: 500, done: 2, resultMs: 1000, measured: 3, runs: 3 });
    expect(summary.slowest).toMatchObject({ durationMs: 312, inputDelayMs: 292 });
  });

  it('meets the goal only with every run measured, the median within it and no tap lost', () => {
    expect(meetsGoal(summarizeRuns([run(120), run(200), run(96)]))).toBe(true);
    expect(meetsGoal(summarizeRuns([run(120), run(208), run(216)]))).toBe(false);
    expect(meetsGoal(summarizeRuns([run(40), run(40, false), run(40)]))).toBe(false); // a lost tap costs nothing, and is no pass
    expect(meetsGoal(summarizeRuns([run(40), run(null), run(40)]))).toBe(false);
    expect(meetsGoal(summarizeRuns([run(null), run(null), run(null)]))).toBe(false);
  });
});

describe('markdownTable', () => {
  it('shows each interaction at both moments, the slowest breakdown, lost taps and misses', () => {
    const rows = [
      { name: 'menu', path: '/', loading: summarizeRuns([run(56, true, 504), run(64, true, 510), run(48, true, 506)]), loaded: summarizeRuns([run(24), run(32), run(24)]) },
      { name: 'gallery', path: '/gallery/', loading: summarizeRuns([run(null, false), run(null, false), run(null, false)]), loaded: summarizeRuns([run(248), run(264), run(240)]) },
    ];
    const table = markdownTable(rows);
    const lines = table.split('\n');
    expect(lines[0]).toBe('| Interaction | Page | INP, tap at FCP + 500 ms | INP, tap once loaded | Result shown after (loading / loaded) |');
    expect(lines[2]).toBe('| menu | `/` | 56 ms (max 64: delay 44 + click 12 + paint 8) [tap at FCP + 506 ms] | 24 ms (max 32: delay 12 + click 12 + paint 8) | 300 ms / 300 ms |');
    expect(lines[3]).toBe('| gallery | `/gallery/` | no entry, done 0/3 ✗ [tap at FCP + 500 ms] | 248 ms (max 264: delay 244 + click 12 + paint 8) ✗ | – / 300 ms |');
    expect(table).toContain('Medians of 3 runs; goal at most 200 ms');
  });
});
