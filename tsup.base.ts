/**
 * The tsup settings every package builds with: ESM + CJS + `.d.ts` from `src/index.ts`.
 * `ignoreDeprecations` works around tsup 8 injecting `baseUrl`, which TypeScript 6 deprecates.
 */
import type { Options } from 'tsup';

export const packageBuild: Options = {
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
};
