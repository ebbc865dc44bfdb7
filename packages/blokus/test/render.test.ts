import { blokus, render } from '@quadrille/blokus';
import { describe, expect, it } from 'vitest';

describe('render', () => {
  it('draws the board top rank first with starting points, files and who moves', () => {
    const pos = blokus.create({ variant: 'duo', width: 6, height: 6, startPoints: ['b5', 'e2'] });
    pos.play(blokus.parseMove(pos, 'b5,b6'));
    expect(render(pos)).toBe(
      [
        '6 . P . . . .',
        '5 . P . . . .',
        '4 . . . . . .',
        '3 . . . . . .',
        '2 . . . . + .',
        '1 . . . . . .',
        '  a b c d e f',
        'Orange to move',
      ].join('\n'),
    );
  });

  it('says when the game is over, and who won', () => {
    const pos = blokus.create({
      variant: 'duo',
      width: 5,
      height: 5,
      pieces: ['1'],
      startPoints: ['a1', 'e5'],
    });
    pos.play(blokus.parseMove(pos, 'a1'));
    pos.play(blokus.parseMove(pos, 'e5'));
    expect(render(pos).split('\n').at(-1)).toBe('Draw');
    expect(render(pos).split('\n')[0]).toBe('5 . . . . O');
  });
});
