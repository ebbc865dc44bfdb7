import { OptionsError } from '@quadrille/core';
import { linage, view } from '@quadrille/linage';
import { describe, expect, it } from 'vitest';

describe('view', () => {
  it('starts with one free region: no region or line overlays, Vertical to move', () => {
    const v = view(linage.create({ size: 5 }));
    expect(v.colours.map((c) => [c.name, c.seat])).toEqual([
      ['Vertical', 0],
      ['Horizontal', 1],
      ['Stone', undefined],
    ]);
    expect(v.overlays).toEqual([]);
    expect([v.toMove, v.seatToMove]).toEqual([0, 0]);
  });

  it('draws stones and the regions each side owns, with the lines that make them theirs', () => {
    const pos = linage.create({ size: 5 });
    // A wall of stones on rank 2 leaves rank 1 (a row of 5: horizontal lines only) to Horizontal.
    for (const m of ['a2', 'pass', 'b2', 'pass', 'c2', 'pass', 'd2', 'pass', 'e2'])
      pos.play(linage.parseMove(pos, m));
    const v = view(pos);
    expect(v.cells.filter((c) => c.owner === 2).map((c) => c.name)).toEqual(['a2', 'b2', 'c2', 'd2', 'e2']);
    const region = v.overlays.find((o) => o.kind === 'region' && o.owner === 1)!;
    expect(region.cells.map((c) => v.cells[c]!.name)).toEqual(['a1', 'b1', 'c1', 'd1', 'e1']);
    const lines = v.overlays.filter((o) => o.kind === 'line');
    expect(lines.map((l) => [l.owner, l.cells.map((c) => v.cells[c]!.name)])).toEqual([
      [1, ['a1', 'b1', 'c1', 'd1', 'e1']],
    ]);
    for (const r of pos.regions()) {
      if (r.owner === 'free')
        expect(v.overlays.some((o) => o.kind === 'region' && o.cells.includes(r.cells.first()!))).toBe(false);
    }
    expect(v.colours[1]!.score).toBe(pos.score().horizontal);
    expect(() => view(pos, { targets: 'yes' } as never)).toThrow(OptionsError);
  });
});
