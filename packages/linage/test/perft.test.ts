import { perft } from '@quadrille/core';
import { linage, placementPerft } from '@quadrille/linage';
import { describe, expect, it } from 'vitest';

/** Placement-only perft from the rules page (shared/rules/linage.md, "Facts to test against"). */
const PERFT: readonly { size: number; counts: readonly number[] }[] = [
  { size: 3, counts: [9, 64] },
  { size: 4, counts: [16, 232] },
  { size: 5, counts: [25, 592] },
  { size: 11, counts: [121, 14_512] },
];

describe('published facts', () => {
  it.each(PERFT)('placement perft on $size x $size', ({ size, counts }) => {
    const pos = linage.create({ size });
    expect(counts.map((_, i) => placementPerft(pos, i + 1))).toEqual(counts);
  });

  it('11x11 has 122 moves at ply 1: 121 placements and the pass', () => {
    const moves = linage.create().legalMoves();
    expect(moves.length).toBe(122);
    expect(moves[121]).toBe(121);
  });

  it('the 8 illegal second stones on 11x11 are exactly those sealing a corner point off', () => {
    const start = linage.create();
    const illegal: string[] = [];
    for (const first of start.legalMoves()) {
      if (first === 121) continue;
      const pos = start.clone();
      pos.play(first);
      for (let second = 0; second < 121; second++) {
        if (second === first || pos.isLegal(second)) continue;
        expect(pos.illegalReason(second)).toBe('lineless-region');
        illegal.push(`${linage.formatMove(pos, first)} ${pos.grid.name(second)}`);
      }
    }
    // Each corner is sealed by the two points next to it, in either order.
    const seals = [
      ['a2', 'b1'],
      ['j1', 'k2'],
      ['a10', 'b11'],
      ['k10', 'j11'],
    ];
    const expected = seals.flatMap(([p, q]) => [`${p} ${q}`, `${q} ${p}`]);
    expect(illegal.sort()).toEqual(expected.sort());
    expect(121 * 120 - illegal.length).toBe(14_512);
  });

  it('full perft (passes included, never past the second pass) = placements + the pass combinations', () => {
    // From the start: pass-pass (1), pass-place and place-pass (P1 each), place-place (P2).
    for (const size of [3, 4, 5]) {
      const pos = linage.create({ size });
      const p1 = placementPerft(pos, 1);
      const p2 = placementPerft(pos, 2);
      expect(perft(pos, 1)).toBe(p1 + 1);
      expect(perft(pos, 2)).toBe(p2 + 2 * p1 + 1);
    }
  });

  it('placementPerft rejects a bad depth and counts 1 at depth 0', () => {
    const pos = linage.create({ size: 3 });
    expect(placementPerft(pos, 0)).toBe(1);
    for (const depth of [-1, 1.5, Number.NaN]) {
      expect(() => placementPerft(pos, depth)).toThrow(expect.objectContaining({ code: 'ERR_OPTIONS' }));
    }
  });

  it('has no placement during the pie moves', () => {
    const pos = linage.create({ size: 5, pie: true });
    expect(placementPerft(pos, 1)).toBe(0);
    expect(placementPerft(pos, 2)).toBe(0);
  });
});
