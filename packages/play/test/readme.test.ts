// The quick start of packages/play/README.md, run as written, and its Errors table against the
// reasons the source throws.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { runAsyncSnippet, snippet } from '../../../test-support/doc-snippets.js';
import * as play from '../src/index.js';

it('runs the README quick start', async () => {
  const code = snippet(new URL('../README.md', import.meta.url), '## Quick start');
  expect(await runAsyncSnippet(code, play)).toBe(2);
});

it("names every reason the package throws in the README's Errors table", () => {
  const dir = new URL('../src/', import.meta.url);
  const src = ['player-spec.ts', 'players.ts', 'levels.ts', 'command-line.ts']
    .map((f) => readFileSync(new URL(f, dir), 'utf8'))
    .join('\n');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('## Errors'), readme.indexOf('## License'));
  const reasons = new Set([...src.matchAll(/'([a-z]+(?:-[a-z]+)+)'/g)].map((m) => m[1]!));
  expect([...reasons].sort()).toEqual(['bad-command-line', 'bad-level', 'unknown-player']);
  for (const reason of reasons) expect(table, reason).toContain(`\`${reason}\``);
});
