/** The `@example` blocks of the package's TSDoc, run as written: each prints what its `// =>` comments say. */
import { readdirSync, readFileSync } from 'node:fs';
import * as ai from '@quadrille/ai';
import { mnk } from '@quadrille/examples';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { runAsyncSnippet } from '../../../test-support/doc-snippets.js';
import * as play from '../src/index.js';
import * as node from '../src/node.js';

const dir = new URL('../src/', import.meta.url);
// The thread pool's examples name thread modules of their own: thread-pool.test.ts runs such a pool.
const blocks = readdirSync(dir)
  .filter((file) => file !== 'thread-pool.ts')
  .flatMap((file) => {
    const text = readFileSync(new URL(file, dir), 'utf8').replace(/^\s*\* ?/gm, '');
    return [...text.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => [file, m[1]!] as const);
  });

describe('@example blocks', () => {
  it('cover the loop, matches, levels, specs, players and game loading', () => {
    const files = new Set(blocks.map(([file]) => file));
    for (const file of [
      'game-loop.ts',
      'match.ts',
      'levels.ts',
      'player-spec.ts',
      'players.ts',
      'game-loading.ts',
    ])
      expect(files).toContain(file);
  });

  it.each(blocks)('%s: runs as written', async (_file, code) => {
    const printed = await runAsyncSnippet(code, { ...ai, ...play, ...node, mnk, talpa });
    expect(printed).toBeGreaterThanOrEqual(code.includes('// =>') ? 1 : 0);
  });
});
