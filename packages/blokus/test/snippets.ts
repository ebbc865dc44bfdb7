/**
 * Runs a `ts` code block from the docs as written: imports are dropped (the exports of this
 * package and of core are passed in instead), `console.log` is recorded, and every
 * `// => value` comment must equal the line printed by its statement.
 */
import { readFileSync } from 'node:fs';
import * as blokusPackage from '@quadrille/blokus';
import * as corePackage from '@quadrille/core';
import { expect } from 'vitest';

/** The first ```ts block after `heading` in the Markdown file at `path` (relative to test/). */
export function snippet(path: string, heading: string): string {
  const text = readFileSync(new URL(path, import.meta.url), 'utf8');
  const at = text.indexOf(heading);
  expect(at).toBeGreaterThanOrEqual(0);
  return /```ts\n([\s\S]*?)\n```/.exec(text.slice(at))![1]!;
}

/** Runs `code` and checks its `// =>` comments; returns how many there were. */
export function runSnippet(code: string): number {
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  const printed: string[] = [];
  const console = { log: (...values: unknown[]) => printed.push(values.map(String).join(' ')) };
  const exports: Record<string, unknown> = { ...corePackage, ...blokusPackage };
  const names = Object.keys(exports);
  new Function(...names, 'console', body)(...names.map((n) => exports[n]), console);
  const expected = [...code.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]);
  expect(printed).toEqual(expected);
  return expected.length;
}
