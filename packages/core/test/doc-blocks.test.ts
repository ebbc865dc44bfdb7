/**
 * Every ```ts block of the guides and READMEs type-checks under `strict` (see
 * test-support/doc-blocks.ts for the conventions), checked in one program together with a small
 * page of known faults, so that the report is known to name the file, line and block.
 */
import { describe, expect, it } from 'vitest';
import { allDocBlocks, checkDocBlocks, docBlocks } from '../../../test-support/doc-blocks.js';

/** A page with one fault in a continued block, an excerpt, and one fault in a block of its own. */
const FAULTS = [
  'A page.',
  '',
  '```ts',
  "import { Grid } from '@quadrille/core';",
  '',
  'const grid = Grid.of(3);',
  '```',
  '',
  '```ts',
  '// continues the previous example',
  'const name: number = grid.name(0);',
  '```',
  '',
  '<!-- excerpt: not TypeScript at all -->',
  '```ts',
  'this is not a program',
  '```',
  '',
  '```sh',
  'npx tsx example.ts',
  '```',
  '',
  '```ts',
  'console.log(grid);',
  '```',
  '',
].join('\n');

describe('the ```ts blocks of the guides and READMEs', () => {
  const blocks = allDocBlocks();
  const faults = docBlocks('test-support/faults.md', FAULTS);

  it('are found, with the continued blocks and excerpts marked', () => {
    expect(blocks.length).toBeGreaterThan(70);
    expect(blocks.filter((b) => b.excerpt !== undefined).length).toBeGreaterThan(10);
    expect(faults.map((b) => [b.index, b.line, b.continues, b.excerpt])).toEqual([
      [1, 4, false, undefined],
      [2, 10, true, undefined],
      [3, 16, false, 'not TypeScript at all'],
      [4, 24, false, undefined],
    ]);
  });

  it('type-check under strict against the packages’ sources; errors name the file, line and block', () => {
    const errors = checkDocBlocks([...blocks, ...faults]).map((e) => `${e.where}: ${e.message}`);
    expect(errors).toEqual([
      "test-support/faults.md:11 (block 2): TS2322: Type 'string' is not assignable to type 'number'.",
      "test-support/faults.md:24 (block 4): TS2304: Cannot find name 'grid'.",
    ]);
  });

  it('a fence left open, or opened inside a block, is an error', () => {
    expect(() => docBlocks('a.md', '```ts\nconst a = 1;\n')).toThrow('a.md:1: a code block never closes');
    expect(() => docBlocks('a.md', '```ts\nconst a = 1;\n```ts\n```\n')).toThrow(
      'a.md:3: a fence opens inside the block of line 1',
    );
  });
});
