/**
 * docs/getting-started.md, run: its ```ts blocks, in order, as one program (each block after the
 * first continues the one before it: they share the position `pos`), print what their `// =>`
 * comments say.
 */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import * as talpaPackage from '@quadrille/talpa';
import { expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';

const page = readFileSync(new URL('../../../docs/getting-started.md', import.meta.url), 'utf8');
const blocks = [...page.matchAll(/^```ts\n([\s\S]*?)\n```/gm)].map((m) => m[1]!);

it('runs every block, printing what the comments say', () => {
  expect(blocks).toHaveLength(7);
  expect(runSnippet(blocks.join('\n'), { ...core, ...talpaPackage })).toBe(12);
});
