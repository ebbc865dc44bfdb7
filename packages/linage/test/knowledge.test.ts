import { mctsPlayer } from '@quadrille/ai';
import { Rng } from '@quadrille/core';
import * as linagePackage from '@quadrille/linage';
import {
  type LinageMove,
  type LinageOptions,
  type LinagePosition,
  linage,
  linageKnowledge,
} from '@quadrille/linage';
import { arbValidOptions, checkKnowledge } from '@quadrille/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const priors = linageKnowledge.priors!;
const playoutMove = linageKnowledge.playoutMove!;

/** Boards from 3×3 to 9×9 (rectangles too), lines of 2 to 4, with and without the pie rule. */
const variants: fc.Arbitrary<LinageOptions> = arbValidOptions(
  linage,
  fc.record({
    width: fc.integer({ min: 3, max: 9 }),
    height: fc.integer({ min: 3, max: 9 }),
    lineLength: fc.integer({ min: 2, max: 4 }),
    pie: fc.boolean(),
  }),
);

/** The priors of every legal move of `pos`. */
function priorsOf(pos: LinagePosition): Float64Array {
  const moves = pos.legalMoves();
  const out = new Float64Array(moves.length).fill(0.5);
  priors(pos, moves, out);
  return out;
}

/** `linage.create(options)` with `moves` (in notation) played. */
function after(options: LinageOptions, moves: readonly string[]): LinagePosition {
  const pos = linage.create(options);
  for (const m of moves) pos.play(linage.parseMove(pos, m));
  return pos;
}

/**
 * 5×5, Vertical to move: c4 kills the last horizontal line of the region a3–a5, b4, b5, c4, and
 * Vertical owns the 5 points left; a3 or a5 would kill its last vertical line and give them to
 * Horizontal.
 *
 * ```text
 * 5 . . # v v
 * 4 . . . # v
 * 3 . # # # v
 * 2 # h h h #
 * 1 # # h h #
 *   a b c d e
 * ```
 */
const CLAIM = ['d4', 'd3', 'b3', 'c3', 'e1', 'c5', 'b1', 'e2', 'a1', 'a2'];

describe('linageKnowledge on random positions of random variants', () => {
  it('has the properties every knowledge must have', () => {
    // Priors in [0, 1] and the same each time, playouts of legal moves only (seeded, never a
    // stale entry of the buffer), rewards for the outcomes reached, the position left alone.
    const report = checkKnowledge(linage, linageKnowledge, { options: variants, runs: 150, maxPlies: 90 });
    expect(report.playoutMoves).toBeGreaterThan(150);
  });
});

describe('linageKnowledge priors', () => {
  it('rank the move that claims a region first, and those that give one away below no opinion', () => {
    const pos = after({ size: 5 }, CLAIM);
    const moves = pos.legalMoves();
    const out = priorsOf(pos);
    const named = (text: string) => out[moves.indexOf(linage.parseMove(pos, text))]!;
    for (let i = 0; i < moves.length; i++) {
      if (moves[i] !== linage.parseMove(pos, 'c4')) expect(out[i]).toBeLessThan(named('c4'));
    }
    expect(named('c4')).toBeGreaterThan(0.5);
    expect(named('a3')).toBeLessThan(0.5);
    expect(named('a5')).toBeLessThan(0.5);
  });

  it('treat the two sides alike: a position and its mirror image with the other side to move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 8 }),
        fc.integer({ min: 2, max: 3 }),
        fc.integer(),
        fc.nat(40),
        (size, lineLength, seed, plies) => {
          fc.pre(lineLength <= size);
          const pos = linage.create({ size, lineLength });
          // The mirror across the a1 diagonal swaps rows and columns; a first pass swaps who moves.
          const mirror = linage.create({ size, lineLength });
          mirror.play(linage.parseMove(mirror, 'pass'));
          const flip = (m: number) => ((m % size) * size + Math.floor(m / size)) as LinageMove;
          const rng = new Rng(seed);
          for (let i = 0; i < plies && pos.placementCount() > 0; i++) {
            const m = pos.legalMoves()[rng.int(pos.placementCount())]!;
            pos.play(m);
            mirror.play(flip(m));
          }
          expect(mirror.sideToMove).not.toBe(pos.sideToMove);
          const moves = pos.legalMoves();
          const mirrored = mirror.legalMoves();
          const out = priorsOf(pos);
          const mirrorOut = priorsOf(mirror);
          for (let i = 0; i < moves.length - 1; i++) {
            // Equal up to rounding: the pieces of a split are summed in another order.
            expect(mirrorOut[mirrored.indexOf(flip(moves[i]!))]).toBeCloseTo(out[i]!, 12);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('have no opinion on the pie moves', () => {
    const pos = linage.create({ size: 5, pie: true });
    expect([...priorsOf(pos)].every((p) => p === 0.5)).toBe(true);
    pos.play(pos.legalMoves()[4]!);
    expect([...priorsOf(pos)]).toEqual([0.5, 0.5]);
  });
});

describe('linageKnowledge playout policy', () => {
  it('passes only when no stone can be placed', () => {
    const pos = linage.create({ size: 6 });
    const rng = new Rng(4);
    const buffer: LinageMove[] = [];
    while (!pos.isOver()) {
      const count = pos.legalMovesInto(buffer);
      const move = playoutMove(pos, buffer, count, rng);
      expect(move === linage.parseMove(pos, 'pass')).toBe(count === 1);
      pos.play(move);
    }
  });

  it('mostly takes a region that is there to claim', () => {
    const pos = after({ size: 5 }, CLAIM);
    const c4 = linage.parseMove(pos, 'c4');
    const moves = pos.legalMoves();
    const rng = new Rng(11);
    let claims = 0;
    for (let i = 0; i < 100; i++) if (playoutMove(pos, moves, moves.length, rng) === c4) claims++;
    // Uniform choice among the 4 placements would take it about 25 times in 100.
    expect(claims).toBeGreaterThan(60);
  });
});

describe('README: Knowledge for a search', () => {
  it('prints what its comments say', () => {
    const readme = new URL('../README.md', import.meta.url);
    expect(runSnippet(snippet(readme, '## Knowledge for a search'), { ...linagePackage, mctsPlayer })).toBe(
      2,
    );
  });
});
