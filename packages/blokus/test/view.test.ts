import { blokus, describeMove, view } from '@quadrille/blokus';
import { OptionsError } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('view', () => {
  it('shows an empty Duo board with both starting points and full trays', () => {
    const pos = blokus.create({ variant: 'duo' });
    const v = view(pos);
    expect([v.width, v.height, v.toMove, v.seatToMove, v.over]).toEqual([14, 14, 0, 0, false]);
    expect(v.cells.every((c) => c.owner === undefined)).toBe(true);
    expect(v.colours.map((c) => [c.name, c.seat, c.pieces?.length])).toEqual([
      ['Purple', 0, 21],
      ['Orange', 1, 21],
    ]);
    const starts = v.overlays
      .filter((o) => o.kind === 'highlight')
      .map((o) => o.cells.map((c) => v.cells[c]!.name));
    expect(starts).toEqual([['e10'], ['j5']]);
  });

  it('draws a placed piece, its last-move overlay, and takes it out of the tray', () => {
    const pos = blokus.create({ variant: 'duo' });
    const move = blokus.parseMove(pos, 'e8,d9,e9,f9,e10');
    pos.play(move);
    const v = view(pos);
    const placed = v.cells.filter((c) => c.owner === 0).map((c) => c.name);
    expect(placed.sort()).toEqual(['d9', 'e10', 'e8', 'e9', 'f9']);
    expect(v.overlays.find((o) => o.kind === 'last-move')!.cells).toEqual(describeMove(pos, move, 0).cells);
    expect(v.colours[0]!.pieces!.length).toBe(20);
    expect(v.colours[0]!.pieces!.some((p) => p.name === 'X')).toBe(false);
    expect(v.overlays.filter((o) => o.kind === 'highlight').length).toBe(1); // e10 is taken
    expect(v.status).toBe('Orange to move');
  });

  it('gives classic3’s shared colour no seat, and targets on request', () => {
    const v = view(blokus.create({ variant: 'classic3' }), { targets: true });
    expect(v.colours.map((c) => c.seat)).toEqual([0, 1, 2, undefined]);
    expect(v.overlays.find((o) => o.kind === 'targets')!.cells.length).toBeGreaterThan(0);
    expect(() => view(blokus.create(), { targets: 1 } as never)).toThrow(OptionsError);
  });
});
