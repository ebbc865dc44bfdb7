// A static file server on 127.0.0.1, for the browser tests and `npm run playground`: plain
// JavaScript, so that a script runs it with node alone. Types: static-server.d.mts.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve as resolvePath, sep } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.map': 'application/json',
  '.md': 'text/plain; charset=utf-8',
};

/**
 * Serves the files under `root` (a folder's `index.html` for the folder; nothing outside `root`)
 * on 127.0.0.1 at `port` (0: any free port), and resolves to its URL and a `close`. With
 * `cacheSeconds`, browsers may keep what it serves that long (a site of many pages sharing
 * scripts loads much faster); by default they keep nothing, as tests of changing builds need.
 * With `cors`, pages of any origin may load what it serves, as from a CDN.
 */
export function serveStatic(root, port = 0, { cacheSeconds = 0, cors = false } = {}) {
  root = resolvePath(root); // no trailing separator, so that the containment test below holds
  const caching = {
    ...(cacheSeconds > 0 ? { 'cache-control': `max-age=${cacheSeconds}` } : {}),
    ...(cors ? { 'access-control-allow-origin': '*' } : {}),
  };
  const server = createServer((req, res) => {
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end(); // a malformed %-escape
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204).end(); // pages without an icon of their own
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) file = join(file, 'index.html');
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...caching });
    // A file that goes away or cannot be read ends the response, never the server.
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://127.0.0.1:${actual}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
