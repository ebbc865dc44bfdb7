import { blokus, describeMove } from '@quadrille/blokus';
import { IllegalMoveError } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('describeMove', () => {
  it('describes moves', () => {
    const pos = blokus.create({ variant: 'duo' });
    const move = blokus.parseMove(pos, 'e10,e11,f11,g11,g12');
    const d = describeMove(pos, move);
    expect(d).toMatchObject({
      colour: 0,
      colourName: 'purple',
      pieceName: 'Z5',
      cellNames: ['e10', 'e11', 'f11', 'g11', 'g12'],
    });
    expect(d.cells).toEqual(pos.rules.table.cellsOf(move));
    expect(pos.rules.pieceSet.pieces[d.piece]!.orientations[d.orientation]!.size).toBe(5);
  });

  it('describes any colour and rejects non-ids', () => {
    const pos = blokus.create();
    const move = pos.legalMovesOf(3)[0]!;
    expect(describeMove(pos, move, 3).colourName).toBe('green');
    expect(() => describeMove(pos, -1 as never)).toThrow(IllegalMoveError);
  });
});
