import {
  grip,
  keyAction,
  moveCursor,
  pickPiece,
  placeOnScreen,
  trayPieces,
  turnPiece,
} from '@quadrille/board';
import { Polyomino } from '@quadrille/core';
import { blokus, talpa } from '@quadrille/games';
import { describe, expect, it } from 'vitest';

describe('the keys', () => {
  it('cancel anywhere, turn a piece in hand anywhere, and move, select and confirm on the board', () => {
    expect(keyAction('Escape', false, false)).toBe('cancel');
    expect(keyAction('r', false, true)).toBe('rotate');
    expect(keyAction('F', false, true)).toBe('flip');
    expect(keyAction('r', true, false)).toBeUndefined(); // no piece in hand
    expect(keyAction('ArrowUp', true, false)).toBe('cursor');
    expect(keyAction('End', true, false)).toBe('cursor');
    expect(keyAction(' ', true, false)).toBe('select');
    expect(keyAction('Enter', true, false)).toBe('confirm');
    expect(keyAction('Enter', false, false)).toBeUndefined(); // a button's Enter is the button's
    expect(keyAction('x', true, true)).toBeUndefined();
  });
});

describe('the keyboard cursor', () => {
  it('moves one cell per arrow and stops at the edges', () => {
    // 3 × 2 screen: 0 1 2 along the bottom row, 3 4 5 above.
    expect(moveCursor(0, 'ArrowUp', 3, 2)).toBe(3);
    expect(moveCursor(3, 'ArrowUp', 3, 2)).toBe(3);
    expect(moveCursor(4, 'ArrowRight', 3, 2)).toBe(5);
    expect(moveCursor(5, 'ArrowRight', 3, 2)).toBe(5);
    expect(moveCursor(5, 'ArrowDown', 3, 2)).toBe(2);
    expect(moveCursor(1, 'ArrowLeft', 3, 2)).toBe(0);
    expect(moveCursor(4, 'Home', 3, 2)).toBe(3);
    expect(moveCursor(3, 'End', 3, 2)).toBe(5);
    expect(moveCursor(4, 'x', 3, 2)).toBe(4);
  });
});

describe('the piece tray', () => {
  const view = blokus.view(blokus.create({ variant: 'duo' }));

  it('holds the pieces of the colour to move, and none for a game without pieces', () => {
    expect(trayPieces(view)?.map((p) => p.name)).toHaveLength(21);
    expect(trayPieces(talpa.view(talpa.create()))).toBeUndefined();
    expect(pickPiece(view, 'nope')).toBeUndefined();
  });

  it('turns a piece clockwise and flips it left to right', () => {
    const l = { name: 'L', shape: Polyomino.fromAscii('#.\n#.\n##') };
    expect(turnPiece(l, 'rotate').shape.toAscii()).toBe('###\n#..');
    expect(turnPiece(l, 'flip').shape.toAscii()).toBe('.#\n.#\n##');
    let p = l;
    for (let i = 0; i < 4; i++) p = turnPiece(p, 'rotate');
    expect(p.shape.key).toBe(l.shape.key);
  });

  it('puts a piece down centred on the cell under the pointer, or nowhere if it falls off', () => {
    const x = pickPiece(view, 'X')!;
    expect(grip(x.shape)).toEqual([1, 1]);
    // 14 × 14: the X's centre on b2 (cell 15) covers b1, a2, b2, c2, b3.
    expect(placeOnScreen(x.shape, 15, 14, 14)).toEqual([1, 14, 15, 16, 29]);
    expect(placeOnScreen(x.shape, 0, 14, 14)).toBeUndefined();
    expect(placeOnScreen(pickPiece(view, 'I5')!.shape, 0, 14, 14)).toBeUndefined();
  });
});
