/**
 * Runs the `ts` code blocks of the docs as written, so that a README or guide cannot drift from
 * the code: imports are dropped (the given exports are passed in instead), TypeScript's types are
 * stripped, `console.log` is recorded, and the printed lines must be exactly the `// => value`
 * comments, in order (a value printed over several lines takes one comment per line).
 * Shared by the packages' `readme` and `docs` tests; not published. Whether the blocks
 * type-check is test-support/doc-blocks.ts's business.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';

/** The first ```ts block after `heading` in the Markdown file at `url`. */
export function snippet(url: URL, heading: string): string {
  const text = readFileSync(url, 'utf8');
  const at = text.indexOf(heading);
  expect(at, `${heading} in ${url.pathname}`).toBeGreaterThanOrEqual(0);
  return /```ts\n([\s\S]*?)\n```/.exec(text.slice(at))![1]!;
}

/**
 * Runs `code` with `exports` in scope and checks its `// =>` comments (or, when given, that it
 * prints exactly `expected`, line by line); returns how many lines it printed.
 */
export function runSnippet(
  code: string,
  exports: Record<string, unknown>,
  expected?: readonly string[],
): number {
  const { run, printed } = prepare(code, exports, false);
  run();
  return check(code, printed, expected);
}

/** {@link runSnippet} for a block with top-level `await`. */
export async function runAsyncSnippet(
  code: string,
  exports: Record<string, unknown>,
  expected?: readonly string[],
): Promise<number> {
  const { run, printed } = prepare(code, exports, true);
  await run();
  return check(code, printed, expected);
}

const AsyncFunction = (async () => {}).constructor as FunctionConstructor;

function prepare(code: string, exports: Record<string, unknown>, async: boolean) {
  const body = code
    .split('\n')
    .filter((line) => !line.startsWith('import '))
    .join('\n');
  const printed: string[] = [];
  const console = {
    log: (...values: unknown[]) => printed.push(...values.map(String).join(' ').split('\n')),
  };
  const names = Object.keys(exports);
  const make = async ? AsyncFunction : Function;
  let fn: (...args: unknown[]) => unknown;
  try {
    fn = new make(...names, 'console', body) as typeof fn;
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    // Not plain JavaScript: strip the types. The compiler loads only for such a block.
    fn = new make(...names, 'console', stripTypes(body)) as typeof fn;
  }
  return { run: () => fn(...names.map((n) => exports[n]), console), printed };
}

function check(code: string, printed: string[], expected?: readonly string[]): number {
  const wanted = expected ?? [...code.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]);
  expect(printed).toEqual(wanted);
  return wanted.length;
}

/** `code` (TypeScript without imports) as JavaScript. */
function stripTypes(code: string): string {
  const ts = createRequire(import.meta.url)('typescript') as typeof import('typescript');
  return ts.transpileModule(code, { compilerOptions: { target: ts.ScriptTarget.ES2022 } }).outputText;
}

/** The text between `// #region name` and `// #endregion` in `source`, ending with a newline. */
export function region(source: string, name: string): string {
  const start = source.indexOf(`// #region ${name}\n`);
  const end = source.indexOf('// #endregion', start);
  expect(start, `// #region ${name}`).toBeGreaterThanOrEqual(0);
  return `${source.slice(start + `// #region ${name}\n`.length, end).trimEnd()}\n`;
}
