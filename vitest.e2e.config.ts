import { defineConfig } from 'vitest/config';

/**
 * The browser tests (`npm run test:e2e`, and `.ci/run`, which installs Chromium when it is
 * missing), not part of `npm test`: the playground's (apps/playground/test) and the board's
 * (packages/board/test). Each file builds its page with Vite, serves it on 127.0.0.1 and drives
 * the system Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) with playwright-core; one file at
 * a time, as each starts a browser.
 */
const e2e = (name: string, root: string) => ({
  resolve: { conditions: ['@quadrille/source'] },
  ssr: { resolve: { conditions: ['@quadrille/source'] } },
  test: {
    name,
    root,
    include: ['test/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [e2e('playground-e2e', './apps/playground'), e2e('board-e2e', './packages/board')],
    fileParallelism: false,
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-e2e-results.json' },
  },
});
