import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// `@quadrille/solve/queue` (the distributed solve, Node only) is an entry of its own, so that
// the main entry stays free of Node and BullMQ imports.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/queue/index.ts'],
});
