import { OptionsError, Rng } from '@quadrille/core';
import { linkage, view } from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';

describe('view', () => {
  it('names the piece colours and the neutral black square, with no colour to move', () => {
    const pos = linkage.create();
    const v = view(pos);
    expect(v.colours.map((c) => c.name)).toEqual(['White', 'Blue', 'Red', 'Yellow', 'Black']);
    expect(v.colours.every((c) => c.seat === undefined)).toBe(true);
    expect(v.toMove).toBeUndefined();
    expect(v.seatToMove).toBe(pos.turn);
  });

  it('shows every square by colour and one group overlay per group of two or more', () => {
    const pos = linkage.create();
    const rng = new Rng(5);
    for (let i = 0; i < 12 && !pos.isOver(); i++) {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
    const v = view(pos);
    v.cells.forEach((c, i) => {
      const colour = pos.colourAt(i);
      expect(c.owner).toBe(colour === -1 ? undefined : colour === -2 ? 4 : colour);
    });
    const groups = pos.groupComponents();
    const big = groups.sizes.filter((s) => s > 1).length;
    expect(v.overlays.filter((o) => o.kind === 'group').length).toBe(big);
    for (const g of v.overlays.filter((o) => o.kind === 'group')) {
      for (const c of g.cells) expect(v.cells[c]!.owner).toBe(g.owner);
    }
    expect(v.overlays.find((o) => o.kind === 'last-move')).toBeDefined();
    expect(() => view(pos, null as never)).toThrow(OptionsError);
  });
});
