import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// Two entry points: the play layer itself (no Node API: the board and pages use it too) and
// `@quadrille/play/node` (worker threads, module paths).
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/node.ts'],
  dts: { entry: ['src/index.ts', 'src/node.ts'], compilerOptions: { ignoreDeprecations: '6.0' } },
});
