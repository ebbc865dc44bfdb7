import { render, talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';

describe('render', () => {
  it('draws the start position, top rank first, with a status line', () => {
    expect(render(talpa.create({ width: 3, height: 2 }))).toBe(
      ['2 o x o', '1 x o x', '  a b c', 'Red to move'].join('\n'),
    );
  });

  it('shows empty squares, the side to move and the winner', () => {
    const pos = talpa.create({ size: 2 });
    pos.play(talpa.parseMove(pos, 'a1xb1'));
    expect(render(pos)).toBe(['2 o x', '1 . x', '  a b', 'Blue to move'].join('\n'));
    pos.play(talpa.parseMove(pos, 'a2xb2'));
    // Column a is empty: a path for Red, opened by Blue's move, so Blue loses.
    expect(render(pos)).toBe(['2 . o', '1 . x', '  a b', 'Red wins'].join('\n'));
  });

  it('aligns two-digit ranks and two-letter files', () => {
    const lines = render(talpa.create({ width: 27, height: 10 })).split('\n');
    expect(lines[0]).toBe(
      `10 ${Array.from({ length: 27 }, (_, f) => ((f + 9) % 2 === 0 ? ' x' : ' o')).join(' ')}`,
    );
    expect(lines[9]!.startsWith(' 1  x  o')).toBe(true);
    expect(lines[10]!.endsWith(' z aa')).toBe(true);
  });
});
