/**
 * Runs the README quick start and the worked example of docs/games/linkage.md as written: each
 * code block is executed with the imported names and a console that records what it prints,
 * and the `// => value` comments are compared with the printed lines.
 */
import { readFileSync } from 'node:fs';
import * as core from '@quadrille/core';
import * as linkagePackage from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const modules: Record<string, Record<string, unknown>> = {
  '@quadrille/core': core,
  '@quadrille/linkage': linkagePackage,
};

function codeAfter(file: URL, heading: string): string {
  const text = readFileSync(file, 'utf8');
  const section = text.slice(text.indexOf(heading));
  return /```ts\n([\s\S]*?)\n```/.exec(section)![1]!;
}

/** Runs `code` (imports resolved from `modules`) and returns every line it printed. */
function run(code: string): string[] {
  const names: string[] = [];
  const values: unknown[] = [];
  for (const m of code.matchAll(/^import \{ (.*) \} from '(.*)';$/gm)) {
    for (const name of m[1]!.split(',').map((s) => s.trim())) {
      names.push(name);
      values.push(modules[m[2]!]![name]);
    }
  }
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  const printed: string[] = [];
  const console = { log: (...args: unknown[]) => printed.push(...args.map(String).join(' ').split('\n')) };
  new Function(...names, 'console', body)(...values, console);
  return printed;
}

const expectedOutput = (code: string) => [...code.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]);

describe.each([
  ['README quick start', new URL('../README.md', import.meta.url), '## Quick start'],
  ['docs worked example', new URL('../../../docs/games/linkage.md', import.meta.url), '## Worked example'],
])('%s', (_name, file, heading) => {
  it('prints what its comments say', () => {
    const code = codeAfter(file, heading);
    const expected = expectedOutput(code);
    expect(expected.length).toBeGreaterThan(5);
    expect(run(code)).toEqual(expected);
  });
});

describe('docs/performance.md', () => {
  it('plays a game through legalMovesInto as the guide shows', () => {
    const code = snippet(
      new URL('../../../docs/performance.md', import.meta.url),
      '## Generating into a buffer',
    );
    expect(runSnippet(code, { Rng: core.Rng, linkage: linkagePackage.linkage })).toBe(1);
  });
});
