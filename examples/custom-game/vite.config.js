import { defineConfig } from 'vite';

export default defineConfig({
  base: './', // the build (dist/) works from any folder
  test: {
    include: ['test/**/*.test.js'],
    // Timeouts catch hangs; a loaded CI machine is slow to start Chromium and the CLI.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
