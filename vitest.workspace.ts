/**
 * The test projects: one per package, each running that package's `test/` files from source
 * (the `@quadrille/source` export condition resolves workspace imports to `src/index.ts`).
 *
 * Vitest ≥ 4 ignores a `vitest.workspace.ts` file by itself; `vitest.config.ts` imports this
 * list and passes it as `test.projects`, so this file is the single source of truth.
 */
import type { TestProjectInlineConfiguration } from 'vitest/config';

const packages = [
  'core',
  'testing',
  'blokus',
  'linkage',
  'linage',
  'talpa',
  'ai',
  'examples',
  'games',
  'svg',
  'board',
  'study',
  'solve',
  'colyseus',
  'cli',
] as const;

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
