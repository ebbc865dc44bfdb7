/**
 * The README's examples and the `@example` blocks of the package's TSDoc, run as written: each
 * prints what its `// =>` comments say.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as examples from '@quadrille/examples';
import * as testing from '@quadrille/testing';
import { describe, expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const exports = { ...examples, ...testing };

/** The ```ts blocks of `text`, with any leading ` * ` of a TSDoc comment removed. */
function blocks(text: string): string[] {
  const plain = text.replace(/^\s*\* ?/gm, '');
  return [...plain.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
}

describe('README', () => {
  it.each(blocks(readme).map((code, i) => [i, code]))('example %i runs as written', (_i, code) => {
    expect(runSnippet(code, exports)).toBeGreaterThan(0);
  });
});

describe('@example blocks', () => {
  const dir = new URL('../src/mnk/', import.meta.url);
  const sources = readdirSync(dir).map((name) => [name, readFileSync(new URL(name, dir), 'utf8')]);
  const all = sources.flatMap(([name, text]) => blocks(text!).map((code) => [name, code]));

  it('every export with an example is covered', () => {
    expect(all.length).toBeGreaterThanOrEqual(3);
  });

  it.each(all)('%s: example runs as written', (_name, code) => {
    expect(runSnippet(code!, exports)).toBeGreaterThan(0);
  });
});
