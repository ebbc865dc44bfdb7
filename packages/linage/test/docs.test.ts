/**
 * The worked example of docs/games/linage.md, run step by step; the board diagrams printed in the
 * guide are compared with `render` so the page cannot drift from the engine.
 */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import * as linagePackage from '@quadrille/linage';
import { linage, render } from '@quadrille/linage';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const guideUrl = new URL('../../../docs/games/linage.md', import.meta.url);
const guide = readFileSync(guideUrl, 'utf8');
const example = guide.slice(guide.indexOf('## Worked example'));
const diagrams = [...example.matchAll(/```text\n([\s\S]*?)\n```/g)].map((m) => m[1]);
const exports = { ...core, ...linagePackage };

describe('docs/games/linage.md worked example', () => {
  it('plays as the guide says', () => {
    expect(diagrams.length).toBe(2);
    const pos = linage.create({ size: 5, komi: 0.5 });
    for (const move of ['c3', 'b3', 'd3', 'a3']) pos.play(linage.parseMove(pos, move));
    expect(render(pos)).toBe(diagrams[0]);
    pos.play(linage.parseMove(pos, 'e3'));
    expect(pos.legalMoves()).toEqual([25]);
    expect(render(pos)).toBe(diagrams[1]);
    pos.play(linage.parseMove(pos, 'pass'));
    pos.play(linage.parseMove(pos, 'pass'));
    expect(pos.outcome()).toEqual({ scores: [0, 20.5], winners: [1] });
  });

  it('refuses the corner seal', () => {
    const fresh = linage.create({ size: 5 });
    fresh.play(linage.parseMove(fresh, 'a2'));
    expect(fresh.illegalReason(1)).toBe('lineless-region');
    expect(() => linage.parseMove(fresh, 'b1')).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'lineless-region' }),
    );
  });

  it('runs the pie rule', () => {
    const pie = linage.create({ pie: true });
    pie.play(linage.parseMove(pie, 'komi=6.5'));
    pie.play(linage.parseMove(pie, 'horizontal'));
    expect([pie.turn, pie.komi, pie.verticalSeat, pie.sideToMove]).toEqual([0, 6.5, 0, 'vertical']);
  });

  it('runs as written: it prints the boards shown and what its comments say', () => {
    const [start, closed, seal, pie] = [...example.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
    const printed = [...diagrams[0]!.split('\n'), 'pass', ...diagrams[1]!.split('\n')];
    expect(runSnippet(`${start}\n${closed}`, exports, printed)).toBe(17);
    expect(runSnippet(seal!, exports)).toBe(2);
    expect(runSnippet(pie!, exports)).toBe(1);
  });

  it('documents the perft facts the tests check', () => {
    expect(guide).toContain('14,512');
    expect(guide).toContain('perft(pos, 2) = placementPerft(pos, 2) + 2 × placementPerft(pos, 1) + 1');
  });

  it('takes back a move and keys transpositions as the guide says', () => {
    expect(runSnippet(snippet(guideUrl, '## Undo and keys'), linagePackage)).toBe(3);
  });
});
