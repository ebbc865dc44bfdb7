/**
 * The harness of the board's browser tests: builds a test page with Vite (the workspace packages
 * from source), serves it on 127.0.0.1 at a free port, launches the system Chromium (Debian's
 * `/usr/bin/chromium`, or CHROMIUM_PATH) with playwright-core, and collects console and page
 * errors (a test file fails on any). `close` stops everything, whatever happened.
 */
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, isAbsolute, join, normalize, sep } from 'node:path';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { build, type InlineConfig } from 'vite';

/** Where builds and screenshots go (git-ignored). */
export const ARTIFACTS = join(import.meta.dirname, '..', 'test-artifacts');

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Serves the files under `root` on 127.0.0.1 at a free port. */
export function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path === '/favicon.ico') {
      res.writeHead(204).end(); // pages without an icon of their own
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * Builds the page in `page` (a folder of `test/`, or an absolute path) into
 * `test-artifacts/<its name>-dist` with `extra` Vite settings.
 */
export async function buildPage(page: string, extra: InlineConfig = {}): Promise<string> {
  const root = isAbsolute(page) ? page : join(import.meta.dirname, page);
  const outDir = join(ARTIFACTS, `${basename(root)}-dist`);
  await build({
    root,
    base: './',
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['@quadrille/source'] },
    worker: { format: 'es' },
    build: { target: 'es2022', outDir, emptyOutDir: true },
    ...extra,
  });
  return outDir;
}

/** A browser on a served page. */
export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  /** Console errors and page errors seen so far. */
  readonly errors: string[];
  /** A new page at the served page, once it says it is ready. */
  open(options?: BrowserContextOptions): Promise<Page>;
  close(): Promise<void>;
}

/**
 * Builds `page` (see {@link buildPage}), serves it and starts Chromium; pages count as open once
 * `ready` matches (the test pages set `data-ready` on the body).
 */
export async function startHarness(
  page: string,
  { ready = 'body[data-ready="yes"]', extra = {} }: { ready?: string; extra?: InlineConfig } = {},
): Promise<Harness> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `no Chromium at ${executablePath}: install the Debian package (apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await serveStatic(await buildPage(page, extra));
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  } catch (e) {
    await server.close();
    throw e;
  }
  const errors: string[] = [];
  return {
    url: server.url,
    browser,
    errors,
    async open(options: BrowserContextOptions = {}) {
      const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, ...options });
      const p = await context.newPage();
      p.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      p.on('pageerror', (e) => errors.push(String(e)));
      await p.goto(server.url);
      await p.waitForSelector(ready, { state: 'attached' });
      return p;
    },
    async close() {
      await browser.close().catch(() => undefined);
      await server.close();
    },
  };
}
