/**
 * The m,n,k-game's canonical key: one key for a position and its images under the board's
 * turns and mirrors, different keys for positions that are not images of each other.
 */
import { type MnkPosition, mnk } from '@quadrille/examples';
import * as fc from 'fast-check';
import { expect, it } from 'vitest';

/** A key-writing method's halves as one unsigned 64-bit number. */
function canonical(pos: MnkPosition): bigint {
  const out = new Int32Array(2);
  pos.canonicalKeyInto(out);
  return (BigInt(out[1]! >>> 0) << 32n) | BigInt(out[0]! >>> 0);
}

/** The board's symmetries as maps of (file, rank), written out: all 8 on a square board, else the 4 that keep its shape. */
function transforms(width: number, height: number): ((f: number, r: number) => [number, number])[] {
  const w = width - 1;
  const h = height - 1;
  const mirrors: ((f: number, r: number) => [number, number])[] = [
    (f, r) => [f, r],
    (f, r) => [w - f, r],
    (f, r) => [f, h - r],
    (f, r) => [w - f, h - r],
  ];
  if (width !== height) return mirrors;
  return [...mirrors, (f, r) => [r, f], (f, r) => [h - r, f], (f, r) => [r, w - f], (f, r) => [h - r, w - f]];
}

/** The least of the boards of a position's images, as text: positions are images of each other exactly when these agree. */
function imageClass(pos: MnkPosition): string {
  const { grid } = pos;
  return transforms(grid.width, grid.height)
    .map((t) => {
      const board = new Array<number>(grid.size);
      for (let cell = 0; cell < grid.size; cell++) {
        const [f, r] = t(grid.fileOf(cell), grid.rankOf(cell));
        board[grid.cell(f, r)] = pos.board[cell]! + 1;
      }
      return board.join('');
    })
    .sort()[0]!;
}

it('gives the images of a position under every symmetry of the board one key', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 2, max: 5 }),
      fc.integer({ min: 2, max: 5 }),
      fc.array(fc.nat(), { maxLength: 10 }),
      (width, height, picks) => {
        const options = { width, height, k: Math.min(width, height, 3) };
        const pos = mnk.create(options);
        const { grid } = pos;
        const images = transforms(width, height).map((t) => ({ t, image: mnk.create(options) }));
        for (const pick of picks) {
          const moves = pos.legalMoves();
          if (moves.length === 0) break;
          const move = moves[pick % moves.length]!;
          pos.play(move);
          for (const { t, image } of images)
            image.play(grid.cell(...t(grid.fileOf(move), grid.rankOf(move))) as never);
          const key = canonical(pos);
          expect(images.map(({ image }) => image.key())).toContain(key);
          for (const { image } of images) expect(canonical(image)).toBe(key);
        }
      },
    ),
  );
});

it('gives positions that are not images of each other different keys', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 3, max: 4 }),
      fc.integer({ min: 3, max: 4 }),
      fc.nat(),
      (width, height, seed) => {
        const classOf = new Map<bigint, string>();
        const keyOf = new Map<string, bigint>();
        let x = seed;
        for (let game = 0; game < 8; game++) {
          const pos = mnk.create({ width, height, k: 3 });
          for (;;) {
            const key = canonical(pos);
            const cls = `${pos.turn} ${imageClass(pos)}`;
            expect(classOf.get(key) ?? cls).toBe(cls);
            expect(keyOf.get(cls) ?? key).toBe(key);
            classOf.set(key, cls);
            keyOf.set(cls, key);
            const moves = pos.legalMoves();
            if (moves.length === 0) break;
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            pos.play(moves[x % moves.length]!);
          }
        }
      },
    ),
    { numRuns: 30 },
  );
});
