import { describe, expect, it } from 'vitest';
import { mergeChoices } from '../src/parallel/merge.js';
import type { MoveChoice, MoveStat } from '../src/player.js';

/** A thread's choice: `move` with the given root candidates. */
function choice(move: number, candidates: MoveStat[], iterations = 100): MoveChoice {
  const own = candidates.find((c) => c.move === move);
  return {
    move,
    stats: {
      iterations,
      elapsedMs: 10,
      visits: own?.visits ?? 0,
      value: own?.value ?? Number.NaN,
      pv: [move, 100 + move],
      candidates,
      aborted: false,
    },
  };
}

describe('mergeChoices', () => {
  it('plays the move with the most visits summed over the threads, at its weighted mean value', () => {
    // Thread 0 prefers 1, thread 1 prefers 2, but 2 has more visits in all.
    const a = choice(1, [
      { move: 1, visits: 60, value: 0.6 },
      { move: 2, visits: 40, value: 0.5 },
    ]);
    const b = choice(2, [
      { move: 2, visits: 70, value: 0.8 },
      { move: 1, visits: 20, value: 0.4 },
      { move: 3, visits: 10, value: 0.1 },
    ]);
    const { move, stats } = mergeChoices([a, b], 55);
    expect(move).toBe(2);
    expect(stats.visits).toBe(110);
    expect(stats.value).toBeCloseTo((40 * 0.5 + 70 * 0.8) / 110);
    expect(stats.candidates.map((c) => [c.move, c.visits])).toEqual([
      [2, 110],
      [1, 80],
      [3, 10],
    ]);
    expect(stats.iterations).toBe(200);
    expect(stats.threadIterations).toEqual([100, 100]);
    expect(stats.elapsedMs).toBe(55);
    expect(stats.pv).toEqual([2, 102]); // the principal variation of the thread that chose 2
  });

  it('breaks a tie in visits by the higher mean value', () => {
    const a = choice(4, [
      { move: 4, visits: 50, value: 0.3 },
      { move: 5, visits: 50, value: 0.7 },
    ]);
    expect(mergeChoices([a], 1).move).toBe(5);
  });

  it('plays a move a thread found won outright, however few its visits', () => {
    const proved = choice(
      7,
      [
        { move: 7, visits: 5, value: 1 },
        { move: 8, visits: 3, value: 0.2 },
      ],
      8,
    );
    const other = choice(8, [{ move: 8, visits: 900, value: 0.6 }], 900);
    const { move, stats } = mergeChoices([proved, other], 1);
    expect(move).toBe(7);
    expect(stats.value).toBe(1);
    expect(stats.candidates.map((c) => c.move)).toEqual([7, 8]); // the chosen move first
  });

  it('keeps the threads’ fallback move when no simulation ran, and reports an abort', () => {
    const stopped: MoveChoice = { ...choice(9, [], 0), stats: { ...choice(9, [], 0).stats, aborted: true } };
    const { move, stats } = mergeChoices([stopped, choice(9, [], 0)], 1);
    expect(move).toBe(9);
    expect(stats.iterations).toBe(0);
    expect(stats.aborted).toBe(true);
    expect(stats.pv).toEqual([9, 109]);
  });
});
