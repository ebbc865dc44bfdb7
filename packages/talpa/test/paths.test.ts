import { Rng } from '@quadrille/core';
import { Player, shortestPath, type TalpaPosition, talpa, winningPath } from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function finished(width: number, height: number, seed: number): TalpaPosition {
  const pos = talpa.create({ width, height });
  const rng = new Rng(seed);
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

/** Checks that `path` is a chain of empty, orthogonally adjacent squares from edge to edge. */
function expectPath(pos: TalpaPosition, player: Player, path: readonly number[]): void {
  const g = pos.grid;
  expect(path.length).toBeGreaterThan(0);
  expect(new Set(path).size).toBe(path.length);
  for (const c of path) expect(pos.pieceAt(c)).toBeUndefined();
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    expect(Math.abs(g.fileOf(a) - g.fileOf(b)) + Math.abs(g.rankOf(a) - g.rankOf(b))).toBe(1);
  }
  const first = path[0]!;
  const last = path[path.length - 1]!;
  if (player === Player.Red) {
    expect(g.rankOf(first)).toBe(0);
    expect(g.rankOf(last)).toBe(g.height - 1);
    expect(path.length).toBeGreaterThanOrEqual(g.height);
  } else {
    expect(g.fileOf(first)).toBe(0);
    expect(g.fileOf(last)).toBe(g.width - 1);
    expect(path.length).toBeGreaterThanOrEqual(g.width);
  }
}

describe('paths', () => {
  it('winningPath is undefined while the game runs', () => {
    const pos = talpa.create();
    expect(winningPath(pos)).toBeUndefined();
    expect(shortestPath(pos, Player.Red)).toBeUndefined();
  });

  it("winningPath is a chain of empty squares joining the winner's edges; shortestPath agrees with hasPath", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 2, max: 10 }),
        fc.nat(),
        (w, h, seed) => {
          const pos = finished(w, h, seed);
          const path = winningPath(pos);
          expect(path).toBeDefined();
          expectPath(pos, pos.winner!, path!);
          for (const p of [Player.Red, Player.Blue]) {
            const sp = shortestPath(pos, p);
            expect(sp !== undefined).toBe(pos.hasPath(p));
            if (sp !== undefined) expectPath(pos, p, sp);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
