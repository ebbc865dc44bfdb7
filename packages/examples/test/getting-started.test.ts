/**
 * docs/getting-started.md, run: its ```ts blocks, in order, as one program (they share the
 * position `pos`), print what their `// =>` comments say. The game-generic block (typed code)
 * is run by core's readme test instead.
 */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import * as talpaPackage from '@quadrille/talpa';
import { expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';

const page = readFileSync(new URL('../../../docs/getting-started.md', import.meta.url), 'utf8');
const blocks = [...page.matchAll(/^```ts\n([\s\S]*?)\n```/gm)].map((m) => m[1]!);
const generic = (block: string) => block.includes('function randomGameRecord(game: AnyGame');

it('runs every block, printing what the comments say', () => {
  expect(blocks.filter(generic)).toHaveLength(1);
  const program = blocks.filter((block) => !generic(block)).join('\n');
  expect(runSnippet(program, { ...core, ...talpaPackage })).toBe(9);
});
