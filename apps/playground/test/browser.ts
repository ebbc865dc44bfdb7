/**
 * The browser harness of the e2e tests: builds the page once, serves it on 127.0.0.1 at a free
 * port, launches the system Chromium headless, and records console errors and page errors (a
 * test fails on any). Everything is stopped in `close`, whatever happened.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../../../test-support/chromium.js';
import { serveStatic } from '../../../test-support/static-server.mjs';

const here = join(import.meta.dirname, '..');
/** Screenshots land here (git-ignored), to be looked at. */
export const ARTIFACTS = join(here, 'test-artifacts');

export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  readonly errors: string[];
  open(query: string): Promise<Page>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  await build({ root: here, logLevel: 'error', configFile: join(here, 'vite.config.ts') });
  const server = await serveStatic(join(here, 'dist'));
  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
  } catch (e) {
    await server.close();
    throw e;
  }
  mkdirSync(ARTIFACTS, { recursive: true });
  const errors: string[] = [];
  const b = browser;
  return {
    url: server.url,
    browser: b,
    errors,
    async open(query: string) {
      const page = await b.newPage({ viewport: { width: 1200, height: 800 } });
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${query}: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`${query}: ${String(e)}`));
      await page.goto(server.url + query);
      await page.waitForSelector('[data-cell]');
      return page;
    },
    async close() {
      await b.close().catch(() => undefined);
      await server.close();
    },
  };
}

/** The texts of the move list. */
export async function movesOf(page: Page): Promise<string[]> {
  return page.locator('#moves li').allTextContents();
}
