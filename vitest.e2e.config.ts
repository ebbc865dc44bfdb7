import { defineConfig } from 'vitest/config';
import { isLibraryChatter } from './test-support/library-chatter.js';

/**
 * The browser tests (`npm run test:e2e`, and `.ci/run`, after `npm run setup -- --browser`
 * installed Chromium), not part of `npm test`: the playground's (apps/playground/test), the
 * board's (packages/board/test) and `quadrille serve`'s page (packages/cli/e2e, which serves the
 * packages' ESM builds: run `npm run build` first). Each file serves its page on 127.0.0.1 and
 * drives the system Chromium (`/usr/bin/chromium`, or CHROMIUM_PATH) with playwright-core; one
 * file at a time, as each starts a browser.
 */
const e2e = (name: string, root: string, include = 'test/**/*.e2e.ts') => ({
  resolve: { conditions: ['@quadrille/source'] },
  ssr: { resolve: { conditions: ['@quadrille/source'] } },
  test: {
    name,
    root,
    include: [include],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      e2e('playground-e2e', './apps/playground'),
      e2e('board-e2e', './packages/board'),
      e2e('serve-e2e', './packages/cli', 'e2e/**/*.e2e.ts'),
    ],
    fileParallelism: false,
    // Passing tests print nothing: the Colyseus client's own console lines are dropped.
    onConsoleLog: (log) => !isLibraryChatter(log),
    reporters: ['default', 'json'],
    outputFile: { json: '.vitest-e2e-results.json' },
  },
});
