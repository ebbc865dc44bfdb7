import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// `src/bin.ts` starts with `#!/usr/bin/env node`, which esbuild keeps at the top of `dist/bin.js`.
// `src/match-thread.ts` is the worker-thread entry of `match --workers`, loaded by URL beside the
// bundle, so it is built as a file of its own; `shims` gives the CommonJS build an
// `import.meta.url` to find it.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/bin.ts', 'src/match-thread.ts'],
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  shims: true,
});
