/**
 * The test projects: one per package (each workspace under packages/), each running that
 * package's `test/` files from source (the `@quadrille/source` export condition resolves
 * workspace imports to `src/index.ts`).
 *
 * Vitest ≥ 4 ignores a `vitest.workspace.ts` file by itself; `vitest.config.ts` imports this
 * list and passes it as `test.projects`, so this file is the single source of truth.
 */
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { workspacePackages } from './scripts/workspace-packages.mjs';

/**
 * The test projects of the repository at `root`: one per workspace package under packages/ (as
 * scripts/workspace-packages.mjs finds them), named by its folder. A new package gets its project
 * by being a folder of packages/.
 */
export function testProjects(root: string): TestProjectInlineConfiguration[] {
  return workspacePackages(root)
    .filter((p) => p.dir.startsWith('packages/'))
    .map(({ dir }) => ({
      resolve: { conditions: ['@quadrille/source'] },
      ssr: { resolve: { conditions: ['@quadrille/source'] } },
      test: {
        name: basename(dir),
        root: join(root, dir),
        include: ['test/**/*.test.ts'],
        environment: 'node',
        passWithNoTests: true,
        // A timeout is there to catch hangs, not to assert speed. With vitest's 5 s default, CI failed
        // a test that takes 3.5 s here. Benchmarks in bench/ measure speed.
        testTimeout: 30_000,
      },
    }));
}

export const projects: TestProjectInlineConfiguration[] = testProjects(
  fileURLToPath(new URL('.', import.meta.url)),
);
