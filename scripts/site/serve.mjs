#!/usr/bin/env node
// `npm run docs:serve`: serves the documentation site (docs/site/, written by `npm run docs`) on
// 127.0.0.1 at PORT (default 8080; 0 for any free port) and prints its URL. The live boards'
// computer needs a server: a Web Worker cannot start from a file:// page.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '../../test-support/static-server.mjs';

/** Where `npm run docs` writes the site. */
export const SITE = join(import.meta.dirname, '..', '..', 'docs', 'site');
/** Pages share TypeDoc's scripts and styles: browsers may keep them this long. */
export const CACHE_SECONDS = 300;

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!existsSync(join(SITE, 'index.html'))) {
    console.error('docs:serve: no site in docs/site (run npm run docs)');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`docs:serve: PORT must be an integer 0..65535, got ${process.env.PORT}`);
    process.exit(1);
  }
  const { url } = await serveStatic(SITE, port, { cacheSeconds: CACHE_SECONDS });
  console.log(`Quadrille documentation: ${url}`);
}
