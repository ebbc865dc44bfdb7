import { type Position, perft } from '@quadrille/core';
import { type TalpaMove, type TalpaPosition, talpa } from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration } from '../src/duration.js';
import { walkPerft } from '../src/perft-walk.js';
import { run } from './harness.js';

describe('walkPerft', () => {
  it('counts what core perft counts, whatever the chunk depth, and leaves the position alone', async () => {
    const pos = talpa.create({ size: 4 });
    pos.play(pos.legalMoves()[1]!);
    const before = JSON.stringify(pos.toJSON());
    for (let depth = 1; depth <= 4; depth++) {
      for (let chunkDepth = 1; chunkDepth <= depth; chunkDepth++) {
        const fractions: number[] = [];
        const n = await walkPerft(pos, depth, {
          chunkDepth,
          stopped: () => false,
          progress: (f) => void fractions.push(f),
        });
        expect(n, `depth ${depth}, chunks of ${chunkDepth}`).toBe(perft(pos, depth));
        // Progress only grows, and ends at 1 when the tree was split at all.
        for (let i = 1; i < fractions.length; i++) {
          expect(fractions[i]).toBeGreaterThanOrEqual(fractions[i - 1]! - 1e-12);
        }
        if (fractions.length > 0) expect(fractions.at(-1)).toBeCloseTo(1, 9);
      }
    }
    expect(JSON.stringify(pos.toJSON())).toBe(before);
  });

  it('counts positions without undo or legalMovesInto through clones and legalMoves', async () => {
    const pos = new Plain(talpa.create({ size: 4 }));
    for (let chunkDepth = 1; chunkDepth <= 3; chunkDepth++) {
      const n = await walkPerft(pos, 3, { chunkDepth, stopped: () => false, progress: () => {} });
      expect(n).toBe(perft(pos.inner, 3));
    }
    expect(pos.inner.history).toHaveLength(0);
  });

  it('walks in place when the position can undo: no clone, whatever the chunk depth', async () => {
    const pos = talpa.create({ size: 4 });
    let clones = 0;
    const clone = pos.clone.bind(pos);
    pos.clone = () => {
      clones++;
      return clone();
    };
    const n = await walkPerft(pos, 4, { chunkDepth: 1, stopped: () => false, progress: () => {} });
    expect(n).toBe(perft(talpa.create({ size: 4 }), 4));
    expect(clones).toBe(0);
  });

  it('pauses only once pauseMs have passed since the last pause', async () => {
    let pauses = 0;
    const n = await walkPerft(talpa.create({ size: 4 }), 4, {
      chunkDepth: 1,
      pauseMs: 60_000,
      stopped: () => false,
      progress: () => void pauses++,
    });
    expect(n).toBe(perft(talpa.create({ size: 4 }), 4));
    expect(pauses).toBe(0);
  });

  it('leaves the position as it was when stopped deep in the tree', async () => {
    const pos = talpa.create({ size: 4 });
    pos.play(pos.legalMoves()[2]!);
    const before = JSON.stringify(pos.toJSON());
    const key = pos.key();
    let calls = 0;
    const n = await walkPerft(pos, 5, {
      chunkDepth: 1,
      stopped: () => calls >= 37,
      progress: () => void calls++,
    });
    expect(n).toBeUndefined();
    expect(JSON.stringify(pos.toJSON())).toBe(before);
    expect(pos.key()).toBe(key);
    expect(pos.legalMoves()).toEqual(talpa.fromJSON(pos.toJSON()).legalMoves());
  });

  it('stops between chunks once asked, with no count', async () => {
    let calls = 0;
    const n = await walkPerft(talpa.create({ variant: 'beginner' }), 3, {
      chunkDepth: 1,
      stopped: () => calls >= 5,
      progress: () => void calls++,
    });
    expect(n).toBeUndefined();
    expect(calls).toBe(5);
  });
});

/** A position with neither `undo` nor `legalMovesInto`: the walk's clone path. */
class Plain implements Position<TalpaMove> {
  constructor(readonly inner: TalpaPosition) {}
  get turn() {
    return this.inner.turn;
  }
  get seats() {
    return this.inner.seats;
  }
  get history() {
    return this.inner.history;
  }
  legalMoves() {
    return this.inner.legalMoves();
  }
  isLegal(move: number): move is TalpaMove {
    return this.inner.isLegal(move);
  }
  play(move: TalpaMove) {
    this.inner.play(move);
  }
  clone(): this {
    return new Plain(this.inner.clone()) as this;
  }
  isOver() {
    return this.inner.isOver();
  }
  outcome() {
    return this.inner.outcome();
  }
  toJSON() {
    return this.inner.toJSON();
  }
}

describe('quadrille perft on a long depth', { timeout: 60_000 }, () => {
  it('shows its progress on a terminal and stops cleanly on Ctrl-C, the finished depths printed', async () => {
    const { code, out, err } = await run(['perft', 'talpa', '--variant', 'beginner', '--depth', '20'], [], {
      stderrTty: true,
      // Ctrl-C as soon as a progress line is drawn.
      onStderr: (text, interrupt) => {
        if (text.includes('%, ')) interrupt();
      },
    });
    expect(code).toBe(130);
    // Each progress line is redrawn in place: carriage return, clear line, then the line.
    const progress = err.split('\r\u001b[2K').slice(1);
    expect(progress[0]).toMatch(/^depth \d+: [\d.]+%, \d+ nodes, [\d.]+ (s|min)/);
    const stopped = /perft: stopped during depth (\d+) after [^;]+; the depths above are complete\n$/.exec(
      err,
    );
    expect(stopped).not.toBeNull();
    const rows = out.trim().split('\n').slice(2);
    expect(rows).toHaveLength(Number(stopped![1]) - 1);
    expect(rows.slice(0, 3).map((r) => Number(r.trim().split(/\s+/)[1]))).toEqual([60, 3244, 157408]);
  });

  it('prints no progress when stderr is not a terminal', async () => {
    const { code, err } = await run(['perft', 'talpa', '--variant', 'beginner', '--depth', '3']);
    expect(code).toBe(0);
    expect(err).toBe('');
  });
});

describe('formatDuration', () => {
  it.each([
    [400, '0.4 s'],
    [42_000, '42 s'],
    [119_000, '119 s'],
    [7 * 60_000, '7 min'],
    [3 * 3_600_000, '3 h'],
    [12 * 86_400_000, '12 days'],
    [5 * 365 * 86_400_000, '5 years'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('always gives a number and a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e15, noNaN: true }), (ms) => {
        expect(formatDuration(ms)).toMatch(/^\d+(\.\d)? (s|min|h|days|years)$/);
      }),
    );
  });
});
