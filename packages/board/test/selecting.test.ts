import { controlSpecs, guidance, judge, MoveIndex, refusal, selectCell } from '@quadrille/board';
import type { AnyGameDescription, Position } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { blokus, linkage, talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';

function context(game: AnyGameDescription, pos: Position<number>) {
  const view = game.view(pos);
  return {
    game,
    pos,
    index: new MoveIndex(game, pos),
    name: (c: number) => view.cells[c]!.name,
    cell: (name: string) => view.cells.findIndex((c) => c.name === name),
  };
}

describe('selecting cells', () => {
  it('plays a move of one cell at once, and refuses a taken cell with a generic sentence', () => {
    const pos: Position<number> = mnk.create();
    const c = context(mnk, pos);
    expect(selectCell(c, [], c.cell('b2'))).toEqual({ kind: 'play', move: c.cell('b2') });
    pos.play(c.cell('b2'));
    const after = context(mnk, pos);
    expect(selectCell(after, [], c.cell('b2'))).toEqual({
      kind: 'refuse',
      message: 'No legal move uses b2.',
    });
  });

  it('keeps an ordered selection until it makes a move, takes back a cell, and starts again elsewhere', () => {
    const pos = talpa.create({ size: 6 });
    const c = context(talpa, pos);
    const first = selectCell(c, [], c.cell('a1'));
    expect(first).toMatchObject({
      kind: 'select',
      cells: [c.cell('a1')],
      match: { moves: [], extensible: true },
    });
    const move = pos.legalMoves().find((m) => talpa.input.cells(pos, m)[0] === c.cell('a1'))!;
    const to = talpa.input.cells(pos, move)[1]!;
    expect(selectCell(c, [c.cell('a1')], to)).toEqual({ kind: 'play', move });
    expect(selectCell(c, [c.cell('a1')], c.cell('a1'))).toMatchObject({ kind: 'select', cells: [] });
    // A cell that a1 cannot go to: a new selection from it (with a note), as it starts a move.
    const a1 = c.cell('a1');
    const other = c.index.moves
      .map((m) => c.index.cellsOf(m)[0]!)
      .find((f) => f !== a1 && !c.index.match([a1, f]).extensible)!;
    expect(c.index.match([a1, other]).moves).toEqual([]);
    expect(selectCell(c, [a1], other)).toEqual({
      kind: 'select',
      cells: [other],
      match: c.index.match([other]),
      note: `No legal move starts a1 → ${c.name(other)}.`,
    });
  });

  it('tells the person how to go on', () => {
    const pos = talpa.create({ size: 6 });
    const c = context(talpa, pos);
    const step = selectCell(c, [], c.cell('a1'));
    if (step.kind !== 'select') throw new Error('a1 starts a move');
    expect(guidance(step, c, String)).toEqual({ text: 'Now select the next cell.', kind: 'info' });
    expect(guidance({ ...step, note: 'No.' }, c, String)).toEqual({
      text: 'No. Started again from a1.',
      kind: 'error',
    });
    const duo = blokus.create({ variant: 'duo' });
    const d = context(blokus, duo);
    const e10 = selectCell(d, [], d.cell('e10'));
    if (e10.kind !== 'select') throw new Error('e10 starts moves');
    expect(guidance(e10, d, () => 'e10').text).toBe(
      'e10 is a move: confirm it (Enter), or select more cells.',
    );
  });

  it('asks to confirm a selection that is a move and the start of a longer one', () => {
    const pos = blokus.create({ variant: 'duo' });
    const c = context(blokus, pos);
    const step = selectCell(c, [], c.cell('e10'));
    expect(step.kind).toBe('select');
    if (step.kind !== 'select') return;
    expect(step.match.moves).toHaveLength(1); // the monomino
    expect(step.match.extensible).toBe(true);
    expect(
      controlSpecs({ local: true, match: step.match, held: undefined, cellFree: [], notation: String }),
    ).toEqual([
      { kind: 'button', label: `Play ${step.match.moves[0]} (Enter)`, data: { action: 'confirm' } },
      { kind: 'button', label: 'Cancel (Esc)', data: { action: 'cancel' } },
    ]);
  });

  it('names the Blokus rule a selection breaks', () => {
    const pos = blokus.create({ variant: 'duo' });
    const c = context(blokus, pos);
    expect(judge(c, [c.cell('a1')])).toEqual({
      kind: 'refuse',
      message: "Misses the starting point: Purple's first piece must cover e10.",
    });
  });

  it('offers one choice per move when several share the cells (Linkage’s colours)', () => {
    const pos = linkage.create();
    pos.play(pos.legalMoves()[0]!); // the black square, if the setup asks for one
    const c = context(linkage, pos);
    const shared = c.index.moves.find(
      (m) =>
        c.index.moves.filter((o) => o !== m && sameCells(c.index.cellsOf(o), c.index.cellsOf(m))).length > 0,
    )!;
    const cells = [...c.index.cellsOf(shared)];
    const step = judge(c, cells);
    expect(step.kind).toBe('select');
    if (step.kind !== 'select') return;
    expect(step.match.moves.length).toBeGreaterThan(1);
    const specs = controlSpecs({
      local: true,
      match: step.match,
      held: undefined,
      cellFree: [],
      notation: (m) => (linkage as AnyGameDescription).formatMove(pos, m),
    });
    expect(specs.filter((s) => s.kind === 'button' && s.data.choice !== undefined)).toHaveLength(
      step.match.moves.length,
    );
  });

  it('falls back on the generic sentence when a game’s explain throws or says nothing', () => {
    const pos = mnk.create();
    const c = context(mnk, pos);
    const faulty = {
      input: {
        ...mnk.input,
        explain: () => {
          throw new Error('bug');
        },
      },
    };
    expect(refusal({ ...c, game: faulty }, [0, 1])).toBe('No legal move uses a1 and b1.');
  });
});

describe('the index of moves', () => {
  it('gives the cells that can come next, and the moves without a cell', () => {
    const pos = talpa.create({ size: 6 });
    const c = context(talpa, pos);
    const next = c.index.next([c.cell('a1')]);
    expect(next.length).toBeGreaterThan(0);
    for (const to of next) expect(c.index.match([c.cell('a1'), to]).moves.length).toBeGreaterThan(0);
    expect(c.index.cellFree).toEqual([]);
  });

  it('lists many moves without a cell in a menu', () => {
    const specs = controlSpecs({
      local: true,
      match: undefined,
      held: undefined,
      cellFree: Array.from({ length: 12 }, (_, i) => i),
      notation: (m) => `k${m}`,
    });
    expect(specs).toEqual([
      { kind: 'menu', label: 'Other moves', moves: specs[0]!.kind === 'menu' ? specs[0]!.moves : [] },
    ]);
    expect(
      controlSpecs({ local: false, match: undefined, held: undefined, cellFree: [1], notation: String }),
    ).toEqual([]);
  });
});

function sameCells(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}
