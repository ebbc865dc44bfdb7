import { mctsPlayer } from '@quadrille/ai';
import { Rng } from '@quadrille/core';
import * as talpaPackage from '@quadrille/talpa';
import { type TalpaOptions, type TalpaPosition, talpa, talpaKnowledge } from '@quadrille/talpa';
import { arbPosition, checkKnowledge } from '@quadrille/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const priors = talpaKnowledge.priors!;
const playoutMove = talpaKnowledge.playoutMove!;

/** Boards of several sizes and shapes, odd and rectangular ones too, and both no-move rules. */
const arbOptions: fc.Arbitrary<TalpaOptions> = fc.oneof(
  fc.record({
    size: fc.integer({ min: 2, max: 10 }),
    noMove: fc.constantFrom('pass' as const, 'lose' as const),
  }),
  fc.record({ width: fc.integer({ min: 2, max: 9 }), height: fc.integer({ min: 2, max: 9 }) }),
);

/** The position after `line` (in notation) from the start of `options`. */
function after(options: TalpaOptions, line: string): TalpaPosition {
  const pos = talpa.create(options);
  for (const text of line.split(' ')) pos.play(talpa.parseMove(pos, text));
  return pos;
}

/** The moves of `pos` with their prior, by notation. */
function priorsByMove(pos: TalpaPosition): Map<string, number> {
  const moves = pos.legalMoves();
  const out = new Float64Array(moves.length).fill(0.5);
  priors(pos, moves, out);
  return new Map(moves.map((m, i) => [talpa.formatMove(pos, m), out[i]!]));
}

/**
 * 4×4, Red to move (x Red, o Blue, . empty):
 * ```
 * 4 o x . o
 * 3 o x . x
 * 2 . . x .
 * 1 x o o .
 *   a b c d
 * ```
 * d3xd4 empties d3 and opens d1-d2-d3-c3-c4, Red's path: a win. c2xc1 empties c2 and opens
 * a2-b2-c2-d2, Blue's path (and Red's too): a loss. b3xa3 empties b3 and leaves Blue one piece
 * from a2-b2-b3-c3-c4-d4: the piece on d4, which Blue empties at once by d4xd3. a1xb1 and b4xa4
 * decide nothing so soon.
 */
const WIN_OR_LOSE = after({ size: 4 }, 'b2xb3 d1xc1 d2xc2 a2xa3 c3xd3 c4xd4');

describe('talpaKnowledge on random positions of random boards', () => {
  it('has the properties every knowledge must have', () => {
    // Priors in [0, 1] and the same each time, playouts of legal moves only (seeded, never a
    // stale entry of the buffer), rewards for the outcomes reached, the position left alone.
    const report = checkKnowledge(talpa, talpaKnowledge, { options: arbOptions, runs: 300 });
    expect(report.playoutMoves).toBeGreaterThan(300);
  });
});

describe('talpaKnowledge.priors', () => {
  it('gives a winning move the highest prior and a move that opens the opponent’s path the lowest', () => {
    const byMove = priorsByMove(WIN_OR_LOSE);
    const values = [...byMove.values()];
    expect(byMove.get('d3xd4')).toBe(Math.max(...values));
    expect(byMove.get('c2xc1')).toBe(Math.min(...values));
    expect(byMove.get('d3xd4')).toBeGreaterThan(byMove.get('a1xb1')!);
    expect(byMove.get('c2xc1')).toBeLessThan(byMove.get('a1xb1')!);
  });

  it('rates a move that leaves the opponent one own piece from a path below the quiet moves', () => {
    const byMove = priorsByMove(WIN_OR_LOSE);
    expect(byMove.get('b3xa3')).toBeLessThan(byMove.get('a1xb1')!);
    expect(byMove.get('b3xa3')).toBeLessThan(byMove.get('b4xa4')!);
    expect(byMove.get('b3xa3')).toBeGreaterThan(byMove.get('c2xc1')!);
  });
});

describe('talpaKnowledge.playoutMove', () => {
  it('takes an immediate win', () => {
    const moves = WIN_OR_LOSE.legalMoves();
    for (let seed = 0; seed < 20; seed++) {
      const move = playoutMove(WIN_OR_LOSE, moves, moves.length, new Rng(seed));
      expect(talpa.formatMove(WIN_OR_LOSE, move)).toBe('d3xd4');
    }
  });

  it('plays uniformly at random when no move wins', () => {
    const moves = WIN_OR_LOSE.legalMoves().filter((m) => talpa.formatMove(WIN_OR_LOSE, m) !== 'd3xd4');
    const rng = new Rng(7);
    const seen = new Map<string, number>();
    for (let i = 0; i < 400; i++) {
      const text = talpa.formatMove(WIN_OR_LOSE, playoutMove(WIN_OR_LOSE, moves, moves.length, rng));
      seen.set(text, (seen.get(text) ?? 0) + 1);
    }
    // Four moves, about 100 times each.
    expect([...seen.keys()].sort()).toEqual(['a1xb1', 'b3xa3', 'b4xa4', 'c2xc1']);
    for (const n of seen.values()) expect(n).toBeGreaterThan(50);
  });

  it('plays a losing move when every move loses', () => {
    // 2×2 after a1xb1: Blue's only move, a2xb2, empties column a, Red's path.
    const pos = after({ size: 2 }, 'a1xb1');
    const moves = pos.legalMoves();
    expect(moves).toHaveLength(1);
    expect(playoutMove(pos, moves, 1, new Rng(1))).toBe(moves[0]);
  });
});

describe('TalpaPosition.edgesIfEmptied', () => {
  /** The edges touched by the empty region that holds `cell` once it is empty, by a flood fill. */
  function floodEdges(pos: TalpaPosition, cell: number): number {
    const grid = pos.grid;
    const seen = new Set([cell]);
    const todo = [cell];
    let edges = 0;
    while (todo.length > 0) {
      const c = todo.pop()!;
      edges |= pos.table.edges[c]!;
      for (let d = 0; d < 4; d++) {
        const nb = grid.orthogonal[4 * c + d]!;
        if (nb >= 0 && !seen.has(nb) && pos.pieceAt(nb) === undefined) {
          seen.add(nb);
          todo.push(nb);
        }
      }
    }
    return edges;
  }

  it('agrees with a flood fill on every square, after moves and undos', () => {
    fc.assert(
      fc.property(arbPosition(talpa, arbOptions), fc.nat(5), (pos, undos) => {
        for (let i = 0; i < undos && pos.history.length > 0; i++) pos.undo();
        for (let c = 0; c < pos.grid.size; c++) expect(pos.edgesIfEmptied(c)).toBe(floodEdges(pos, c));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a square off the board', () => {
    const pos = talpa.create({ size: 4 });
    expect(() => pos.edgesIfEmptied(16)).toThrow(expect.objectContaining({ code: 'ERR_GEOMETRY' }));
    expect(() => pos.edgesIfEmptied(-1)).toThrow(expect.objectContaining({ code: 'ERR_GEOMETRY' }));
  });
});

describe('README: Knowledge for a search', () => {
  it('prints what its comments say', () => {
    const readme = new URL('../README.md', import.meta.url);
    expect(runSnippet(snippet(readme, '## Knowledge for a search'), { ...talpaPackage, mctsPlayer })).toBe(3);
  });
});
