/**
 * The controller's examples in the board's README and guide (docs/board.md), run in Node as
 * written: what they print must be what their `// =>` comments say. (The element's examples are
 * browser code: readme.e2e.ts and guides.e2e.ts run those in Chromium.)
 */
import * as ai from '@quadrille/ai';
import * as controller from '@quadrille/board/controller';
import * as games from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { runAsyncSnippet, runSnippet, snippet } from '../../../test-support/doc-snippets.js';

describe('the controller’s examples', () => {
  it('README: a board driven by a view of one’s own', () => {
    const code = snippet(new URL('../README.md', import.meta.url), '## Without the DOM: the controller');
    expect(runSnippet(code, { ...controller, ...games })).toBe(4);
  });

  it('docs/board.md: the person against a computer, and an undo of both moves', async () => {
    const guide = new URL('../../../docs/board.md', import.meta.url);
    const code = snippet(guide, "## Without the DOM: the board's controller");
    expect(await runAsyncSnippet(code, { ...ai, ...controller, ...games })).toBe(4);
  });
});
