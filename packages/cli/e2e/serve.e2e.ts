/**
 * `quadrille serve`'s page in a real browser (system Chromium): a game against the computer
 * played by clicking cells; a game between two browsers through the room's link, each seeing
 * the other's moves; a reload that rejoins the seat with the token the page kept; no console
 * error anywhere.
 */
import type { AnyGameDescription } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../test-support/chromium.js';
import { killAll } from '../../../test-support/redis-server.js';
import { browserModules } from '../src/serve/browser-modules.js';
import { startServe } from '../test/harness.js';

const game: AnyGameDescription = talpa;
let browser: Browser;
let base: string;
const errors: string[] = [];

beforeAll(async () => {
  // The page imports the packages' ESM builds, as an installed `quadrille serve` does.
  const { missing } = browserModules([]);
  if (missing.length > 0) throw new Error(`build ${missing.join(', ')} first: npm run build`);
  ({ base } = await startServe());
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  killAll();
  expect(errors).toEqual([]);
});

async function open(url: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return page;
}

/** Clicks the cells of a legal move of the position the page shows (options and moves given). */
async function clickAMove(page: Page, options: object, moves: readonly string[]): Promise<string> {
  const pos = game.create(options);
  for (const m of moves) pos.play(game.parseMove(pos, m));
  const move = pos.legalMoves()[0]!;
  const cells = game.input.cells(pos, move).map((c) => game.view(pos).cells[c]!.name);
  for (const cell of cells) await page.click(`#board [data-cell="${cell}"]`);
  return game.formatMove(pos, move);
}

/** The moves of the page's room, as the page's state has them (`quadrilleMoves()`, set by app.js). */
async function movesOf(page: Page): Promise<string[]> {
  return (await page.evaluate('window.quadrilleMoves ? window.quadrilleMoves() : []')) as string[];
}

/** Waits for the status line to say `text`. */
async function status(page: Page, text: string): Promise<void> {
  await until(page, `document.getElementById('status').textContent.includes(${JSON.stringify(text)})`);
}

/** Waits for the page's board to show the position after `n` moves. */
async function shows(page: Page, n: number): Promise<void> {
  await until(page, `document.getElementById('board').dataset.moves === '${n}'`);
}

/**
 * Waits until `expression` is true in `page`. Polled from here: Playwright's waitForFunction
 * compiles a string in the page, which the page's content security policy (no eval) forbids.
 */
async function until(page: Page, expression: string, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await page.evaluate(expression))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('quadrille serve in a browser', () => {
  it('serves the page under a strict content security policy that it works under', async () => {
    const res = await fetch(`${base}/`);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    // Everything else in this file runs under it: any violation is a console error, and fails.
  });

  it('plays the computer by clicking cells', async () => {
    const page = await open(`${base}/`);
    await page.selectOption('#game', 'talpa');
    await page.selectOption('#preset', 'beginner');
    await page.selectOption('select[name=opponent]', '1');
    await page.fill('input[name=name]', 'Ann');
    await page.click('button:has-text("New game")');
    await status(page, 'your move');
    expect(await page.textContent('#seats')).toContain('Computer (level 1)');
    // Three moves of ours, each answered by the computer (unless the game ends first: random
    // opening moves can let the computer's path through).
    for (let i = 0; i < 3; i++) {
      const moves = await movesOf(page);
      await clickAMove(page, { variant: 'beginner' }, moves);
      await shows(page, moves.length + 2);
      await until(page, `/your move|wins|Draw/.test(document.getElementById('status').textContent)`);
      if (!(await page.textContent('#status'))!.includes('your move')) break;
    }
    const played = await movesOf(page);
    expect(played.length).toBeGreaterThanOrEqual(2);
    await page.close();
  });

  it('plays a friend through the link, and a reload rejoins the seat', async () => {
    const ann = await open(`${base}/`);
    await ann.selectOption('#game', 'talpa');
    await ann.selectOption('#preset', 'beginner');
    await ann.click('button:has-text("New game")');
    await status(ann, 'Waiting for players');
    const link = (await ann.textContent('#link'))!;
    expect(link).toMatch(/\?room=/);
    const bob = await open(link);
    // A player who comes by the link gives a name first.
    await bob.fill('#join input[name=name]', 'Bob');
    await bob.click('button:has-text("Join the game")');
    await status(ann, 'your move');
    expect(await ann.textContent('#seats')).toContain('Bob');
    // Each seat shows its colour, as the game describes it.
    const colours = (await ann.evaluate(
      `[...document.querySelectorAll('#seats .swatch')].map((s) => getComputedStyle(s).backgroundColor)`,
    )) as string[];
    expect(colours).toHaveLength(2);
    expect(new Set(colours).size).toBe(2);
    // One status line: the board's own is hidden, the page's says whose move it is.
    for (const page of [ann, bob]) {
      const shown = await page.evaluate(
        `getComputedStyle(document.querySelector('quadrille-board').shadowRoot.querySelector('.status')).display`,
      );
      expect(shown).toBe('none');
    }
    await status(bob, 'Red to move');
    await shows(ann, 0);
    const first = await clickAMove(ann, { variant: 'beginner' }, []);
    await shows(bob, 1);
    await status(bob, 'your move');
    expect(await movesOf(bob)).toEqual([first]);
    // Bob reloads: the page rejoins his seat with the token it kept.
    await bob.reload();
    await shows(bob, 1);
    await status(bob, 'your move');
    const second = await clickAMove(bob, { variant: 'beginner' }, [first]);
    await shows(ann, 2);
    await status(ann, 'your move');
    expect(await movesOf(ann)).toEqual([first, second]);
    await Promise.all([ann.close(), bob.close()]);
  });
});
