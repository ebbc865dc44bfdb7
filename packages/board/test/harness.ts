/**
 * The harness of the board's browser tests: builds a test page with Vite (the workspace packages
 * from source), serves it on 127.0.0.1 at a free port, launches the system Chromium (Debian's
 * `/usr/bin/chromium`, or CHROMIUM_PATH) with playwright-core, and collects console and page
 * errors (a test file fails on any). `close` stops everything, whatever happened.
 */
import { mkdirSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { build, type InlineConfig } from 'vite';
import { launchChromium } from '../../../test-support/chromium.js';
import { serveStatic } from '../../../test-support/static-server.mjs';

/** Where builds and screenshots go (git-ignored). */
export const ARTIFACTS = join(import.meta.dirname, '..', 'test-artifacts');

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
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await serveStatic(await buildPage(page, extra));
  let browser: Browser;
  try {
    browser = await launchChromium();
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
