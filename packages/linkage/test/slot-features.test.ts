import { type LinkagePosition, linkage } from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';
import { BLACK_CODE, emptyCode, pieceCode, SlotFeatures, touchingBit } from '../src/slot-features.js';

const [W, R] = [0, 2];

/** The codes of every cell of `pos`, computed naively from its public API. */
function codes(pos: LinkagePosition): Int32Array {
  const { grid } = pos;
  return Int32Array.from({ length: grid.size }, (_, c) => {
    const colour = pos.colourAt(c);
    if (colour >= 0) return pieceCode(colour, pos.groupOf(c));
    if (colour !== -1) return BLACK_CODE;
    const neighbours = [...grid.orthogonal.slice(4 * c, 4 * c + 4)].filter((n) => n >= 0);
    const empties = neighbours.filter((n) => pos.colourAt(n) === -1).length;
    const colours = neighbours.reduce(
      (mask, n) => (pos.colourAt(n) >= 0 ? mask | (1 << pos.colourAt(n)) : mask),
      0,
    );
    return emptyCode(empties, colours);
  });
}

const supplyOf = (pos: LinkagePosition) =>
  Int32Array.from({ length: pos.rules.colours }, (_, c) => pos.supply(c));

/** Red on a1–a2 and on c1–c2 (two groups), blue g6–g7, white g1–g2, yellow e6–e7: Fewer to move. */
function sample(): LinkagePosition {
  const pos = linkage.create();
  for (const m of ['Ra1-a2', 'Bg6-g7', 'Rc1-c2', 'Wg1-g2', 'Ye6-e7']) pos.play(linkage.parseMove(pos, m));
  return pos;
}

/** The features of the slot on cells `a` and `b` of `pos`, read from its naive codes. */
function readAt(pos: LinkagePosition, a: string, b: string): SlotFeatures {
  const features = new SlotFeatures(pos.table);
  features.read(codes(pos), supplyOf(pos), pos.table.slots.slotOf(pos.grid.parse(a), pos.grid.parse(b)));
  return features;
}

describe('cell codes', () => {
  it('tell pieces (by group), the black square and empty cells (by their neighbours) apart', () => {
    expect(pieceCode(R, 7)).toBe((7 << 3) | R);
    expect(pieceCode(R, 7)).toBeGreaterThanOrEqual(0);
    expect(BLACK_CODE).toBe(-1);
    // Two empty neighbours, white and red pieces next to it: counts in the low bits, a bit per colour's lane above.
    expect(-2 - emptyCode(2, (1 << W) | (1 << R))).toBe(2 | touchingBit(W) | touchingBit(R));
    expect(emptyCode(0, 0)).toBeLessThan(BLACK_CODE);
  });
});

describe('SlotFeatures', () => {
  it('reads merges, dead squares, cuts and exposure around a slot', () => {
    const features = readAt(sample(), 'b2', 'b3');
    // b2–b3 joins both red groups, leaves b1 dead (its other neighbours are red), and a3 and c3
    // (still with room) touch red.
    expect(features.merges(R)).toBe(2);
    expect(features.merges(W)).toBe(0);
    expect(features.dead).toBe(1);
    expect(features.bestMerge).toBe(2);
    expect(features.exposure(R)).toBe(2);
    expect(features.exposure(W)).toBe(0);
    // Fewer: 4 per merge, 1 per dead square. More: -4 per merge, +3 for taking the cut, -1 per
    // dead square and per exposed square.
    expect(features.playoutScore(false, R)).toBe(9);
    expect(features.playoutScore(true, R)).toBe(-8);
    expect(features.playoutScore(true, W)).toBe(2);
    expect(features.prior(false, R)).toBeCloseTo(0.8);
    expect(features.prior(true, W)).toBeCloseTo(0.7);
  });

  it('counts no cut for a colour out of supply', () => {
    const pos = linkage.create({ piecesPerColour: 2 });
    for (const m of ['Ra1-a2', 'Bg6-g7', 'Rc1-c2']) pos.play(linkage.parseMove(pos, m));
    const features = readAt(pos, 'b2', 'b3');
    expect(pos.supply(R)).toBe(0);
    expect(features.merges(R)).toBe(2);
    expect(features.bestMerge).toBe(0);
  });

  it('writes the priors of placements only, reading each slot once for its colours', () => {
    const pos = sample();
    const features = new SlotFeatures(pos.table);
    const moves = pos.legalMoves();
    const out = new Float64Array(moves.length + 1).fill(0.5);
    const withPass = [...moves, pos.table.pass as (typeof moves)[number]];
    features.priorsInto(pos.table, codes(pos), supplyOf(pos), false, withPass, withPass.length, out);
    expect(out[moves.length]).toBe(0.5);
    const best = moves[out.indexOf(Math.max(...out))]!;
    expect(['Rb1-b2', 'Rb2-b3']).toContain(linkage.formatMove(pos, best));
  });
});
