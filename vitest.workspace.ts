/**
 * The test projects: one per package (each workspace under packages/), each running that
 * package's `test/` files from source (the `@quadrille/source` export condition resolves
 * workspace imports to `src/index.ts`).
 *
 * Vitest ≥ 4 ignores a `vitest.workspace.ts` file by itself; `vitest.config.ts` imports this
 * list and passes it as `test.projects`, so this file is the single source of truth.
 */
import { readFileSync } from 'node:fs';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The packages, read from the root package.json's workspaces: a new package gets its test
 * project by being a workspace.
 */
const packages = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { workspaces: string[] }
).workspaces
  .filter((w) => w.startsWith('packages/'))
  .map((w) => w.slice('packages/'.length));

export const projects: TestProjectInlineConfiguration[] = packages.map((name) => ({
  resolve: { conditions: ['@quadrille/source'] },
  ssr: { resolve: { conditions: ['@quadrille/source'] } },
  test: {
    name,
    root: `./packages/${name}`,
    include: ['test/**/*.test.ts'],
    environment: 'node',
    passWithNoTests: true,
    // A timeout is there to catch hangs, not to assert speed. With vitest's 5 s default, CI failed
    // a test that takes 3.5 s here. Benchmarks in bench/ measure speed.
    testTimeout: 30_000,
  },
}));
