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

describe('TalpaPosition.pathInReach and opensPath', () => {
  /**
   * `player`'s closed lines (ranks for Red, files for Blue, without an empty square) and closed
   * gaps (between neighbouring lines, without a pair of empty squares facing across), counted
   * on the board.
   */
  function countClosed(pos: TalpaPosition, player: 0 | 1): { lines: number; gaps: number } {
    const { width, height } = pos.grid;
    const [count, along] = player === 0 ? [height, width] : [width, height];
    const empty = (line: number, i: number): boolean =>
      pos.pieceAt(player === 0 ? line * width + i : i * width + line) === undefined;
    let lines = 0;
    let gaps = 0;
    for (let line = 0; line < count; line++) {
      let open = false;
      let crossed = false;
      for (let i = 0; i < along; i++) {
        open ||= empty(line, i);
        crossed ||= line + 1 < count && empty(line, i) && empty(line + 1, i);
      }
      if (!open) lines++;
      if (line + 1 < count && !crossed) gaps++;
    }
    return { lines, gaps };
  }

  it('follow the counts on the board and answer as edgesIfEmptied does, after moves, undos and clones', () => {
    fc.assert(
      fc.property(arbPosition(talpa, arbOptions), fc.nat(5), fc.boolean(), (start, undos, cloned) => {
        for (let i = 0; i < undos && start.history.length > 0; i++) start.undo();
        const pos = cloned ? start.clone() : start;
        for (const [player, edges] of [
          [0, 1 | 2],
          [1, 4 | 8],
        ] as const) {
          const { lines, gaps } = countClosed(pos, player);
          const inReach = pos.pathInReach(player);
          expect(inReach).toBe(lines < 2 && gaps < 3);
          for (let c = 0; c < pos.grid.size; c++) {
            const opens = (pos.edgesIfEmptied(c) & edges) === edges;
            expect(pos.opensPath(player, c)).toBe(opens);
            if (opens) expect(inReach).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('hold no path in reach on a full board, and bring one in reach as squares empty', () => {
    const pos = talpa.create({ size: 4 });
    expect([pos.pathInReach(0), pos.pathInReach(1)]).toEqual([false, false]);
    // a1, b1 and a2 empty: for Red ranks 3 and 4 are still closed.
    for (const m of ['a1xa2', 'b1xb2', 'a2xb2']) pos.play(talpa.parseMove(pos, m));
    expect([pos.pathInReach(0), pos.pathInReach(1)]).toEqual([false, false]);
    // b3 empty too: only rank 4 is closed for Red, and two gaps (ranks 2-3: a2 faces a Blue
    // piece, b3 a Red one; ranks 3-4). For Blue, files c and d are closed.
    pos.play(talpa.parseMove(pos, 'b3xa3'));
    expect([pos.pathInReach(0), pos.pathInReach(1)]).toEqual([true, false]);
    // c1 empty: for Blue only file d is closed, and the gap between files c and d.
    pos.play(talpa.parseMove(pos, 'c1xc2'));
    expect([pos.pathInReach(0), pos.pathInReach(1)]).toEqual([true, true]);
    for (let i = 0; i < 5; i++) pos.undo();
    expect([pos.pathInReach(0), pos.pathInReach(1)]).toEqual([false, false]);
  });

  it('know nothing of a value that is not a player, and refuse a square off the board', () => {
    const pos = after({ size: 4 }, 'a1xa2');
    expect(pos.pathInReach(2 as never)).toBe(false);
    expect(pos.opensPath(-1 as never, 0)).toBe(false);
    expect(() => pos.opensPath(0, 16)).toThrow(expect.objectContaining({ code: 'ERR_GEOMETRY' }));
    expect(() => pos.opensPath(1, 0.5)).toThrow(expect.objectContaining({ code: 'ERR_GEOMETRY' }));
  });
});

describe('README: Knowledge for a search', () => {
  it('prints what its comments say', () => {
    const readme = new URL('../README.md', import.meta.url);
    expect(runSnippet(snippet(readme, '## Knowledge for a search'), { ...talpaPackage, mctsPlayer })).toBe(3);
  });
});
