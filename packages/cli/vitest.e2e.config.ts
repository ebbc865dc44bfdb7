import { defineConfig } from 'vitest/config';

/**
 * The browser test of `quadrille serve`'s page: a real server process and the system Chromium
 * (`/usr/bin/chromium`, or CHROMIUM_PATH) driven by playwright-core. Run by `npm run
 * test:e2e:serve` (and by `.ci/run`, after it installs Chromium), not by `npm test`.
 */
export default defineConfig({
  resolve: { conditions: ['@quadrille/source'] },
  ssr: { resolve: { conditions: ['@quadrille/source'] } },
  test: {
    name: 'serve-e2e',
    root: import.meta.dirname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: '../../.vitest-serve-e2e-results.json' },
  },
});
