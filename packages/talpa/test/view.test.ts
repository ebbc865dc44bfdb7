import { OptionsError, Rng, randomPlayout } from '@quadrille/core';
import { talpa, view, winningPath } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';

describe('view', () => {
  it('shows the opening checkerboard: every square a stone of its owner, Red to move', () => {
    const pos = talpa.create({ size: 6 });
    const v = view(pos);
    expect([v.game, v.width, v.height, v.over, v.toMove, v.seatToMove]).toEqual(['talpa', 6, 6, false, 0, 0]);
    v.cells.forEach((c, i) => {
      expect(c.name).toBe(pos.grid.name(i));
      expect(c.owner).toBe(pos.pieceAt(i));
      expect(c.glyph).toBe('stone');
    });
    expect(v.colours.map((c) => c.name)).toEqual(['Red', 'Blue']);
    expect(v.overlays).toEqual([]);
  });

  it('marks the last capture and, at the end, the winning path in order', () => {
    const pos = talpa.create({ size: 6 });
    const first = pos.legalMoves()[0]!;
    pos.play(first);
    const last = view(pos).overlays.find((o) => o.kind === 'last-move')!;
    expect(last.cells.length).toBe(2);
    const done = randomPlayout(pos, new Rng(3));
    const v = view(done);
    expect(v.over).toBe(true);
    expect(v.toMove).toBeUndefined();
    expect(v.colours.map((c) => c.score)).toEqual(done.outcome()!.scores);
    const path = winningPath(done);
    const drawn = v.overlays.find((o) => o.kind === 'path');
    expect(drawn?.cells).toEqual(path);
  });

  it('lists the squares legal moves use as targets, on request only', () => {
    const pos = talpa.create({ size: 6 });
    expect(view(pos).overlays.some((o) => o.kind === 'targets')).toBe(false);
    const targets = view(pos, { targets: true }).overlays.find((o) => o.kind === 'targets')!;
    expect(targets.cells.length).toBeGreaterThan(0);
    expect(() => view(pos, { colour: true } as never)).toThrow(OptionsError);
  });
});
