import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

// `src/bin.ts` starts with `#!/usr/bin/env node`, which esbuild keeps at the top of `dist/bin.js`.
export default defineConfig({
  ...packageBuild,
  entry: ['src/index.ts', 'src/bin.ts'],
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
});
