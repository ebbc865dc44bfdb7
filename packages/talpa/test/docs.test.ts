/**
 * The worked example of docs/games/talpa.md, run as written: its code blocks print what their
 * comments say, and its board diagrams are what `render` draws at those points of the game.
 */
import { readFileSync } from 'node:fs';
import * as talpaPackage from '@quadrille/talpa';
import { render, talpa } from '@quadrille/talpa';
import * as testingPackage from '@quadrille/testing';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const page = readFileSync(new URL('../../../docs/games/talpa.md', import.meta.url), 'utf8');
const example = page.slice(page.indexOf('## Worked example'), page.indexOf('## Facts the tests check'));
const blocks = (lang: string) =>
  [...example.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\\n\`\`\``, 'g'))].map((m) => m[1]!);

describe('docs/games/talpa.md worked example', () => {
  it('runs and prints what its comments say', () => {
    const code = blocks('ts');
    expect(code).toHaveLength(2);
    expect(runSnippet(code.join('\n'), talpaPackage)).toBe(6);
  });

  it('the undo and keys section runs and prints what its comments say', () => {
    const code = /```ts\n([\s\S]*?)\n```/.exec(page.slice(page.indexOf('## Undo and keys')))![1]!;
    expect(runSnippet(code, talpaPackage)).toBe(3);
  });

  it('shows the boards render draws', () => {
    const pos = talpa.create({ size: 4 });
    const diagrams = [render(pos)];
    for (const move of ['b4xa4', 'd1xd2', 'a1xb1', 'd3xd4', 'b2xa2', 'b3xc3', 'c1xc2', 'd2xc2']) {
      pos.play(talpa.parseMove(pos, move));
    }
    diagrams.push(render(pos));
    pos.play(talpa.parseMove(pos, 'b1'));
    diagrams.push(render(pos));
    expect(blocks('text')).toEqual(diagrams);
  });
});

describe('docs/studies.md', () => {
  it('the invariant check of Talpa 6×6 prints what its comment says', () => {
    const code = snippet(
      new URL('../../../docs/studies.md', import.meta.url),
      '## 1. The variant is correct',
    );
    expect(runSnippet(code, { ...talpaPackage, ...testingPackage })).toBe(1);
  });
});
