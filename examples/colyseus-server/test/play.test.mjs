// The server (server.mjs, as `npm start` runs it) on 127.0.0.1 at a free port, and two browser
// pages in a real Chromium driven by playwright-core: Ann creates a room, Bob opens her link,
// each makes a move by clicking cells and sees the other's; a move out of turn is refused by the
// server; a reload takes Bob's seat back. Nothing is logged as an error.
//
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (Debian's package) if there is one, else the
// browser Playwright downloads (`npx playwright-core install chromium`).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gameById } from '@quadrille/games';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const talpa = gameById('talpa');
let server;
let browser;
let base;
const errors = [];

/** A port nothing listens on, on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The server must not outlive the test, whatever happens: killed by its pid. */
function stopServer() {
  if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null) {
    try {
      process.kill(server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', stopServer);

before(async () => {
  assert.ok(existsSync(join(root, 'dist', 'index.html')), 'no build: run `npm run build` first');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    const read = (d) => {
      output += d;
      if (output.includes('listening on http://')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
  const executablePath =
    process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
});

after(async () => {
  try {
    await browser?.close();
  } finally {
    stopServer();
  }
});

async function open(url) {
  // A context each: two people, each with their own storage (and rejoin token).
  const page = await (await browser.newContext()).newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  return page;
}

/** The moves on a page's board, in notation. */
const movesOn = (page) =>
  page.evaluate(() => {
    const board = document.querySelector('quadrille-board');
    const replay = board.game.create(board.position.toJSON().options);
    return board.position.history.map((m) => {
      const text = board.game.formatMove(replay, m);
      replay.play(m);
      return text;
    });
  });

const shows = (page, n) =>
  page.waitForFunction((n) => document.querySelector('quadrille-board').position?.history.length === n, n);
const status = (page, text) =>
  page.waitForFunction((text) => document.getElementById('status').textContent.includes(text), text);

/** Clicks the cells of the first legal move after `moves`; returns its notation. */
async function clickAMove(page, moves) {
  const pos = talpa.create({ variant: 'beginner' });
  for (const m of moves) pos.play(talpa.parseMove(pos, m));
  const move = pos.legalMoves()[0];
  for (const cell of talpa.input.cells(pos, move))
    await page.click(`quadrille-board [data-cell="${talpa.view(pos).cells[cell].name}"]`);
  return talpa.formatMove(pos, move);
}

test('two browsers play a move each through the server', async () => {
  const ann = await open(`${base}/`);
  await ann.click('#lobby button'); // Talpa 6×6 by default
  await status(ann, 'Waiting for your opponent');
  const link = await ann.textContent('#link');
  assert.match(link, /\?room=/);

  const bob = await open(link);
  await status(ann, 'your move');
  await status(bob, 'you play Blue');

  const first = await clickAMove(ann, []);
  await shows(bob, 1);
  await status(bob, 'your move');
  // Ann may not move for Bob: the server refuses it and says why.
  await ann.evaluate(() => {
    const board = document.querySelector('quadrille-board');
    board.dispatchEvent(new CustomEvent('quadrille-move', { detail: { notation: 'f6xf5' } }));
  });
  await ann.waitForFunction(() => document.getElementById('error').textContent !== '');
  assert.match(await ann.textContent('#error'), /turn/);

  // Bob reloads: the page takes his seat back with the token it kept, and plays.
  await bob.reload();
  await shows(bob, 1);
  await status(bob, 'your move');
  const second = await clickAMove(bob, [first]);
  await shows(ann, 2);
  assert.deepEqual(await movesOn(ann), [first, second]);
  assert.deepEqual(await movesOn(bob), [first, second]);
  await status(ann, 'your move');
  assert.deepEqual(errors, []);
});
