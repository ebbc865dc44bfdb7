/**
 * `canonicalKeyInto`: one key for a position and its three mirror images that keep each
 * player's edges, and different keys for positions that are not mirror images of each other.
 */
import { Rng } from '@quadrille/core';
import { type NoMoveRule, type TalpaMove, type TalpaPosition, talpa } from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The halves a key-writing method writes, as one unsigned 64-bit number. */
function read(write: (out: Int32Array) => void): bigint {
  const out = new Int32Array(2);
  write(out);
  return (BigInt(out[1]! >>> 0) << 32n) | BigInt(out[0]! >>> 0);
}

const canonical = (pos: TalpaPosition): bigint => read((out) => pos.canonicalKeyInto(out));

/**
 * The image of `move` under mirror `i` (0: files reversed, 1: ranks reversed, 2: both), built
 * from the move table's public arrays rather than the key tables under test.
 */
function mirrorMove(pos: TalpaPosition, move: TalpaMove, i: number): TalpaMove {
  const t = pos.table;
  const { width, height } = t.grid;
  const image = (cell: number): number => {
    const f = cell % width;
    const r = Math.floor(cell / width);
    return (i === 0 ? r : height - 1 - r) * width + (i === 1 ? f : width - 1 - f);
  };
  if (move >= t.pass) return move;
  if (move >= t.captures) return (t.removalBase + image(move - t.removalBase)) as TalpaMove;
  const d = t.direction[move]!;
  // Reversing the files swaps east (1) and west (3); reversing the ranks north (0) and south (2).
  const flipsFiles = i !== 1;
  const flipsRanks = i !== 0;
  const direction = d % 2 === 1 ? (flipsFiles ? 4 - d : d) : flipsRanks ? 2 - d : d;
  return t.capture(image(t.from[move]!), direction as 0 | 1 | 2 | 3) as TalpaMove;
}

/**
 * The class of a position under the mirrors: the least of its own and its three mirror
 * images' boards as text (with the side to move and the rule), computed from `pieceAt`.
 */
function mirrorClass(pos: TalpaPosition): string {
  const { width, height } = pos.table.grid;
  const texts: string[] = [];
  for (let i = -1; i < 3; i++) {
    let text = `${pos.turn} ${pos.settings.noMove} ${width}x${height} `;
    for (let r = 0; r < height; r++) {
      for (let f = 0; f < width; f++) {
        const rr = i === -1 || i === 0 ? r : height - 1 - r;
        const ff = i === -1 || i === 1 ? f : width - 1 - f;
        text += pos.pieceAt(rr * width + ff) ?? '.';
      }
    }
    texts.push(text);
  }
  return texts.sort()[0]!;
}

/**
 * The mirrors that map the start position onto itself (its checkerboard has a1 red): reversing
 * the files on an odd width, the ranks on an odd height, both when width + height is even. Only
 * through these are a position's mirror images reachable by play.
 */
function startMirrors(width: number, height: number): number[] {
  return [width % 2 === 1, height % 2 === 1, (width + height) % 2 === 0].flatMap((keeps, i) =>
    keeps ? [i] : [],
  );
}

const arbBoard = fc.record({
  width: fc.integer({ min: 2, max: 7 }),
  height: fc.integer({ min: 2, max: 7 }),
  noMove: fc.constantFrom<NoMoveRule>('pass', 'lose'),
  seed: fc.nat(),
});

describe('canonicalKeyInto', () => {
  it('gives a position and its mirror images one key at every ply of random games', () => {
    fc.assert(
      fc.property(arbBoard, ({ width, height, noMove, seed }) => {
        const pos = talpa.create({ width, height, noMove });
        const images = startMirrors(width, height).map((i) => ({ i, image: pos.clone() }));
        expect(images.length).toBeGreaterThan(0);
        const rng = new Rng(seed);
        while (!pos.isOver()) {
          const moves = pos.legalMoves();
          const move = moves[rng.int(moves.length)]!;
          pos.play(move);
          for (const { i, image } of images) image.play(mirrorMove(image, move, i));
          const key = canonical(pos);
          // With all three mirrors reachable (odd by odd boards), the key is one of the four.
          if (images.length === 3)
            expect([pos.key(), ...images.map(({ image }) => image.key())]).toContain(key);
          for (const { image } of images) expect(canonical(image)).toBe(key);
        }
        for (const { image } of images) {
          while (image.history.length > 0) image.undo();
          expect(canonical(image)).toBe(canonical(talpa.create({ width, height, noMove })));
        }
      }),
      { numRuns: 60 },
    );
  });

  it('gives positions one key exactly when they are mirror images of each other', () => {
    fc.assert(
      fc.property(arbBoard, fc.integer({ min: 2, max: 12 }), ({ width, height, noMove, seed }, games) => {
        const rng = new Rng(seed);
        const classOf = new Map<bigint, string>();
        const keyOf = new Map<string, bigint>();
        for (let g = 0; g < games; g++) {
          const pos = talpa.create({ width, height, noMove });
          for (;;) {
            const key = canonical(pos);
            const mirrors = mirrorClass(pos);
            expect(classOf.get(key) ?? mirrors).toBe(mirrors);
            expect(keyOf.get(mirrors) ?? key).toBe(key);
            classOf.set(key, mirrors);
            keyOf.set(mirrors, key);
            if (pos.isOver()) break;
            const moves = pos.legalMoves();
            pos.play(moves[rng.int(moves.length)]!);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is kept by clone, undo and fromJSON', () => {
    const pos = talpa.create({ size: 5 });
    const rng = new Rng(7);
    for (let ply = 0; ply < 6; ply++) {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
    expect(pos.isOver()).toBe(false);
    const key = canonical(pos);
    expect(canonical(pos.clone())).toBe(key);
    expect(canonical(talpa.fromJSON(JSON.parse(JSON.stringify(pos.toJSON()))))).toBe(key);
    const move = pos.legalMoves()[0]!;
    pos.play(move);
    expect(canonical(pos)).not.toBe(key);
    pos.undo();
    expect(canonical(pos)).toBe(key);
  });
});
