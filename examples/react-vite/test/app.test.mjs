// The built app (dist/, from `npm run build`: tsc, then vite build) in a real Chromium driven by
// playwright-core: two moves made by clicking cells show in React's move list, Undo takes one
// back, another game from the menu starts afresh, and nothing is logged as an error.
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (Debian's package) if there is one, else the
// browser Playwright downloads (`npx playwright-core install chromium`).
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gameById } from '@quadrille/games';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = join(import.meta.dirname, '..');
let server;
let browser;
let page;
const errors = [];

before(async () => {
  assert.ok(existsSync(join(root, 'dist', 'index.html')), 'no build: run `npm run build` first');
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

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
});

/** Makes the first legal move of `pos` on the page by clicking its cells; returns its notation. */
async function clickFirstMove(game, pos) {
  const move = pos.legalMoves()[0];
  const names = game.view(pos).cells;
  for (const cell of game.input.cells(pos, move)) {
    await page.click(`quadrille-board [data-cell="${names[cell].name}"]`);
  }
  const text = game.formatMove(pos, move);
  pos.play(move);
  return text;
}

const listed = () => page.locator('#moves li').allTextContents();

test('moves made on the board show in the move list; Undo takes one back', async () => {
  const talpa = gameById('talpa');
  const pos = talpa.create({ variant: 'beginner' });
  const first = await clickFirstMove(talpa, pos);
  const second = await clickFirstMove(talpa, pos);
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 2);
  assert.deepEqual(await listed(), [first, second]);
  await page.click('#undo');
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
  assert.deepEqual(await listed(), [first]);
  assert.equal(
    await page.evaluate(() => document.querySelector('quadrille-board').position.history.length),
    1,
  );
});

test('another game from the menu starts a new game', async () => {
  await page.selectOption('#game', 'linage');
  await page.waitForFunction(() => document.querySelector('quadrille-board').game.id === 'linage');
  assert.deepEqual(await listed(), []);
  assert.equal(await page.textContent('h1'), 'Linage');
  await page.selectOption('#preset', 'small');
  const linage = gameById('linage');
  const pos = linage.create(linage.presets.find((p) => p.name === 'small').options);
  await page.waitForFunction(
    () => document.querySelector('quadrille-board').position.toJSON().options.width === 7,
  );
  assert.deepEqual(await listed(), []);
  const text = await clickFirstMove(linage, pos);
  await page.waitForFunction(() => document.querySelectorAll('#moves li').length === 1);
  assert.deepEqual(await listed(), [text]);
  assert.deepEqual(errors, []);
});
