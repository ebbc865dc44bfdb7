import { defineConfig } from 'vite';

export default defineConfig({
  // The computer's worker is an ES module (`new Worker(…, { type: 'module' })`).
  worker: { format: 'es' },
  // Built pages work from any folder (`npm run build` writes dist/).
  base: './',
});
