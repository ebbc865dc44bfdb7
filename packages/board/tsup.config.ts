import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// Four entries: the element (`@quadrille/board`), the computer opponent with its worker side
// (`@quadrille/board/computer`), so that a page without a computer never loads the search, and,
// without the DOM, the board's controller (`@quadrille/board/controller`) and its input model
// (`@quadrille/board/input`), for terminals and other front ends.
// Then the build for pages without a bundler (`@quadrille/board/standalone`): two self-contained
// browser modules, everything bundled in (the games too), the worker as a file beside the page's.
// The bundled packages are read from their sources (the `@quadrille/source` export condition), not
// their builds: the build order follows dependencies only, and the games are not one of board's.
export default defineConfig([
  {
    ...packageBuild,
    entry: ['src/index.ts', 'src/computer.ts', 'src/controller.ts', 'src/input.ts'],
  },
  {
    entry: ['src/standalone.ts', 'src/standalone-worker.ts'],
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    noExternal: [/.*/],
    splitting: false,
    esbuildOptions(options) {
      options.conditions = ['@quadrille/source'];
    },
    minify: true,
    sourcemap: true,
    dts: { entry: ['src/standalone.ts'], compilerOptions: { ignoreDeprecations: '6.0' } },
  },
]);
