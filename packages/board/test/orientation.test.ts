import { ORIENTATIONS, orient } from '@quadrille/board';
import { talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';

/** A 3-wide, 2-high view: a1 b1 c1 / a2 b2 c2, with an overlay on b1. */
const view = {
  ...talpa.view(talpa.create({ size: 4 })),
  width: 3,
  height: 2,
  cells: ['a1', 'b1', 'c1', 'a2', 'b2', 'c2'].map((name) => ({ name })),
  overlays: [{ kind: 'highlight' as const, cells: [1] }],
};

/** The screen's rows, top first, as cell names. */
function rows(o: ReturnType<typeof orient>): string[] {
  const out: string[] = [];
  for (let r = o.view.height - 1; r >= 0; r--) {
    out.push(
      o.view.cells
        .slice(r * o.view.width, (r + 1) * o.view.width)
        .map((c) => c.name)
        .join(' '),
    );
  }
  return out;
}

describe('orient', () => {
  it('turns the board a quarter at a time, clockwise', () => {
    expect(rows(orient(view, 0))).toEqual(['a2 b2 c2', 'a1 b1 c1']);
    expect(rows(orient(view, 90))).toEqual(['a1 a2', 'b1 b2', 'c1 c2']);
    expect(rows(orient(view, 180))).toEqual(['c1 b1 a1', 'c2 b2 a2']);
    expect(rows(orient(view, 270))).toEqual(['c2 c1', 'b2 b1', 'a2 a1']);
  });

  it('maps cells both ways, overlays with them, and labels the new columns and rows', () => {
    for (const o of ORIENTATIONS) {
      const t = orient(view, o);
      for (let c = 0; c < 6; c++) {
        expect(t.toGame(t.toScreen(c))).toBe(c);
        expect(t.view.cells[t.toScreen(c)]!.name).toBe(view.cells[c]!.name);
      }
      expect(t.view.overlays[0]!.cells).toEqual([t.toScreen(1)]);
    }
    expect(orient(view, 0).columnLabels).toEqual(['a', 'b', 'c']);
    expect(orient(view, 0).rowLabels).toEqual(['1', '2']);
    expect(orient(view, 180).columnLabels).toEqual(['c', 'b', 'a']);
    expect(orient(view, 90).columnLabels).toEqual(['1', '2']);
    expect(orient(view, 90).rowLabels).toEqual(['c', 'b', 'a']);
    expect(orient(view, 270).rowLabels).toEqual(['a', 'b', 'c']);
  });
});
