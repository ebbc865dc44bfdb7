import { defineConfig } from 'tsup';

// `src/bin.ts` starts with `#!/usr/bin/env node`, which esbuild keeps at the top of `dist/bin.js`.
export default defineConfig({
  entry: ['src/index.ts', 'src/bin.ts'],
  format: ['esm', 'cjs'],
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
