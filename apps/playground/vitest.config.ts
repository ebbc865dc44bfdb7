import { defineConfig } from 'vitest/config';

/**
 * The browser tests: they build the page, serve it on 127.0.0.1 and drive the system Chromium
 * (`/usr/bin/chromium`, or CHROMIUM_PATH) with playwright-core. Run by `npm run test:e2e` (and
 * by `.ci/run`, which installs Chromium when it is missing), not by `npm test`.
 */
export default defineConfig({
  resolve: { conditions: ['@quadrille/source'] },
  ssr: { resolve: { conditions: ['@quadrille/source'] } },
  test: {
    name: 'playground-e2e',
    root: import.meta.dirname,
    include: ['test/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.vitest-e2e-results.json' },
  },
});
