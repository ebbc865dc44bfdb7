import { mctsPlayer, moveTime } from '@quadrille/ai';
import * as blokusPackage from '@quadrille/blokus';
import * as corePackage from '@quadrille/core';
import * as testingPackage from '@quadrille/testing';
import { describe, expect, it } from 'vitest';
import { runAsyncSnippet, runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const exports = { ...corePackage, ...blokusPackage };
const guide = new URL('../../../docs/games/blokus.md', import.meta.url);

describe('docs/games/blokus.md', () => {
  it('the worked example prints what its comments say', () => {
    expect(runSnippet(snippet(guide, '## Worked example'), exports)).toBeGreaterThan(5);
  });

  it('the variant test prints what its comment says', () => {
    expect(runSnippet(snippet(guide, '## Testing your variant'), { ...exports, ...testingPackage })).toBe(1);
  });
});

describe('docs/ai.md', () => {
  it('the knowledge example (Blokus Duo at level 5) prints what its comment says', async () => {
    // The first ```ts block after the paragraph on `search`, the one after GameKnowledge's excerpt.
    const code = snippet(new URL('../../../docs/ai.md', import.meta.url), 'asks for `exploration: 0`');
    expect(await runAsyncSnippet(code, { ...exports, mctsPlayer })).toBe(1);
  });

  it("the game clock example shows the schedule's times for Duo's first move", () => {
    // The example then plays a move on a minute's clock: too long to run here; its schedule is not.
    const code = snippet(new URL('../../../docs/ai.md', import.meta.url), '### Game clock');
    const pos = blokusPackage.blokus.create({ variant: 'duo' });
    const withKnowledge = moveTime(pos, { remainingMs: 60_000 }, blokusPackage.blokusKnowledge);
    expect(code).toContain(
      `console.log(moveTime(pos, { remainingMs: 60_000 }, blokusKnowledge)); // => ${withKnowledge}`,
    );
    expect(code).toContain(
      `console.log(moveTime(pos, { remainingMs: 60_000 })); // => ${moveTime(pos, { remainingMs: 60_000 })}`,
    );
  });
});
