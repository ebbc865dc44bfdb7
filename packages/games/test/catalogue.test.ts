/**
 * The catalogue: the four games, each a well-formed description, found by id; and the README's
 * example, run as written.
 */
import { readFileSync } from 'node:fs';
import { blokus } from '@quadrille/blokus';
import * as core from '@quadrille/core';
import { descriptionProblems, gamesOfModule } from '@quadrille/core';
import * as games from '@quadrille/games';
import { linage } from '@quadrille/linage';
import { linkage } from '@quadrille/linkage';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';

describe('catalogue', () => {
  it('lists the four games’ own descriptions, in order, each well-formed', () => {
    expect(games.catalogue).toEqual([blokus, linkage, linage, talpa]);
    for (const game of games.catalogue) expect(descriptionProblems(game), game.id).toEqual([]);
  });

  it('finds a game by id', () => {
    expect(games.gameById('linage')).toBe(linage);
    expect(games.gameById('chess')).toBeUndefined();
  });

  it('is what a tool finds in the module, in the catalogue’s order', () => {
    expect(gamesOfModule(games, '@quadrille/games')).toEqual([...games.catalogue]);
  });

  it('runs the README example as written', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const code = /```ts\n([\s\S]*?)\n```/.exec(readme)![1]!;
    expect(runSnippet(code, { ...core, ...games })).toBe(9);
  });
});
