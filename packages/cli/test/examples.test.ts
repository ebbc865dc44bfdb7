/** The `@example` block of `main`, run as written (in an async function: it awaits). */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { type Io, main, scriptedLines } from '../src/index.js';

it('main', async () => {
  const source = readFileSync(new URL('../src/main.ts', import.meta.url), 'utf8').replace(/^\s*\* ?/gm, '');
  const code = /```ts\n([\s\S]*?)\n```/.exec(source)![1]!;
  let out = '';
  const io: Io = {
    stdout: { write: (t) => void (out += t) },
    stderr: { write: (t) => void (out += t) },
    stdin: scriptedLines([]),
  };
  const logged: unknown[] = [];
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  const AsyncFunction = (async () => {}).constructor as new (
    ...args: string[]
  ) => (...a: unknown[]) => Promise<void>;
  await new AsyncFunction('main', 'processIo', 'console', body)(main, () => io, {
    log: (v: unknown) => logged.push(v),
  });
  expect(logged).toEqual([0]);
  expect(out).toMatch(/\n1\s+112\s.*\n2\s+11848\s/);
  expect(code).toContain('// => 0');
});
