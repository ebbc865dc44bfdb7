import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// Parallel search adds two entries, `@quadrille/ai/node` and `@quadrille/ai/worker`, and the
// script of a Node search thread, loaded by URL beside `parallel/node-threads.js` (so it is built
// as a file of its own; `shims` gives the CommonJS build an `import.meta.url` to find it).
export default defineConfig({
  ...packageBuild,
  entry: [
    'src/index.ts',
    'src/parallel/node-threads.ts',
    'src/parallel/worker.ts',
    'src/parallel/node-thread.ts',
  ],
  dts: {
    entry: ['src/index.ts', 'src/parallel/node-threads.ts', 'src/parallel/worker.ts'],
    compilerOptions: { ignoreDeprecations: '6.0' },
  },
  shims: true,
});
