import { linage, render } from '@quadrille/linage';
import { describe, expect, it } from 'vitest';

describe('render', () => {
  it('draws stones, free points and owned regions, with the status and score', () => {
    const pos = linage.create({ size: 4, komi: 2 });
    for (const t of ['a3', 'b3']) pos.play(linage.parseMove(pos, t));
    expect(render(pos)).toBe(
      [
        '4 . . . .',
        '3 # # . .',
        '2 . . . .',
        '1 . . . .',
        '  a b c d',
        'Vertical to move · komi 2',
        'Vertical 0, Horizontal 2 (komi 2), free 14',
      ].join('\n'),
    );
    // Closing row 3 leaves two regions without vertical lines: Horizontal's.
    for (const t of ['c3', 'd3']) pos.play(linage.parseMove(pos, t));
    expect(render(pos)).toBe(
      [
        '4 h h h h',
        '3 # # # #',
        '2 h h h h',
        '1 h h h h',
        '  a b c d',
        'Vertical to move · komi 2',
        'Vertical 0, Horizontal 14 (komi 2), free 0',
      ].join('\n'),
    );
  });

  it('shows the pie phases and the result', () => {
    const pos = linage.create({ size: 3, pie: true });
    expect(render(pos).split('\n')[4]).toBe('Seat 0 chooses the komi · pie rule');
    pos.play(linage.parseMove(pos, 'komi=0.5'));
    expect(render(pos).split('\n')[4]).toBe('Seat 1 chooses a side · pie rule · komi 0.5');
    for (const t of ['vertical', 'pass', 'pass']) pos.play(linage.parseMove(pos, t));
    expect(render(pos).split('\n')[4]).toBe('Horizontal wins · komi 0.5');
  });

  it('pads wide boards: two-digit ranks and two-letter files', () => {
    const lines = render(linage.create({ width: 27, height: 10 })).split('\n');
    expect(lines[0]).toBe(`10 ${Array(27).fill(' .').join(' ')}`);
    expect(lines[10]!.endsWith(' z aa')).toBe(true);
  });

  it('draws a vertical-owned region with v', () => {
    const pos = linage.create({ size: 4 });
    for (const t of ['c1', 'pass', 'c2', 'pass', 'c3', 'pass', 'c4']) pos.play(linage.parseMove(pos, t));
    expect(render(pos).split('\n').slice(0, 4)).toEqual(['4 v v # v', '3 v v # v', '2 v v # v', '1 v v # v']);
  });
});
