#!/usr/bin/env node
// Serves the built playground (dist/) on 127.0.0.1: PORT from the environment (default 5173),
// or 0 for any free port. Prints the URL. Used by `npm run playground` and the browser tests.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../../../test-support/static-server.mjs';

export { serveStatic as serve };

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..', 'dist');
  if (!existsSync(join(root, 'index.html'))) {
    console.error('playground: no build in apps/playground/dist (run npm run playground)');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 5173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`playground: PORT must be an integer 0..65535, got ${process.env.PORT}`);
    process.exit(1);
  }
  const { url } = await serveStatic(root, port);
  console.log(`Quadrille playground: ${url}`);
}
