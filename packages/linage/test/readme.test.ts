/**
 * Runs the README's quick start as written: the code block is executed with a console that
 * records what it prints, and every `// => value` comment is compared with the printed line.
 */
import { readFileSync } from 'node:fs';
import * as linagePackage from '@quadrille/linage';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const quickStart = readme.slice(readme.indexOf('## Quick start'));
const code = /```ts\n([\s\S]*?)\n```/.exec(quickStart)![1]!;

describe('README quick start', () => {
  it('prints what its comments say', () => {
    const body = code
      .split('\n')
      .filter((line) => !line.startsWith('import '))
      .join('\n');
    const printed: string[] = [];
    const console = { log: (...values: unknown[]) => printed.push(values.map(String).join(' ')) };
    new Function('linage', 'render', 'console', body)(linagePackage.linage, linagePackage.render, console);
    const expected = [...code.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]);
    expect(expected.length).toBeGreaterThan(5);
    expect(printed).toEqual(expected);
  });
});
