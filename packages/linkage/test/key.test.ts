import { Rng } from '@quadrille/core';
import { type LinkageMove, type LinkageOptions, type LinkagePosition, linkage } from '@quadrille/linkage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourMap, randomGame, VARIANTS } from './fixtures/random-games.js';
import { rulesState } from './fixtures/snapshot.js';

const seeds = fc.integer({ min: 0, max: 1_000_000 });

/** The position after `moves` (notation) from the start of `options`, or undefined if one is illegal. */
function after(
  options: LinkageOptions | undefined,
  moves: readonly LinkageMove[],
): LinkagePosition | undefined {
  const pos = linkage.create(options);
  for (const m of moves) {
    if (!pos.isLegal(m)) return undefined;
    pos.play(m);
  }
  return pos;
}

describe('key', () => {
  it('is a 64-bit bigint, the same for the same options in every new game', () => {
    const key = linkage.create().key();
    expect(typeof key).toBe('bigint');
    expect(key >= 0n && key < 2n ** 64n).toBe(true);
    expect(linkage.create().key()).toBe(key);
    expect(linkage.create({ setup: 'pie' }).key()).not.toBe(key);
  });

  it('is equal for transpositions: two placements of one seat swapped', () => {
    let found = 0;
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), seeds, (options, seed) => {
        const game = randomGame(options, seed);
        const moves = game[game.length - 1]!.history;
        const rng = new Rng(seed);
        for (let tries = 0; tries < 30; tries++) {
          const i = rng.int(moves.length);
          const j = i + 2 * (1 + rng.int(3));
          if (j >= moves.length - 1) continue;
          const swapped = moves.slice(0, j + 2);
          [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
          const a = game[j + 2]!;
          const b = after(options, swapped);
          if (b === undefined) continue;
          found++;
          expect(rulesState(b)).toBe(rulesState(a));
          expect(b.key()).toBe(a.key());
        }
      }),
      { numRuns: 60 },
    );
    expect(found).toBeGreaterThan(100);
  });

  it('is equal for the same cells covered by other pieces (a 2×2 square either way)', () => {
    const a = linkage.create();
    const b = linkage.create();
    for (const m of ['Wa1-b1', 'Rg7-g6', 'Wa2-b2', 'Yg1-f1']) a.play(linkage.parseMove(a, m));
    for (const m of ['Wa1-a2', 'Rg7-g6', 'Wb1-b2', 'Yg1-f1']) b.play(linkage.parseMove(b, m));
    expect(a.toJSON()).not.toEqual(b.toJSON());
    expect(rulesState(b)).toBe(rulesState(a));
    expect(b.key()).toBe(a.key());
  });

  it('tells apart positions that differ only by the marked piece, or only by the seat to move', () => {
    // Same board, different last piece.
    const a = linkage.create();
    const b = linkage.create();
    for (const m of ['Wa1-b1', 'Rg7-g6']) a.play(linkage.parseMove(a, m));
    for (const m of ['Rg7-g6', 'Wa1-b1']) b.play(linkage.parseMove(b, m));
    expect(a.key()).not.toBe(b.key());
    // Without the restriction the last piece does not matter: the same position.
    const c = linkage.create({ restriction: false });
    const d = linkage.create({ restriction: false });
    for (const m of ['Wa1-b1', 'Rg7-g6']) c.play(linkage.parseMove(c, m));
    for (const m of ['Rg7-g6', 'Wa1-b1']) d.play(linkage.parseMove(d, m));
    expect(c.key()).toBe(d.key());
    // Same board and no mark, other seat to move (one forced pass more): a small board makes
    // them common enough to find.
    const options = { width: 4, height: 2, black: null, colours: 1, piecesPerColour: 4, threshold: 1 };
    const seen = new Map<string, LinkagePosition>();
    let pairs = 0;
    for (let seed = 0; seed < 300; seed++) {
      for (const pos of randomGame(options, seed)) {
        const board = JSON.stringify([colourMap(pos), pos.legalMoves()]);
        const other = seen.get(board);
        if (other !== undefined && other.turn !== pos.turn) {
          pairs++;
          expect(pos.key()).not.toBe(other.key());
        }
        seen.set(board, pos);
      }
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('survives clone and toJSON/fromJSON, and play then undo', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), seeds, (options, seed) => {
        for (const pos of randomGame(options, seed)) {
          const key = pos.key();
          expect(pos.clone().key()).toBe(key);
          expect(linkage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON()))).key()).toBe(key);
          const moves = pos.legalMoves();
          if (moves.length === 0) continue;
          pos.play(moves[seed % moves.length]!);
          expect(pos.key()).not.toBe(key);
          pos.undo();
          expect(pos.key()).toBe(key);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('is equal exactly when the positions are the same for the rules (many random positions)', () => {
    // Linkage's JSON is the move list, so transpositions share a key but not their JSON: equal
    // JSON implies equal keys, and keys match the rules state (board, turn, setup, legal moves).
    // Keys compare positions of one variant (a pie game after `black d4`, `fewer` is the
    // standard game's start), so each key is filed under its options.
    const byKey = new Map<string, string>();
    const byState = new Map<string, string>();
    const byJson = new Map<string, string>();
    const marks = new Map<string, string>();
    let sameButMarked = 0;
    for (const options of VARIANTS) {
      for (let seed = 0; seed < 20; seed++) {
        for (const pos of randomGame(options, seed)) {
          const variant = JSON.stringify(pos.toJSON().options);
          const key = `${variant} ${pos.key()}`;
          const state = `${variant}\n${rulesState(pos)}`;
          const json = JSON.stringify(pos.toJSON());
          expect(byKey.get(key) ?? state).toBe(state);
          expect(byState.get(state) ?? key).toBe(key);
          expect(byJson.get(json) ?? key).toBe(key);
          const mark = JSON.stringify(pos.marked ?? null);
          if ((marks.get(state) ?? mark) !== mark) sameButMarked++;
          marks.set(state, mark);
          byKey.set(key, state);
          byState.set(state, key);
          byJson.set(json, key);
        }
      }
    }
    expect(byKey.size).toBeGreaterThan(2500);
    // Among them, positions whose marked pieces differ but close the same slots (or none).
    expect(sameButMarked).toBeGreaterThan(0);
  });
});
