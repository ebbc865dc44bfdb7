import { perft, Rng } from '@quadrille/core';
import {
  type LinageMove,
  type LinageOptions,
  type LinagePosition,
  linage,
  parseMove,
} from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegionBoard } from '../src/board.js';
import { expectMatchesOracle } from './oracle-check.js';

const play = (pos: LinagePosition, ...texts: string[]): LinagePosition => {
  for (const t of texts) pos.play(parseMove(pos, t));
  return pos;
};

/** Everything the public API says about a position. */
function snapshot(pos: LinagePosition): unknown {
  return {
    json: pos.toJSON(),
    key: pos.key(),
    legal: pos.legalMoves(),
    turn: pos.turn,
    phase: pos.phase,
    side: pos.sideToMove,
    komi: pos.komi,
    verticalSeat: pos.verticalSeat,
    over: pos.isOver(),
    outcome: pos.outcome(),
    score: pos.score(),
    regions: pos.regions().map((r) => ({ ...r, cells: [...r.cells] })),
  };
}

/** The bytes of the incremental board under `pos` (every array, the bitsets' shadows too). */
function boardBytes(pos: LinagePosition): Uint8Array {
  const board = (pos as unknown as { board: RegionBoard }).board;
  return new Uint8Array(board.buffer.slice(0, board.stateBytes));
}

/** Asserts that the board under `pos` holds `bytes` (a plain loop: deep equality is slow here). */
function expectBoard(pos: LinagePosition, bytes: Uint8Array): void {
  const now = boardBytes(pos);
  let differ = now.length === bytes.length ? -1 : 0;
  for (let i = 0; i < now.length && differ < 0; i++) if (now[i] !== bytes[i]) differ = i;
  expect(differ, 'first byte of the board that differs').toBe(-1);
}

/** A random move: placements mostly, a pass now and then (always when nothing else is legal). */
function randomMove(pos: LinagePosition, rng: Rng): LinageMove {
  const moves = pos.legalMoves();
  if (pos.phase !== 'play') return moves[rng.int(moves.length)]!;
  const pass = moves[moves.length - 1]!;
  return moves.length === 1 || rng.int(12) === 0 ? pass : moves[rng.int(moves.length - 1)]!;
}

const VARIANTS: readonly LinageOptions[] = [
  { size: 5 },
  { width: 7, height: 4, lineLength: 2 },
  { size: 6, pie: true },
  { size: 8, lineLength: 4, komi: 2, verticalSeat: 1 },
];

describe('undo', () => {
  it('play(m); undo() restores everything, byte for byte, for every legal move of every ply', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), fc.integer(), (options, seed) => {
        const pos = linage.create(options);
        const rng = new Rng(seed);
        while (true) {
          const before = snapshot(pos);
          const bytes = boardBytes(pos);
          const key = pos.key();
          for (const move of pos.legalMoves()) {
            pos.play(move);
            expect(pos.undo()).toBe(move);
            // The bytes are the whole board: equal bytes, equal regions, owners and legal points.
            expectBoard(pos, bytes);
            expect(pos.key()).toBe(key);
          }
          expect(snapshot(pos)).toEqual(before);
          if (pos.isOver()) break;
          pos.play(randomMove(pos, rng));
        }
      }),
      { numRuns: 6 },
    );
  });

  it('restores a sample of moves at every ply of 11x11 games, and of a board without the window table', () => {
    for (const [options, seed, plies] of [
      [{}, 1, 140],
      [{ pie: true }, 2, 140],
      [{ width: 40, height: 30 }, 3, 40],
    ] as const) {
      const pos = linage.create(options);
      const rng = new Rng(seed);
      for (let ply = 0; ply < plies && !pos.isOver(); ply++) {
        const before = ply % 10 === 0 ? snapshot(pos) : undefined;
        const bytes = boardBytes(pos);
        for (let i = 0; i < 3; i++) {
          const move = randomMove(pos, rng);
          pos.play(move);
          expect(pos.undo()).toBe(move);
          expectBoard(pos, bytes);
        }
        if (before !== undefined) expect(snapshot(pos)).toEqual(before);
        pos.play(randomMove(pos, rng));
      }
    }
  });

  it('matches the from-scratch oracle through random walks of plays and undos', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), fc.integer(), (options, seed) => {
        const pos = linage.create(options);
        const rng = new Rng(seed);
        for (let step = 0; step < 80; step++) {
          if (pos.history.length > 0 && (pos.isOver() || rng.int(3) === 0)) pos.undo();
          else pos.play(randomMove(pos, rng));
          expectMatchesOracle(pos);
        }
      }),
      { numRuns: 6 },
    );
  });

  it('undoing a whole game leads back to create(), and a finished game undone is live again', () => {
    for (const options of VARIANTS) {
      const pos = linage.create(options);
      const rng = new Rng(7);
      while (!pos.isOver()) pos.play(randomMove(pos, rng));
      const played = pos.history.slice();
      expect(pos.undo()).toBe(played[played.length - 1]);
      expect([pos.isOver(), pos.phase, pos.outcome()]).toEqual([false, 'play', undefined]);
      expect(pos.legalMoves().length).toBeGreaterThan(0);
      while (pos.history.length > 0) pos.undo();
      const fresh = linage.create(options);
      expect(snapshot(pos)).toEqual(snapshot(fresh));
      expectBoard(pos, boardBytes(fresh));
      // And the game replays the same.
      for (const move of played) pos.play(move);
      expect(pos.isOver()).toBe(true);
    }
  });

  it('takes back thousands of stones on a big board, past the journal room in the board (and through a clone)', () => {
    const pos = linage.create({ size: 130 }); // 16,900 points: the board keeps room for 16,384 values
    const fresh = boardBytes(pos);
    const rng = new Rng(5);
    const marks: [number, Uint8Array][] = [];
    const buffer: LinageMove[] = [];
    for (let ply = 0; ply < 6000; ply++) {
      if (ply % 2000 === 500) marks.push([ply, boardBytes(pos)]);
      const n = pos.legalMovesInto(buffer);
      pos.play(buffer[n === 1 ? 0 : rng.int(n - 1)]!); // a stone while there is one
    }
    const journal = (pos as unknown as { board: { journal: Int32Array } }).board.journal;
    expect(journal.length).toBeGreaterThan(16_384); // it moved to an array of its own
    const copy = pos.clone();
    for (const p of [pos, copy]) {
      for (const [ply, bytes] of [...marks].reverse()) {
        while (p.history.length > ply) p.undo();
        expectBoard(p, bytes);
      }
      while (p.history.length > 0) p.undo();
      expectBoard(p, fresh);
    }
  });

  it('takes back the pie moves', () => {
    const pos = play(linage.create({ size: 5, pie: true }), 'komi=6.5', 'vertical');
    expect(linage.formatMove(pos, pos.undo())).toBe('vertical');
    expect([pos.phase, pos.turn, pos.komi, pos.verticalSeat]).toEqual(['side', 1, 6.5, undefined]);
    expect(linage.formatMove(pos, pos.undo())).toBe('komi=6.5');
    expect(snapshot(pos)).toEqual(snapshot(linage.create({ size: 5, pie: true })));
  });

  it('on a position with no history throws IllegalMoveError no-history and changes nothing', () => {
    for (const options of VARIANTS) {
      const pos = linage.create(options);
      const before = snapshot(pos);
      expect(() => pos.undo()).toThrow(
        expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'no-history' }),
      );
      expect(snapshot(pos)).toEqual(before);
    }
  });

  it('works on clones and on positions restored from JSON, independently of the original', () => {
    const pos = play(linage.create({ size: 6 }), 'c3', 'a2', 'f6');
    const copy = pos.clone();
    const restored = linage.fromJSON(pos.toJSON());
    copy.undo();
    restored.undo();
    expect(snapshot(copy)).toEqual(snapshot(restored));
    expect(pos.history.length).toBe(3);
    expect(pos.isStone(pos.grid.parse('f6'))).toBe(true);
    expect(copy.isStone(copy.grid.parse('f6'))).toBe(false);
  });
});

/** Perft through clones only (the reference for core's perft, which plays and undoes in place). */
function clonePerft(pos: LinagePosition, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const move of pos.legalMoves()) {
    const child = pos.clone();
    child.play(move);
    total += clonePerft(child, depth - 1);
  }
  return total;
}

describe('perft through undo', () => {
  it('equals perft through clones and leaves the position as it was', () => {
    const positions: [LinagePosition, number][] = [
      [linage.create({ size: 4 }), 3],
      [linage.create({ size: 3, pie: true }), 4],
      [play(linage.create({ size: 5 }), 'c3', 'pass', 'a2'), 2],
      [play(linage.create({ width: 6, height: 4, lineLength: 2 }), 'b2', 'e3', 'pass'), 2],
    ];
    for (const [pos, deepest] of positions) {
      const before = snapshot(pos);
      for (let depth = 1; depth <= deepest; depth++) expect(perft(pos, depth)).toBe(clonePerft(pos, depth));
      expect(snapshot(pos)).toEqual(before);
    }
  });
});

/** The rules' view of a position, without its history: what the key must tell apart. */
function state(pos: LinagePosition): string {
  const stones: number[] = [];
  for (let c = 0; c < pos.grid.size; c++) if (pos.isStone(c)) stones.push(c);
  const last = pos.history[pos.history.length - 1];
  const passes = pos.isOver() ? 2 : last === pos.grid.size ? 1 : 0;
  return JSON.stringify([stones, pos.sideToMove, pos.turn, pos.phase, passes, pos.komi, pos.verticalSeat]);
}

describe('key', () => {
  it('is the same for transpositions and differs when the side to move or the passes differ', () => {
    const a = play(linage.create(), 'a1', 'k11', 'c3');
    const b = play(linage.create(), 'c3', 'k11', 'a1');
    expect(a.key()).toBe(b.key());
    expect(a.toJSON()).not.toEqual(b.toJSON());
    const sideA = play(linage.create(), 'a1', 'b5'); // Vertical to move
    const sideB = play(linage.create(), 'a1', 'pass', 'b5'); // Horizontal to move
    expect(sideA.key()).not.toBe(sideB.key());
    const passed = play(linage.create(), 'a1', 'b5', 'pass'); // Horizontal to move after a pass
    const notPassed = play(linage.create(), 'a1', 'pass', 'b5');
    expect(passed.key()).not.toBe(notPassed.key());
    const over = play(linage.create(), 'a1', 'pass', 'pass');
    expect(over.key()).not.toBe(play(linage.create(), 'a1', 'pass').key());
  });

  it('tells the pie choices apart', () => {
    const keys = new Set(
      [
        ['komi=2.5'],
        ['komi=3.5'],
        ['komi=2.5', 'vertical'],
        ['komi=2.5', 'horizontal'],
        ['komi=3.5', 'horizontal'],
        [],
      ].map((moves) => play(linage.create({ size: 5, pie: true }), ...moves).key()),
    );
    expect(keys.size).toBe(6);
  });

  it('survives clone and toJSON/fromJSON', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VARIANTS), fc.integer(), fc.nat(60), (options, seed, plies) => {
        const pos = linage.create(options);
        const rng = new Rng(seed);
        for (let i = 0; i < plies && !pos.isOver(); i++) pos.play(randomMove(pos, rng));
        expect(pos.clone().key()).toBe(pos.key());
        expect(linage.fromJSON(JSON.parse(JSON.stringify(pos.toJSON()))).key()).toBe(pos.key());
        expect(typeof pos.key()).toBe('bigint');
        expect(pos.key() >= 0n && pos.key() < 2n ** 64n).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('is equal exactly when the rules see the same position, over many random positions', () => {
    for (const options of VARIANTS) {
      const byKey = new Map<bigint, string>();
      const byState = new Map<string, bigint>();
      const byJSON = new Map<string, bigint>();
      for (let seed = 0; seed < 25; seed++) {
        const pos = linage.create(options);
        const rng = new Rng(seed);
        for (;;) {
          const key = pos.key();
          const s = state(pos);
          expect(byKey.get(key) ?? s).toBe(s);
          expect(byState.get(s) ?? key).toBe(key);
          const json = JSON.stringify(pos.toJSON());
          expect(byJSON.get(json) ?? key).toBe(key);
          byKey.set(key, s);
          byState.set(s, key);
          byJSON.set(json, key);
          if (pos.isOver()) break;
          pos.play(randomMove(pos, rng));
        }
      }
      expect(byKey.size).toBe(byState.size);
      expect(byKey.size).toBeGreaterThan(200);
    }
  });

  it('is equal after two stones of one side are swapped in a random game', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(), (seed, pick) => {
        const pos = linage.create({ size: 6 });
        const rng = new Rng(seed);
        for (let i = 0; i < 14 && !pos.isOver(); i++) pos.play(randomMove(pos, rng));
        const moves = pos.history.slice();
        const stones = moves.map((m, i) => (m < pos.grid.size ? i : -1)).filter((i) => i >= 0);
        // Two stones of the same side: two plies apart with no pass between changes of side.
        const pairs = stones.flatMap((i) =>
          stones.filter((j) => j > i && (j - i) % 2 === 0).map((j): [number, number] => [i, j]),
        );
        if (pairs.length === 0) return;
        const [i, j] = pairs[pick % pairs.length]!;
        const swapped = moves.slice();
        [swapped[i], swapped[j]] = [swapped[j]!, swapped[i]!];
        const other = linage.create({ size: 6 });
        for (const m of swapped) {
          if (!other.isLegal(m)) return; // the swap made a stone illegal on the way
          other.play(m);
        }
        expect(other.key()).toBe(pos.key());
        expect(state(other)).toBe(state(pos));
      }),
      { numRuns: 200 },
    );
  });
});
