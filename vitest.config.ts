import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
// With an extension: Vite warns on every run about extensionless imports in a config file.
// `.js` names the `.ts` file as everywhere else in the repository (TypeScript's bundler resolution).
import { isLibraryChatter } from './test-support/library-chatter.js';
import { projects } from './vitest.workspace.js';

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    // At least two test files at a time, even on two cores where vitest's default is one: many
    // files mostly wait on the processes they start (the CLI, Redis, servers), and one file at a
    // time left the second core idle for most of CI's five minutes of unit tests.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Passing tests print nothing: the Colyseus client's own console lines are dropped.
    onConsoleLog: (log) => !isLibraryChatter(log),
    // The JSON report lets .ci/run print the plain `N passed, N failed` line CI reads.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
  },
});
