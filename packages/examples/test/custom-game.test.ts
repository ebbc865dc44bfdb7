/**
 * docs/custom-game.md, checked: its code blocks are the regions of this package's source (and of
 * this file) verbatim, its "Play it" example prints what its comments say, and the tests below
 * are the page's property tests, run.
 */

// #region test
import { mnk } from '@quadrille/examples';
import { arbPositionWithMove, checkGame } from '@quadrille/testing';
import * as fc from 'fast-check';
import { expect, it } from 'vitest';

it('keeps every protocol invariant, undo and keys included', () => {
  const report = checkGame(mnk, { options: { width: 4, height: 4, k: 3 }, runs: 50, seed: 1 });
  expect(report.skipped).toEqual([]); // nothing left unchecked
});

it('undo takes back exactly the stone just placed', () => {
  fc.assert(
    fc.property(arbPositionWithMove(mnk, { width: 4, k: 3 }), ({ position, move }) => {
      const board = position.board.slice();
      const key = position.key();
      position.play(move);
      expect(position.board[move]).toBe(1 - position.turn); // the mover's stone
      expect(position.undo()).toBe(move);
      expect(position.board).toEqual(board);
      expect(position.key()).toBe(key);
    }),
  );
});

// #endregion

import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import * as examples from '@quadrille/examples';
import { describe } from 'vitest';
import { region, runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const pageUrl = new URL('../../../docs/custom-game.md', import.meta.url);
const page = readFileSync(pageUrl, 'utf8');
const source = (file: string) => readFileSync(new URL(`../src/mnk/${file}`, import.meta.url), 'utf8');

describe('docs/custom-game.md', () => {
  it.each([
    ['options.ts', 'options'],
    ['position.ts', 'types'],
    ['position.ts', 'state'],
    ['position.ts', 'legal-moves'],
    ['position.ts', 'play'],
    ['keys.ts', 'keys'],
    ['position.ts', 'undo'],
    ['position.ts', 'canonical-key'],
    ['position.ts', 'rest'],
    ['json.ts', 'from-json'],
    ['notation.ts', 'notation'],
    ['view.ts', 'view'],
    ['game.ts', 'game'],
  ])('shows %s region "%s" verbatim', (file, name) => {
    expect(page).toContain(`\`\`\`ts\n${region(source(file), name)}\`\`\``);
  });

  it('shows the property tests of this file verbatim', () => {
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    expect(page).toContain(`\`\`\`ts\n${region(here, 'test')}\`\`\``);
  });

  it('"Play it" prints what its comments say', () => {
    expect(runSnippet(snippet(pageUrl, '## 11. Play it'), { ...core, ...examples })).toBe(7);
  });

  it('has no code block left unchecked', () => {
    const blocks = [...page.matchAll(/^```ts\n/gm)].length;
    expect(blocks).toBe(13 + 1 + 1);
  });
});
