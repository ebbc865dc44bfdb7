// The quick start of packages/colyseus/README.md, run as written (at a free port) in a process
// of its own: its console.log lines must be the `// =>` comments.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { snippet } from '../../../test-support/doc-snippets.js';
import { freePort } from '../../../test-support/redis-server.js';
import { ROOT } from './harness.js';

it('runs the README quick start', async () => {
  const port = await freePort();
  const code = snippet(new URL('../README.md', import.meta.url), '## Quick start').replaceAll(
    '2567',
    String(port),
  );
  // Beside the repository's node_modules, so that its imports resolve as in an app.
  const dir = join(ROOT, 'node_modules', '.cache', 'quadrille-colyseus-readme');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'quick-start.mts'), `${code}\nprocess.exit(0);\n`);
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=@quadrille/source', join(dir, 'quick-start.mts')],
    { cwd: ROOT, encoding: 'utf8', timeout: 30_000 },
  );
  const expected = [...code.matchAll(/\/\/ => (.*)$/gm)].map((m) => m[1]);
  expect(run.stdout.trim().split('\n'), run.stderr).toEqual(expected);
  expect(run.status).toBe(0);
});

it("names every reason the room throws in the README's Errors table", () => {
  // Every source file: the room's parts under src/room/ too.
  const srcDir = new URL('../src/', import.meta.url);
  const src = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => readFileSync(new URL(f, srcDir), 'utf8'))
    .join('\n');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const table = readme.slice(readme.indexOf('## Errors'), readme.indexOf('## License'));
  // Reasons passed as literals to the error classes, and the RoomErrorReason union.
  const literal = [...src.matchAll(/'([a-z]+(?:-[a-z]+)+)',?\s*\)/g)].map((m) => m[1]!);
  const union = src.slice(src.indexOf('export type RoomErrorReason'), src.indexOf('/** A room'));
  const members = [...union.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]!);
  const reasons = new Set([...literal, ...members]);
  expect(reasons.size).toBeGreaterThan(10);
  for (const reason of reasons) expect(table, reason).toContain(`\`${reason}\``);
});
