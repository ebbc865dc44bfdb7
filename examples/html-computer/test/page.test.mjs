// The built page (dist/, from `vite build`) in a real Chromium driven by playwright-core: a person
// makes a move by clicking its cells, the computer answers from its Web Worker, a new game of
// another game starts from the menu, and nothing is logged as an error.
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

after(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
});

/** The moves played on the page's board, in notation. */
const movesOnBoard = () =>
  page.evaluate(() => {
    const board = document.querySelector('quadrille-board');
    const pos = board.position;
    const replay = board.game.create(board.position.toJSON().options);
    return pos.history.map((m) => {
      const text = board.game.formatMove(replay, m);
      replay.play(m);
      return text;
    });
  });

test('a person moves by clicking cells and the computer answers', async () => {
  // The first legal move of Talpa 6×6, and the cells a person selects to make it.
  const talpa = gameById('talpa');
  const pos = talpa.create({ variant: 'beginner' });
  const move = pos.legalMoves()[0];
  const names = talpa.view(pos).cells;
  for (const cell of talpa.input.cells(pos, move)) {
    await page.click(`quadrille-board [data-cell="${names[cell].name}"]`);
  }
  // The person's move, then the computer's, searched in the worker.
  await page.waitForFunction(() => document.querySelector('quadrille-board').position.history.length === 2);
  const moves = await movesOnBoard();
  assert.equal(moves[0], talpa.formatMove(pos, move));
  pos.play(move);
  assert.doesNotThrow(() => talpa.parseMove(pos, moves[1]), 'the computer played a legal move');
  assert.match(await page.textContent('#computer'), /The computer played/);
});

test('a game from the menu starts a new game, the computer playing the seats the person does not', async () => {
  // Linage 7×7: the computer moves second, so the board waits for the person.
  await page.selectOption('#game', 'linage/small');
  await page.waitForFunction(() => document.querySelector('quadrille-board').position.history.length === 0);
  assert.equal(await page.evaluate(() => document.querySelector('quadrille-board').game.id), 'linage');
  await page.click('quadrille-board [data-cell="d4"]');
  await page.waitForFunction(() => document.querySelector('quadrille-board').position.history.length === 2);
  assert.deepEqual(errors, []);
});
