// The built page (dist/, from `vite build`) in a real Chromium driven by playwright-core: the
// board draws the custom game, each person makes a move by clicking its two cells, a domino the
// wrong way is not played, and nothing is logged as an error.
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (Debian's package) if there is one, else the
// browser Playwright downloads (`npx playwright-core install chromium`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
let server;
let browser;
let page;
const errors = [];

beforeAll(async () => {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('no build: run `npm run build` first');
  // Vite's static server for dist/, on 127.0.0.1 at a free port.
  server = await preview({ root, logLevel: 'silent', preview: { host: '127.0.0.1', port: 0 } });
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  page = await browser.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(server.resolvedUrls.local[0]);
  await page.waitForSelector('quadrille-board [data-cell]');
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
});

const history = () =>
  page.evaluate(() => {
    const board = document.querySelector('quadrille-board');
    const replay = board.game.create(board.position.toJSON().options);
    return board.position.history.map((m) => {
      const text = board.game.formatMove(replay, m);
      replay.play(m);
      return text;
    });
  });

const click = (cell) => page.click(`quadrille-board [data-cell="${cell}"]`);

it('draws the custom game: a 5×5 board, Vertical to move', async () => {
  expect(await page.locator('quadrille-board [data-cell]').count()).toBe(25);
  expect(await page.evaluate(() => document.querySelector('quadrille-board').game.id)).toBe('domineering');
});

it('plays the moves people make by clicking two cells', async () => {
  await click('b2');
  await click('b3'); // Vertical: upright
  await page.waitForFunction(() => document.querySelector('quadrille-board').position.history.length === 1);
  await click('d4');
  await click('e4'); // Horizontal: flat
  await page.waitForFunction(() => document.querySelector('quadrille-board').position.history.length === 2);
  expect(await history()).toEqual(['b2-b3', 'd4-e4']);
  // A flat domino is not Vertical's: the selection can lead to no move, and the board clears it.
  await click('a1');
  await click('b1');
  expect(await history()).toEqual(['b2-b3', 'd4-e4']);
  await click('a5');
  await click('a4');
  await page.waitForFunction(() => document.querySelector('quadrille-board').position.history.length === 3);
  expect(await history()).toEqual(['b2-b3', 'd4-e4', 'a4-a5']);
  expect(errors).toEqual([]);
});
