// The quick start of packages/solve/README.md, run as written, and its Errors table against the
// reasons the source throws.
import { readFileSync } from 'node:fs';
import { mnk } from '@quadrille/examples';
import { expect, it } from 'vitest';
import { runAsyncSnippet, snippet } from '../../../test-support/doc-snippets.js';
import * as solve from '../src/index.js';

it('runs the README quick start', async () => {
  const code = snippet(new URL('../README.md', import.meta.url), '## Quick start');
  expect(await runAsyncSnippet(code, { ...solve, mnk })).toBe(3);
});

it("names every reason the package throws in the README's Errors table", () => {
  const dir = new URL('../src/', import.meta.url);
  const src = [
    'options.ts',
    'table.ts',
    'solver.ts',
    'proof.ts',
    'check-proof.ts',
    'checkpoint.ts',
    'queue/assemble.ts',
    'queue/results.ts',
    'queue/worker.ts',
  ]
    .map((f) => readFileSync(new URL(f, dir), 'utf8'))
    .join('\n');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('## Errors'), readme.indexOf('## License'));
  const reasons = new Set([...src.matchAll(/Error\([^;]*?'([a-z]+(?:-[a-z]+)+)'\)/gs)].map((m) => m[1]!));
  expect(reasons.size).toBeGreaterThan(8);
  for (const reason of reasons) expect(table, reason).toContain(`\`${reason}\``);
});
