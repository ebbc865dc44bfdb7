import { defineConfig } from 'vite';

/**
 * A static page: `vite build` writes `dist/`, a plain folder any server can host. The workspace
 * packages are bundled from their sources (the `@quadrille/source` export condition), so the page
 * needs no prior build of the packages.
 */
export default defineConfig({
  base: './',
  resolve: { conditions: ['@quadrille/source'] },
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
