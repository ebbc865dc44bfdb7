/** The `@example` blocks of the package's main entry points, run as written. */
import { readFileSync } from 'node:fs';
import * as talpa from '@quadrille/talpa';
import { expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';
import * as ai from '../src/index.js';

/** The ```ts blocks of the TSDoc comments of `file` in src/. */
function examplesOf(file: string): string[] {
  const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8').replace(/^\s*\* ?/gm, '');
  return [...text.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
}

it('mctsPlayer', () => {
  const [code] = examplesOf('mcts.ts');
  expect(runSnippet(code!, { ...ai, ...talpa })).toBe(1);
});
