/**
 * Runs the `ts` code blocks of the docs as written, so that a README or guide cannot drift from
 * the code: imports are dropped (the given exports are passed in instead), `console.log` is
 * recorded, and the printed lines must be exactly the `// => value` comments, in order (a value
 * printed over several lines takes one comment per line).
 * Shared by the packages' `readme` and `docs` tests; not published.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The first ```ts block after `heading` in the Markdown file at `url`. */
export function snippet(url: URL, heading: string): string {
  const text = readFileSync(url, 'utf8');
  const at = text.indexOf(heading);
  expect(at, `${heading} in ${url.pathname}`).toBeGreaterThanOrEqual(0);
  return /```ts\n([\s\S]*?)\n```/.exec(text.slice(at))![1]!;
}

/**
 * Runs `code` with `exports` in scope and checks its `// =>` comments; returns how many there
 * were.
 */
export function runSnippet(code: string, exports: Record<string, unknown>): number {
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  const printed: string[] = [];
  const console = {
    log: (...values: unknown[]) => printed.push(...values.map(String).join(' ').split('\n')),
  };
  const names = Object.keys(exports);
  new Function(...names, 'console', body)(...names.map((n) => exports[n]), console);
  const expected = [...code.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]);
  expect(printed).toEqual(expected);
  return expected.length;
}

/** The text between `// #region name` and `// #endregion` in `source`, ending with a newline. */
export function region(source: string, name: string): string {
  const start = source.indexOf(`// #region ${name}\n`);
  const end = source.indexOf('// #endregion', start);
  expect(start, `// #region ${name}`).toBeGreaterThanOrEqual(0);
  return `${source.slice(start + `// #region ${name}\n`.length, end).trimEnd()}\n`;
}
