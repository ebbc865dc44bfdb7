/**
 * Blokus and Talpa on `<quadrille-board>` as players expect them: pieces picked from the tray,
 * turned with R and the flip button, shown where the pointer is (legal or not) and put down with
 * a click; the same on a touch screen (tap to show, tap again to place); every move made by
 * keyboard alone (arrows, Space, Enter), for a whole Talpa game and Blokus moves both cell by cell
 * and with a piece from the tray; the rule a refused selection breaks, in Blokus' words.
 */
import { pickPiece, turnPiece } from '@quadrille/board';
import { type AnyGameDescription, findPreset, type MoveOf, Polyomino, type Position } from '@quadrille/core';
import { blokus, talpa } from '@quadrille/games';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoard, boardState, cell, eventsOf, howToPlay, randomGame } from './board-page.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('page');
});
afterAll(async () => {
  await h?.close();
  expect(h?.errors ?? []).toEqual([]);
});

const DUO = { variant: 'duo' } as const;
type BlokusPosition = ReturnType<typeof blokus.create>;
type BlokusMove = MoveOf<BlokusPosition>;

/**
 * How to place Blokus move `move` from the tray: the piece, the quarter turns and flips to press
 * (turns first), and the cell to put the piece's grip on.
 */
function trayPlan(pos: BlokusPosition, move: BlokusMove) {
  const d = blokus.describeMove(pos, move);
  const view = blokus.view(pos);
  const want = Polyomino.fromCells(d.cells.map((c) => [c % view.width, Math.floor(c / view.width)] as const));
  const start = pickPiece(view, d.pieceName)!;
  for (let flips = 0; flips < 2; flips++) {
    for (let turns = 0; turns < 4; turns++) {
      let held = start;
      for (let i = 0; i < turns; i++) held = turnPiece(held, 'rotate');
      if (flips === 1) held = turnPiece(held, 'flip');
      if (held.shape.key !== want.key) continue;
      // The grip is the shape's cell nearest its middle; find that cell on the board.
      const [gx, gy] = gripOf(held.shape);
      const files = d.cells.map((c) => c % view.width);
      const ranks = d.cells.map((c) => Math.floor(c / view.width));
      const at = (Math.min(...ranks) + gy) * view.width + Math.min(...files) + gx;
      return { piece: d.pieceName, turns, flips, at: view.cells[at]!.name };
    }
  }
  throw new Error(`no way to turn ${d.pieceName} into ${d.cellNames.join(',')}`);
}

function gripOf(shape: Polyomino): readonly [number, number] {
  const cx = (shape.width - 1) / 2;
  const cy = (shape.height - 1) / 2;
  let best = shape.cells[0]!;
  for (const p of shape.cells) {
    if ((p[0] - cx) ** 2 + (p[1] - cy) ** 2 < (best[0] - cx) ** 2 + (best[1] - cy) ** 2) best = p;
  }
  return best;
}

/** The overlays of kind `kind` on board `id`, by label. */
async function overlays(page: Page, id: string, kind: string): Promise<(string | null)[]> {
  return page.locator(`#${id} [data-overlay="${kind}"] title`).allTextContents();
}

describe('Blokus’ piece tray', () => {
  it('picks, rotates (R), flips (button), shows legality under the pointer and places with a click', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'blokus', 'duo');
    // Refused first: the X shown on a1 is illegal, and clicking says which rule it breaks.
    await page.locator('#b [data-piece="X"]').click();
    await cell(page, 'b', 'b2').hover();
    await expect.poll(() => overlays(page, 'b', 'highlight')).toContain('illegal placement');
    await cell(page, 'b', 'b2').click();
    await expect.poll(() => page.locator('#b .message').textContent()).toMatch(/^Misses the starting point/);
    expect((await boardState(page, 'b')).moves).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#b [data-piece][aria-pressed="true"]').count()).toBe(0);

    const moves = randomGame(blokus, DUO, 21).slice(0, 10) as BlokusMove[];
    const pos = blokus.create(DUO);
    const played: string[] = [];
    for (const move of moves) {
      const plan = trayPlan(pos, move);
      await page.locator(`#b [data-piece="${plan.piece}"]`).click();
      const before = await page.locator('#b .held-piece').innerHTML();
      for (let i = 0; i < plan.turns; i++) await page.keyboard.press('r');
      for (let i = 0; i < plan.flips; i++) await page.locator('#b [data-action="flip"]').click();
      if (plan.turns + plan.flips > 0 && plan.piece !== 'X' && plan.piece !== '1' && plan.piece !== 'O') {
        // The piece in hand is drawn turned (unless the turns brought it back).
        const after = await page.locator('#b .held-piece').innerHTML();
        if (!(plan.turns === 2 && plan.flips === 0)) expect(after).not.toBe(before);
      }
      await cell(page, 'b', plan.at).hover();
      await expect.poll(() => overlays(page, 'b', 'region')).toContain('legal placement');
      await cell(page, 'b', plan.at).click();
      played.push(blokus.formatMove(pos, move));
      pos.play(move);
      await expect.poll(async () => (await boardState(page, 'b')).moves).toEqual(played);
    }
    const events = (await eventsOf(page, 'b', 'quadrille-move')) as { notation: string }[];
    expect(events.map((e) => e.notation)).toEqual(played);
    await page.close();
  });

  it('on a touch screen: a tap shows where the piece goes, a second tap places it', async () => {
    const page = await h.open({ hasTouch: true, isMobile: true, viewport: { width: 600, height: 900 } });
    await addBoard(page, 'b', 'blokus', 'duo');
    await page.locator('#b [data-piece="X"]').tap();
    await cell(page, 'b', 'e10').tap();
    await expect.poll(() => overlays(page, 'b', 'region')).toContain('legal placement');
    expect((await boardState(page, 'b')).moves).toEqual([]);
    await cell(page, 'b', 'e10').tap();
    await expect.poll(async () => (await boardState(page, 'b')).moves).toEqual(['e9,d10,e10,f10,e11']);
    await page.close();
  });

  it('names the rule a selection of squares breaks', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'blokus', 'duo');
    const message = () => page.locator('#b .message').textContent();
    await cell(page, 'b', 'a1').click();
    await expect.poll(message).toBe("Misses the starting point: Purple's first piece must cover e10.");
    await page.evaluate(() => {
      const board = document.getElementById('b') as HTMLElementTagNameMap['quadrille-board'];
      board.play('e9,d10,e10,f10,e11');
      board.play('j4,i5,j5,k5,j6');
    });
    await cell(page, 'b', 'e10').click();
    await expect.poll(message).toBe('Overlaps a piece: e10 is already covered.');
    await cell(page, 'b', 'g10').click();
    await expect
      .poll(message)
      .toBe("Touches its own colour along an edge: g10 is beside Purple's piece on f10.");
    await cell(page, 'b', 'a1').click();
    await expect
      .poll(message)
      .toBe("No corner contact: a piece here would not touch Purple's pieces at a corner.");
    for (const name of ['g12', 'f13', 'g13', 'h13', 'g14']) await cell(page, 'b', name).click();
    await expect
      .poll(message)
      .toBe('Piece already played: Purple has already placed X, the only piece that would fit.');
    expect((await boardState(page, 'b')).moves).toHaveLength(2);
    await page.close();
  });
});

/** Moves the keyboard cursor of board `id` from `from` to `to` (game cells, board not turned). */
async function arrowTo(page: Page, width: number, from: number, to: number): Promise<void> {
  const dx = (to % width) - (from % width);
  const dy = Math.floor(to / width) - Math.floor(from / width);
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowUp' : 'ArrowDown');
}

/** Plays `move` with the keyboard alone: arrows to each cell and Space, then Enter or Tab to a choice. */
async function keyMove(
  page: Page,
  game: AnyGameDescription,
  pos: Position<number>,
  move: number,
  cursor: number,
): Promise<number> {
  const { width } = game.view(pos);
  const { after } = howToPlay(game, pos, move);
  let at = cursor;
  for (const c of game.input.cells(pos, move)) {
    await arrowTo(page, width, at, c);
    await page.keyboard.press('Space');
    at = c;
  }
  if (after === '[data-action="confirm"]') await page.keyboard.press('Enter');
  else if (after !== undefined) throw new Error(`a keyboard test move needs ${after}`);
  return at;
}

/** Focuses board `id` as Tab from the page's start does. */
async function tabInto(page: Page, id: string): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe(id);
  await expect.poll(() => page.locator(`#${id} .cursor`).count()).toBe(1);
}

describe('the keyboard alone', () => {
  it('plays a whole Talpa game: arrows move the cursor, Space selects the piece and its target', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'talpa', 'beginner');
    await tabInto(page, 'b');
    const game: AnyGameDescription = talpa;
    const options = findPreset(game, 'beginner').options;
    const pos = game.create(options);
    const view = game.view(pos);
    let cursor = Math.floor(view.height / 2) * view.width + Math.floor(view.width / 2);
    const played: string[] = [];
    for (const move of randomGame(game, options, 7)) {
      played.push(game.formatMove(pos, move));
      cursor = await keyMove(page, game, pos, move, cursor);
      pos.play(move);
    }
    const state = await boardState(page, 'b');
    expect(state.moves).toEqual(played);
    expect(state.over).toBe(true);
    // The turn and the moves were announced in the live region.
    expect(await page.locator('#b [aria-live]').textContent()).toMatch(/played .*Game over: \w+ wins\./);
    await page.close();
  });

  it('plays Blokus cell by cell (Enter confirms a piece that is the start of a bigger one) and from the tray', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'blokus', 'duo');
    await tabInto(page, 'b');
    const pos = blokus.create(DUO);
    let cursor = 7 * 14 + 7;
    const played: string[] = [];
    const moves = randomGame(blokus, DUO, 5).slice(0, 8) as BlokusMove[];
    let confirmed = 0;
    for (const move of moves) {
      if (howToPlay(blokus, pos, move).after === '[data-action="confirm"]') confirmed++;
      played.push(blokus.formatMove(pos, move));
      cursor = await keyMove(page, blokus, pos, move, cursor);
      pos.play(move);
      expect((await boardState(page, 'b')).moves).toEqual(played);
    }
    expect(confirmed).toBeGreaterThan(0); // some moves needed Enter
    // A piece from the tray: Tab to its button (focused here directly), Enter picks it and gives
    // the board the focus, R and F turn it, the arrows move it, Space puts it down.
    const next = pos.legalMoves().find((m) => blokus.describeMove(pos, m).cells.length === 5)!;
    const plan = trayPlan(pos, next);
    await page.locator(`#b [data-piece="${plan.piece}"]`).focus();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('b');
    for (let i = 0; i < plan.turns; i++) await page.keyboard.press('r');
    for (let i = 0; i < plan.flips; i++) await page.keyboard.press('f');
    const target = blokus.view(pos).cells.findIndex((c) => c.name === plan.at);
    await arrowTo(page, 14, cursor, target);
    await expect.poll(() => overlays(page, 'b', 'region')).toContain('legal placement');
    await page.keyboard.press('Space');
    played.push(blokus.formatMove(pos, next));
    await expect.poll(async () => (await boardState(page, 'b')).moves).toEqual(played);
    await page.close();
  });

  it('Escape cancels a selection', async () => {
    const page = await h.open();
    await addBoard(page, 'b', 'talpa', 'beginner');
    await cell(page, 'b', 'a1').click();
    await expect.poll(() => overlays(page, 'b', 'highlight')).toContain('selected');
    await page.keyboard.press('Escape');
    await expect.poll(() => overlays(page, 'b', 'highlight')).not.toContain('selected');
    await page.close();
  });
});
