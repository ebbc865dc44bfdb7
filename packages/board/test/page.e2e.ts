/**
 * `<quadrille-board>` on a page: boards made from attributes alone (game, options, seats,
 * orientation, theme) and refused values reported without losing the game; property setters
 * that throw typed errors; moves from outside (`play`) for the seats not played here, undo; two
 * boards on one page that do not interfere; the computer opponent in a Web Worker with the page
 * responsive throughout a 3 s search (no main-thread task over 50 ms, from Chromium's long-task
 * reports); and the pictures of every game in docs/board.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyGameDescription, findPreset } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { blokus, linage, linkage, talpa } from '@quadrille/games';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoard, boardState, cell, clickMove, eventsOf, randomGame } from './board-page.js';
import { ARTIFACTS, type Harness, startHarness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('page');
});
afterAll(async () => {
  await h?.close();
  expect(h?.errors ?? []).toEqual([]);
});

/** Runs `code` on board `id` in the page and returns what it returns (errors as `{ name, code }`). */
function onBoard<T>(page: Page, id: string, code: string): Promise<T> {
  return page.evaluate(
    ({ id, code }) => {
      const board = document.getElementById(id) as HTMLElementTagNameMap['quadrille-board'];
      try {
        return new Function('board', 'quadrille', code)(board, window.quadrille);
      } catch (e) {
        const error = e as Error & { code?: string; reason?: string };
        return { thrown: error.name, code: error.code, reason: error.reason, message: error.message };
      }
    },
    { id, code },
  ) as Promise<T>;
}

describe('attributes and properties', () => {
  it('makes a board from attributes, turned and dark, and reports a refused attribute', async () => {
    const page = await h.open();
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<quadrille-board id="a" game="talpa" options="beginner" seats="0" orientation="180" theme="dark"></quadrille-board>',
      ),
    );
    await page.waitForSelector('#a [data-cell]');
    const view = talpa.view(talpa.create(findPreset(talpa, 'beginner').options));
    const last = view.cells.at(-1)!.name;
    const a1 = await cell(page, 'a', 'a1').boundingBox();
    const far = await cell(page, 'a', last).boundingBox();
    // Turned half a turn: a1 is at the top right, the last cell at the bottom left.
    expect(a1!.x).toBeGreaterThan(far!.x);
    expect(a1!.y).toBeLessThan(far!.y);
    const labels = await page.locator('#a g.coordinates text').allTextContents();
    expect(labels[0]).toBe(last.replace(/\d+$/, '')); // the first column is the last file
    expect(await page.locator('#a .wrap').getAttribute('data-theme')).toBe('dark');
    expect(
      await onBoard(page, 'a', 'return [board.seats, board.orientation, board.theme, board.options]'),
    ).toEqual([[0], 180, 'dark', 'beginner']);
    // A refused attribute: an event, and the game goes on as it was.
    await onBoard(
      page,
      'a',
      "board.play(board.position.legalMoves()[0]); board.setAttribute('options', 'huge')",
    );
    const errors = (await eventsOf(page, 'a', 'quadrille-error')) as {
      attribute: string;
      error: { name: string; message: string };
    }[];
    expect(errors).toHaveLength(1);
    expect(errors[0]!.attribute).toBe('options');
    expect(errors[0]!.error.name).toBe('OptionsError');
    expect(errors[0]!.error.message).toMatch(
      /talpa has no preset "huge"; presets: standard, beginner, expert/,
    );
    expect((await boardState(page, 'a')).moves).toHaveLength(1);
    await page.evaluate(() => document.getElementById('a')!.setAttribute('game', 'chess'));
    expect(
      ((await eventsOf(page, 'a', 'quadrille-error')) as { error: { message: string } }[])[1]!.error.message,
    ).toMatch(/no game 'chess' is registered/);
    await page.close();
  });

  it('throws typed errors from property setters and play, keeping the position', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'talpa', 'beginner');
    const refused = [
      "board.options = 'huge'",
      'board.game = { id: "nope" }',
      'board.seats = "everyone"',
      'board.orientation = 45',
      "board.theme = 'neon'",
      "board.play('zz99')",
      'board.play(123456)',
      'board.position = { legalMoves: 1 }',
      'board.position = quadrille.games.mnk.create()',
    ];
    const results = [];
    for (const code of refused)
      results.push(await onBoard<{ thrown: string; code: string }>(page, 'b', code));
    expect(results.map((r) => [r.thrown, r.code])).toEqual([
      ['OptionsError', 'ERR_OPTIONS'],
      ['OptionsError', 'ERR_OPTIONS'],
      ['OptionsError', 'ERR_OPTIONS'],
      ['OptionsError', 'ERR_OPTIONS'],
      ['OptionsError', 'ERR_OPTIONS'],
      ['NotationError', 'ERR_NOTATION'],
      ['IllegalMoveError', 'ERR_ILLEGAL_MOVE'],
      ['OptionsError', 'ERR_OPTIONS'],
      ['OptionsError', 'ERR_OPTIONS'],
    ]);
    expect((await boardState(page, 'b')).moves).toEqual([]);
    expect(await onBoard(page, 'b', 'return board.options')).toBe('beginner');
    // Options set while there is no game wait for it.
    expect(
      await onBoard(
        page,
        'b',
        'board.game = undefined; board.options = { size: 4 }; board.game = quadrille.games.talpa; return board.position.toJSON().options.width',
      ),
    ).toBe(4);
    await page.close();
  });

  it('takes moves for the seats not played here from play(), refuses clicks for them, and undoes', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'talpa', 'beginner', [0]);
    const game: AnyGameDescription = talpa;
    const options = findPreset(game, 'beginner').options;
    const [red, blue] = randomGame(game, options, 3);
    const pos = game.create(options);
    await clickMove(page, 'b', game, pos, red!);
    const redText = game.formatMove(pos, red!);
    pos.play(red!);
    // Blue's turn: a click is refused, play() is how Blue's move arrives.
    await cell(page, 'b', game.view(pos).cells[game.input.cells(pos, blue!)[0]!]!.name).click();
    await expect
      .poll(() => page.locator('#b .message').textContent())
      .toBe('Blue is to move: that seat does not play at this board.');
    const blueText = game.formatMove(pos, blue!);
    await onBoard(page, 'b', `board.play(${JSON.stringify(blueText)})`);
    expect((await boardState(page, 'b')).moves).toEqual([redText, blueText]);
    expect(
      (await eventsOf(page, 'b', 'quadrille-move')).map((e) => (e as { notation: string }).notation),
    ).toEqual([redText]);
    expect(await onBoard(page, 'b', 'return board.undo()')).toBe(blue);
    expect((await boardState(page, 'b')).moves).toEqual([redText]);
    expect((await eventsOf(page, 'b', 'quadrille-change')).slice(-3)).toEqual([
      { cause: 'move' },
      { cause: 'play' },
      { cause: 'undo' },
    ]);
    await page.close();
  });
});

describe('moves without a cell', () => {
  it('come as buttons, or as a menu when there are many (Linage’s komi bids)', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'linage', 'pie');
    const game: AnyGameDescription = linage;
    const pos = game.create(findPreset(game, 'pie').options);
    const bids = pos.legalMoves().map((m) => game.formatMove(pos, m));
    expect(await page.locator('#b .controls select option').allTextContents()).toEqual(bids);
    await page.selectOption('#b .controls select', bids[3]!);
    await page.click('#b [data-action="play-listed"]');
    await expect.poll(async () => (await boardState(page, 'b')).moves).toEqual([bids[3]]);
    // The other player now picks a side: two buttons.
    pos.play(pos.legalMoves()[3]!);
    const sides = pos.legalMoves().map((m) => game.formatMove(pos, m));
    expect(
      await page.locator('#b [data-move]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-move'))),
    ).toEqual(sides.filter((t) => game.input.cells(pos, game.parseMove(pos, t)).length === 0));
    await page.close();
  });
});

describe('two boards on one page', () => {
  it('keep their selections, pieces in hand, keyboard and moves apart', async () => {
    const page = await h.open();
    await addBoard(page, 'x', 'blokus', 'duo');
    await addBoard(page, 'y', 'blokus', 'duo');
    await cell(page, 'x', 'e10').click();
    await expect
      .poll(() => page.locator('#x [data-overlay="highlight"] title').allTextContents())
      .toContain('selected');
    expect(await page.locator('#y [data-overlay="highlight"] title').allTextContents()).not.toContain(
      'selected',
    );
    // A piece in hand on y, turned with R: x's tray has nothing in hand.
    await page.locator('#y [data-piece="L5"]').click();
    const held = await page.locator('#y .held-piece').innerHTML();
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('#y .held-piece').innerHTML()).not.toBe(held);
    expect(await page.locator('#x [data-piece][aria-pressed="true"]').count()).toBe(0);
    // x plays the X; y is still at the start, with its L5 in hand.
    await page.locator('#x [data-piece="X"]').click();
    await cell(page, 'x', 'e10').click();
    expect((await boardState(page, 'x')).moves).toEqual(['e9,d10,e10,f10,e11']);
    expect((await boardState(page, 'y')).moves).toEqual([]);
    expect(await page.locator('#y [data-piece][aria-pressed="true"]').getAttribute('data-piece')).toBe('L5');
    expect(await eventsOf(page, 'y', 'quadrille-move')).toEqual([]);
    await page.close();
  });
});

describe('the computer', () => {
  it('answers from its worker while the page stays responsive: no main-thread task over 50 ms', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'talpa', 'standard', [0]);
    await page.evaluate(() => {
      const board = document.getElementById('b') as HTMLElementTagNameMap['quadrille-board'];
      window.quadrille.attachComputer(board, { seats: [1], timeMs: 3000 });
    });
    const game: AnyGameDescription = talpa;
    const pos = game.create(findPreset(game, 'standard').options);
    const started = await page.evaluate(() => performance.now());
    await clickMove(page, 'b', game, pos, pos.legalMoves()[0]!);
    await expect
      .poll(() => eventsOf(page, 'b', 'quadrille-computer'))
      .toContainEqual({ state: 'thinking', seat: 1 });
    // While it thinks, the page answers at once: clicks select and deselect a piece.
    const clicks: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = performance.now();
      await cell(page, 'b', 'a1').click();
      clicks.push(performance.now() - t);
      await page.waitForTimeout(250);
    }
    await expect
      .poll(async () => (await boardState(page, 'b')).moves.length, { timeout: 20_000, interval: 250 })
      .toBe(2);
    const played = (await eventsOf(page, 'b', 'quadrille-computer')).find(
      (e) => (e as { state: string }).state === 'played',
    ) as { stats: { elapsedMs: number; iterations: number }; notation: string };
    expect(played.stats.elapsedMs).toBeGreaterThanOrEqual(2900);
    const tasks = (await page.evaluate(() => window.quadrille.longTasks)).filter((t) => t.start >= started);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      join(ARTIFACTS, 'computer.json'),
      `${JSON.stringify({ searchMs: played.stats.elapsedMs, iterations: played.stats.iterations, clickMs: clicks, longTasks: tasks }, null, 2)}\n`,
    );
    expect(tasks).toEqual([]);
    expect(Math.max(...clicks)).toBeLessThan(1000);
    await page.close();
  });
});

describe('a computer that fails', () => {
  /** A page with board `b` and a computer whose worker script is missing; `takeOver` cancels its failure. */
  const brokenComputer = async (takeOver: boolean) => {
    const page = await h.open();
    await addBoard(page, 'b', 'talpa', 'standard', [0]);
    await page.evaluate((takeOver) => {
      const board = document.getElementById('b') as HTMLElementTagNameMap['quadrille-board'];
      if (takeOver)
        board.addEventListener('quadrille-computer', (e) => {
          if (e.detail.state === 'failed') e.preventDefault();
        });
      window.quadrille.attachComputer(board, { seats: [0, 1], level: 1 }, './no-such-worker.js');
    }, takeOver);
    return page;
  };

  it('whose worker does not load: the board says so and the console logs it', async () => {
    const before = h.errors.length;
    const page = await brokenComputer(false);
    await expect
      .poll(() => page.locator('#b').locator('[part="message"]').textContent(), { timeout: 20_000 })
      .toMatch(/^The computer could not move: /);
    expect(await page.locator('#b [part="message"]').getAttribute('data-kind')).toBe('error');
    const failed = (await eventsOf(page, 'b', 'quadrille-computer')).filter(
      (e) => (e as { state: string }).state === 'failed',
    );
    expect(failed).toHaveLength(1);
    expect((await boardState(page, 'b')).moves).toEqual([]);
    // The console has the failure (and the browser's own line for the missing script): no other errors.
    const seen = h.errors.splice(before);
    expect(seen.some((e) => e.startsWith('quadrille-board: the computer could not move for seat 0:'))).toBe(
      true,
    );
    expect(seen.filter((e) => !e.startsWith('quadrille-board:') && !/404|Failed to load/i.test(e))).toEqual(
      [],
    );
    await page.close();
  });

  it('taken over by the page (preventDefault): neither message nor log', async () => {
    const before = h.errors.length;
    const page = await brokenComputer(true);
    await expect
      .poll(async () => (await eventsOf(page, 'b', 'quadrille-computer')).length, { timeout: 20_000 })
      .toBe(2);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.locator('#b [part="message"]').textContent()).toBe('');
    const seen = h.errors.splice(before);
    expect(seen.filter((e) => e.startsWith('quadrille-board:'))).toEqual([]);
    await page.close();
  });
});

describe('pictures for docs/board.md', () => {
  it.each([
    { game: blokus as AnyGameDescription, preset: 'duo', plies: 6, seed: 2, select: ['h9'] },
    { game: linkage as AnyGameDescription, preset: 'standard', plies: 8, seed: 3, select: [] },
    { game: linage as AnyGameDescription, preset: 'small', plies: 12, seed: 4, select: [] },
    { game: talpa as AnyGameDescription, preset: 'beginner', plies: 4, seed: 5, select: ['b2'] },
    { game: mnk as AnyGameDescription, preset: 'four', plies: 5, seed: 6, select: [] },
  ])('$game.id', async ({ game, preset, plies, seed, select }) => {
    const page = await h.open({ viewport: { width: 520, height: 900 } });
    await page.addStyleTag({
      content:
        'body { margin: 8px; font: 14px system-ui, sans-serif } quadrille-board { --quadrille-board-size: 420px }',
    });
    await addBoard(page, 'b', game.id, preset);
    const options = findPreset(game, preset).options;
    const pos = game.create(options);
    for (const m of randomGame(game, options, seed).slice(0, plies)) pos.play(m);
    await page.evaluate(
      ({ id, json }) => {
        const board = document.getElementById('b') as HTMLElementTagNameMap['quadrille-board'];
        board.position = window.quadrille.games[id]!.fromJSON(JSON.parse(json));
      },
      { id: game.id, json: JSON.stringify(pos.toJSON()) },
    );
    if (game.id === 'blokus') {
      await page.locator('#b [data-piece="L4"]').click();
      await cell(page, 'b', select[0]!).hover();
    } else {
      for (const name of select) await cell(page, 'b', name).click();
    }
    await page.waitForTimeout(100);
    mkdirSync(join(ARTIFACTS, 'screenshots'), { recursive: true });
    await page.locator('#b').screenshot({ path: join(ARTIFACTS, 'screenshots', `${game.id}.png`) });
    await page.close();
  });
});
