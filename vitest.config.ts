import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace';

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    // The JSON report lets .ci/run print the plain `N passed, N failed` line CI reads.
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-results.json' },
  },
});
