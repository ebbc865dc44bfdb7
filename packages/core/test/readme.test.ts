/**
 * The examples of the README (and the game-generic one of docs/getting-started.md), run. Each
 * example's code lies between `// README <name>` and `// README end` markers below, and the
 * first tests check that the documents show exactly that code (import lines aside), so they
 * cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import {
  type AnyGame,
  CellSet,
  components,
  Grid,
  isQuadrilleError,
  next,
  Polyomino,
  perft,
  placements,
  Rng,
  randomPlayout,
} from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const guide = readFileSync(new URL('../../../docs/getting-started.md', import.meta.url), 'utf8');
const self = readFileSync(new URL(import.meta.url), 'utf8');

/** The lines between `// README name` and `// README end`, de-indented. */
function markedRegion(name: string): string {
  const lines = self.split('\n');
  const start = lines.findIndex((l) => l.trim() === `// README ${name}`);
  const end = lines.findIndex((l, i) => i > start && l.trim() === '// README end');
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return body.map((l) => l.slice(indent)).join('\n');
}

/** The fenced ```ts blocks of a Markdown text, without import lines. */
function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) =>
    m[1]!
      .split('\n')
      .filter((l) => !l.startsWith('import '))
      .join('\n')
      .trim(),
  );
}

describe('README', () => {
  it('shows exactly the code these tests run', () => {
    const blocks = tsBlocks(readme);
    expect(blocks).toContain(markedRegion('quick-start').trim());
    expect(blocks).toContain(markedRegion('any-game').trim());
    expect(blocks).toContain(markedRegion('errors').trim());
    expect(blocks.length).toBe(3);
  });

  it('quick start', () => {
    // README quick-start
    // A 20×20 board: cells are integers, a1 is the bottom-left corner.
    const grid = Grid.of(20);
    const corner = grid.parse('t20'); // 399
    const name = grid.name(corner); // 't20'

    // Immutable bitsets of cells, with set algebra and flood fill.
    const cells = ['a1', 'b1', 'b2', 'k10'].map((n) => grid.parse(n));
    const stones = CellSet.of(grid, cells);
    const groups = components(stones).count; // 2: a1-b1-b2 and k10
    const liberties = stones.neighbours().size; // 8

    // Polyominoes: symmetries, canonical keys, placements on a board.
    const ell = Polyomino.fromAscii(`
      #.
      #.
      ##
    `);
    const orientations = ell.orientations().length; // 8
    const fits = placements(ell, grid).length; // 2736: 8 orientations × 342 spots each

    // Seeded randomness: the same seed gives the same numbers on every platform.
    const rng = new Rng(42);
    const roll = 1 + rng.int(6); // 1..6, always the same for seed 42
    // README end
    expect([corner, name, groups, liberties, orientations, fits]).toEqual([399, 't20', 2, 8, 8, 2736]);
    expect(roll).toBe(1 + new Rng(42).int(6));
    expect(roll >= 1 && roll <= 6).toBe(true);
  });

  it('any game', () => {
    // README any-game
    /** Works with any Quadrille game: blokus, linkage, linage, talpa, or your own. */
    function tryOut(game: AnyGame, seed: number) {
      const start = game.create();
      const opening = start.legalMoves()[0]!;
      const after = next(start, opening); // `start` itself is unchanged
      const end = randomPlayout(after, new Rng(seed));
      return {
        opening: game.formatMove(start, opening),
        perft2: perft(start, 2), // move sequences of length 2
        plies: end.history.length,
        outcome: end.outcome(), // { scores, winners }
        saved: JSON.stringify(end.toJSON()), // restore with game.fromJSON(JSON.parse(saved))
      };
    }
    // README end
    const result = tryOut(mnk, 7);
    expect(result.opening).toBe('a1');
    expect(result.perft2).toBe(72);
    expect(result.plies).toBeGreaterThanOrEqual(5);
    expect(result.plies).toBeLessThanOrEqual(9);
    expect(result.outcome?.scores.length).toBe(2);
    expect(mnk.fromJSON(JSON.parse(result.saved)).history.length).toBe(result.plies);
    expect(tryOut(mnk, 7)).toEqual(result);
  });

  it('errors', () => {
    // README errors
    function cellOrUndefined(text: string) {
      try {
        return Grid.of(20).parse(text);
      } catch (e) {
        if (isQuadrilleError(e) && e.code === 'ERR_NOTATION') return undefined; // 'z99', 'a0', '' …
        throw e;
      }
    }
    // README end
    expect(['t20', 'z99', 'a0', ''].map(cellOrUndefined)).toEqual([399, undefined, undefined, undefined]);
  });

  it("the getting-started guide's game-generic example", () => {
    const region = markedRegion('guide-any-game').trim();
    expect(tsBlocks(guide).some((block) => block.startsWith(region))).toBe(true);
    // README guide-any-game
    /** A seeded random game of any Quadrille game, in the game's notation. */
    function randomGameRecord(game: AnyGame, seed: number): string {
      const pos = game.create();
      const rng = new Rng(seed); // the same seed, the same game
      const record: string[] = [];
      while (!pos.isOver()) {
        const move = rng.pick(pos.legalMoves());
        record.push(game.formatMove(pos, move));
        pos.play(move);
      }
      return `${record.join(' ')} → winners: ${pos.outcome()!.winners.join(', ')}`;
    }
    // README end
    const record = randomGameRecord(mnk, 3);
    expect(record).toBe(randomGameRecord(mnk, 3));
    expect(record).toMatch(/^([a-c][1-3] ){4,8}[a-c][1-3] → winners: (0|1|0, 1)$/);
  });
});
