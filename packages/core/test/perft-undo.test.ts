import { IllegalMoveError, type Outcome, type Position, perft, Reason } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * Subtraction Nim on one pile, two seats: take 1..3 stones; who takes the last stone wins. Small
 * enough to count by hand: perft(n, d) follows a recurrence the test checks against.
 */
class Pile implements Position<number> {
  seats = 2;
  history: number[] = [];
  undos = 0;
  constructor(public stones: number) {}
  get turn(): number {
    return this.history.length % 2;
  }
  legalMoves(): number[] {
    const out: number[] = [];
    this.legalMovesInto(out);
    return out.slice(0, Math.min(3, this.stones));
  }
  legalMovesInto(out: number[]): number {
    const n = Math.min(3, this.stones);
    for (let i = 0; i < n; i++) out[i] = i + 1;
    return n;
  }
  isLegal(move: number): move is number {
    return Number.isInteger(move) && move >= 1 && move <= Math.min(3, this.stones);
  }
  play(move: number): void {
    if (!this.isLegal(move)) throw new IllegalMoveError('no');
    this.stones -= move;
    this.history.push(move);
  }
  undo(): number {
    const move = this.history.pop();
    if (move === undefined) throw new IllegalMoveError('nothing to undo', Reason.NoHistory);
    this.stones += move;
    this.undos++;
    return move;
  }
  clone(): this {
    const copy = new Pile(this.stones) as this;
    copy.history = [...this.history];
    return copy;
  }
  isOver(): boolean {
    return this.stones === 0;
  }
  outcome(): Outcome | undefined {
    if (this.stones > 0) return undefined;
    const winner = (this.history.length - 1) % 2;
    return { scores: winner === 0 ? [1, 0] : [0, 1], winners: [winner] };
  }
  toJSON(): unknown {
    return { stones: this.stones, history: this.history };
  }
}

/** The same game without `undo`, so perft must go through clones. */
class PileWithoutUndo extends Pile {
  declare undo: never;
}
Object.defineProperty(PileWithoutUndo.prototype, 'undo', { value: undefined });

/** perft by the recurrence: sequences of `depth` takes from `stones`. */
function count(stones: number, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (let take = 1; take <= Math.min(3, stones); take++) total += count(stones - take, depth - 1);
  return total;
}

describe('perft through undo', () => {
  it('counts what the recurrence counts, plays in place and leaves the position as it was', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 6 }), (stones, depth) => {
        const pos = new Pile(stones);
        const expected = count(stones, depth);
        expect(perft(pos, depth)).toBe(expected);
        expect(pos.toJSON()).toEqual({ stones, history: [] });
        // Every interior node's child was undone: undo is used, not clone.
        if (depth >= 2 && stones >= 1) expect(pos.undos).toBeGreaterThan(0);
        expect(perft(new PileWithoutUndo(stones), depth)).toBe(expected);
      }),
    );
  });
});
