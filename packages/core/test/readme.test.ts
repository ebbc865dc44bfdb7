/**
 * The examples of the README (and the game-generic one of docs/getting-started.md), run. The
 * quick start and the errors example print what their `// =>` comments say; the game-generic
 * code lies between `// README <name>` and `// README end` markers below, and the first test
 * checks that the documents show exactly that code (import lines aside), so they cannot drift
 * apart.
 */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import { type AnyGame, next, perft, Rng, randomPlayout } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const readmeUrl = new URL('../README.md', import.meta.url);
const readme = readFileSync(readmeUrl, 'utf8');
const guide = readFileSync(new URL('../../../docs/getting-started.md', import.meta.url), 'utf8');
const self = readFileSync(new URL(import.meta.url), 'utf8');

/** The lines between `// README name` and `// README end`, de-indented. */
function markedRegion(name: string): string {
  const lines = self.split('\n');
  const start = lines.findIndex((l) => l.trim() === `// README ${name}`);
  const end = lines.findIndex((l, i) => i > start && l.trim() === '// README end');
  const body = lines.slice(start + 1, end);
  const indent = Math.min(...body.filter((l) => l.trim() !== '').map((l) => l.length - l.trimStart().length));
  return body.map((l) => l.slice(indent)).join('\n');
}

/** The fenced ```ts blocks of a Markdown text, without import lines. */
function tsBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) =>
    m[1]!
      .split('\n')
      .filter((l) => !l.startsWith('import '))
      .join('\n')
      .trim(),
  );
}

describe('README', () => {
  it('shows exactly the code these tests run', () => {
    const blocks = tsBlocks(readme);
    expect(blocks).toContain(markedRegion('any-game').trim());
    expect(blocks.length).toBe(3);
  });

  it('quick start prints what its comments say', () => {
    expect(runSnippet(snippet(readmeUrl, '## Quick start'), core)).toBe(4);
  });

  it('any game', () => {
    // README any-game
    /** Works with any Quadrille game: blokus, linkage, linage, talpa, or your own. */
    function tryOut(game: AnyGame, seed: number) {
      const start = game.create();
      const opening = start.legalMoves()[0]!;
      const after = next(start, opening); // `start` itself is unchanged
      const end = randomPlayout(after, new Rng(seed));
      return {
        opening: game.formatMove(start, opening),
        perft2: perft(start, 2), // move sequences of length 2
        plies: end.history.length,
        outcome: end.outcome(), // { scores, winners }
        saved: JSON.stringify(end.toJSON()), // restore with game.fromJSON(JSON.parse(saved))
      };
    }
    // README end
    const result = tryOut(mnk, 7);
    expect(result.opening).toBe('a1');
    expect(result.perft2).toBe(72);
    expect(result.plies).toBeGreaterThanOrEqual(5);
    expect(result.plies).toBeLessThanOrEqual(9);
    expect(result.outcome?.scores.length).toBe(2);
    expect(mnk.fromJSON(JSON.parse(result.saved)).history.length).toBe(result.plies);
    expect(tryOut(mnk, 7)).toEqual(result);
  });

  it('the errors example prints what its comment says', () => {
    expect(runSnippet(snippet(readmeUrl, '## Errors, in short'), core)).toBe(1);
  });

  it("the getting-started guide's game-generic example", () => {
    const region = markedRegion('guide-any-game').trim();
    expect(tsBlocks(guide).some((block) => block.includes(region))).toBe(true);
    // README guide-any-game
    /** A seeded random game of any Quadrille game, in the game's notation. */
    function randomGameRecord(game: AnyGame, seed: number): string {
      const pos = game.create();
      const rng = new Rng(seed); // the same seed, the same game
      const record: string[] = [];
      while (!pos.isOver()) {
        const move = rng.pick(pos.legalMoves());
        record.push(game.formatMove(pos, move));
        pos.play(move);
      }
      return `${record.join(' ')} → winners: ${pos.outcome()!.winners.join(', ')}`;
    }
    // README end
    const record = randomGameRecord(mnk, 3);
    expect(record).toBe(randomGameRecord(mnk, 3));
    expect(record).toMatch(/^([a-c][1-3] ){4,8}[a-c][1-3] → winners: (0|1|0, 1)$/);
  });
});
