/**
 * Each game's guide (docs/games/<id>.md) shows its options table as core's `describeOptions`
 * writes it from the game's own options schema: the table cannot drift from what `create`
 * accepts (the schema itself is checked against `create` by `checkDescription`).
 */
import { readFileSync } from 'node:fs';
import { describeOptions } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/index.js';

describe.each(catalogue.map((game) => [game.id, game] as const))('docs/games/%s.md', (id, game) => {
  it('shows the options table generated from its options schema', () => {
    expect(game.options, `${id} has an options schema`).toBeDefined();
    const page = readFileSync(new URL(`../../../docs/games/${id}.md`, import.meta.url), 'utf8');
    expect(page).toContain(
      `<!-- generated: describeOptions(${id}.options); packages/games/test/options-docs.test.ts checks it -->\n${describeOptions(game.options!)}\n`,
    );
  });
});
