import { Direction } from '@quadrille/core';
import { MoveTable } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';

describe('MoveTable', () => {
  it.each([
    [8, 8, 224, 288],
    [6, 6, 120, 156],
    [3, 5, 44, 59],
  ])('on %ix%i: %i captures, pass = %i', (w, h, captures, pass) => {
    const t = MoveTable.of(w, h);
    // Two captures per adjacent pair (one each way), one removal per cell, one pass.
    expect(t.captures).toBe(2 * (w * (h - 1) + h * (w - 1)));
    expect(t.captures).toBe(captures);
    expect(t.removalBase).toBe(captures);
    expect(t.pass).toBe(pass);
    expect(t.size).toBe(pass + 1);
  });

  it('numbers captures by (from, direction N/E/S/W), consistently with captureAt', () => {
    const t = MoveTable.of(5, 4);
    const g = t.grid;
    let last = -1;
    for (let from = 0; from < g.size; from++) {
      for (const d of [Direction.North, Direction.East, Direction.South, Direction.West]) {
        const to = g.orthogonal[from * 4 + d]!;
        const id = t.capture(from, d);
        if (to < 0) {
          expect(id).toBe(-1);
          continue;
        }
        expect(id).toBe(last + 1);
        last = id;
        expect([t.from[id], t.to[id], t.direction[id]]).toEqual([from, to, d]);
      }
    }
    expect(last).toBe(t.captures - 1);
  });

  it('is shared per board size', () => {
    expect(MoveTable.of(7, 3)).toBe(MoveTable.of(7, 3));
    expect(MoveTable.of(7, 3)).not.toBe(MoveTable.of(3, 7));
  });

  it('contains exactly the integer ids 0..pass', () => {
    const t = MoveTable.of(2, 2);
    expect([-1, 0, t.pass, t.pass + 1, 0.5].map((m) => t.contains(m))).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
