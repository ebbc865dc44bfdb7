/** The `@example` blocks of the kit's main entry points, run as written. */
import { readFileSync } from 'node:fs';
import * as examples from '@quadrille/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSnippet } from '../../../test-support/doc-snippets.js';
import * as testing from '../src/index.js';

/** The ```ts blocks of the TSDoc comments of `file` in src/. */
function examplesOf(file: string): string[] {
  const text = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8').replace(/^\s*\* ?/gm, '');
  return [...text.matchAll(/```ts\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
}

const exports = { ...examples, ...testing, fc };

describe('@example blocks', () => {
  it('checkGame', () => {
    const [code] = examplesOf('check-game.ts');
    expect(runSnippet(code!, exports)).toBe(1);
  });

  it('checkDescription', () => {
    const [code] = examplesOf('check-description.ts');
    expect(runSnippet(code!, exports)).toBe(1);
  });

  it('checkVariants', () => {
    const [code] = examplesOf('check-variants.ts');
    expect(() => runSnippet(code!, exports)).not.toThrow();
  });

  it('describeGame, with a runner that records and runs what it is given', () => {
    const [code] = examplesOf('describe-game.ts');
    const names: string[] = [];
    const runner = {
      describe: (name: string, body: () => void) => {
        names.push(name);
        body();
      },
      it: (name: string, test: () => void) => {
        names.push(name);
        test();
      },
    };
    runSnippet(code!, { ...exports, ...runner });
    expect(names).toEqual(['mnk keeps every protocol invariant', '{"width":3}', '5×4, k=4']);
  });
});
