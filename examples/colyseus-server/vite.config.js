import { defineConfig } from 'vite';

export default defineConfig({
  base: './', // server.mjs serves dist/ at /
});
