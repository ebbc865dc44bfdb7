import { linkage, render } from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';

describe('render', () => {
  it('draws the board, the marked piece in lower case, and the status', () => {
    const pos = linkage.create();
    for (const m of ['Ra1-b1', 'Yd6-e6']) pos.play(linkage.parseMove(pos, m));
    expect(render(pos)).toBe(
      [
        '7  . . . . . . .',
        '6  . . . y y . .',
        '5  . . . . . . .',
        '4  . . . # . . .',
        '3  . . . . . . .',
        '2  . . . . . . .',
        '1  R R . . . . .',
        '   a b c d e f g',
        'More to move · groups 2/12 · W6 B6 R5 Y5',
      ].join('\n'),
    );
  });

  it('names the setup steps and the winner', () => {
    const pos = linkage.create({ setup: 'pie', width: 2, height: 2, colours: 1, threshold: 1 });
    expect(render(pos).split('\n').at(-1)).toBe('Seat 0 places the black square · groups 0/1 · W6');
    pos.play(linkage.parseMove(pos, 'black a1'));
    expect(render(pos).split('\n').at(-1)).toBe('Seat 1 chooses a role · groups 0/1 · W6');
    pos.play(linkage.parseMove(pos, 'fewer'));
    pos.play(linkage.parseMove(pos, 'Wb1-b2'));
    expect(render(pos)).toBe(['2  . w', '1  # w', '   a b', 'More wins · groups 1/1 · W5'].join('\n'));
  });

  it('widens columns past 26 files', () => {
    const pos = linkage.create({ width: 27, height: 1, black: null });
    expect(render(pos).split('\n')[1]!.trimEnd().endsWith('z  aa')).toBe(true);
  });
});
