/**
 * `<quadrille-board>` in a real browser with every game of the catalogue and the m,n,k-game (a
 * custom game): a whole game played by selecting cells alone (with a choice where cells make
 * several moves, a confirmation where a move is the start of a longer one), each move's event
 * and notation, the end's event and outcome, a selection that can lead to no move refused with
 * the position unchanged, and a position set from outside drawn.
 */
import { type AnyGameDescription, findPreset, outcomeWords } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { blokus, linage, linkage, talpa } from '@quadrille/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBoard, boardState, cell, clickMove, eventsOf, randomGame } from './board-page.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('page');
});
afterAll(async () => {
  await h?.close();
  expect(h?.errors ?? []).toEqual([]);
});

const GAMES: readonly { id: string; game: AnyGameDescription; preset: string; seed: number }[] = [
  { id: 'blokus', game: blokus, preset: 'duo', seed: 2 },
  { id: 'linkage', game: linkage, preset: 'standard', seed: 3 },
  { id: 'linage', game: linage, preset: 'small', seed: 4 },
  { id: 'talpa', game: talpa, preset: 'beginner', seed: 5 },
  { id: 'mnk', game: mnk, preset: 'four', seed: 6 },
];

describe.each(GAMES)('$id', ({ game, preset, seed }) => {
  const options = findPreset(game, preset).options;

  it('plays a whole game by selecting cells, with an event and the notation for each move', async () => {
    const page = await h.open();
    await addBoard(page, 'b', game.id, preset);
    const moves = randomGame(game, options, seed);
    const pos = game.create(options);
    const expected: { notation: string; seat: number }[] = [];
    for (const move of moves) {
      expected.push({ notation: game.formatMove(pos, move), seat: pos.turn });
      await clickMove(page, 'b', game, pos, move);
      pos.play(move);
    }
    const state = await boardState(page, 'b');
    expect(state.over).toBe(true);
    expect(state.moves).toEqual(expected.map((e) => e.notation));
    expect(state.json).toBe(JSON.stringify(pos.toJSON()));
    const events = (await eventsOf(page, 'b', 'quadrille-move')) as {
      notation: string;
      seat: number;
      move: number;
    }[];
    expect(events.map(({ notation, seat }) => ({ notation, seat }))).toEqual(expected);
    expect(events.map((e) => e.move)).toEqual(moves);
    const outcome = pos.outcome()!;
    const seatNames = game.seats(pos).map((s) => s.name);
    expect(await eventsOf(page, 'b', 'quadrille-over')).toEqual([
      { outcome: JSON.parse(JSON.stringify(outcome)), result: outcomeWords(outcome, seatNames) },
    ]);
    await expect.poll(() => page.locator('#b .status').textContent()).toBe(game.view(pos).status);
    await page.close();
  });

  it('refuses a selection that can lead to no move, and leaves the position unchanged', async () => {
    const page = await h.open();
    await addBoard(page, 'b', game.id, preset);
    // After one move, the first cell that no legal move uses (an occupied one, most often).
    const pos = game.create(options);
    const first = pos.legalMoves().find((m) => game.input.cells(pos, m).length > 0)!;
    await clickMove(page, 'b', game, pos, first);
    pos.play(first);
    const used = new Set(pos.legalMoves().flatMap((m) => [...game.input.cells(pos, m)]));
    const names = game.view(pos).cells;
    const unused = names.findIndex((_, c) => !used.has(c));
    expect(unused).toBeGreaterThanOrEqual(0);
    const before = await boardState(page, 'b');
    await cell(page, 'b', names[unused]!.name).click();
    await expect.poll(() => page.locator('#b .message').getAttribute('data-kind')).toBe('error');
    expect((await page.locator('#b .message').textContent())?.length).toBeGreaterThan(0);
    expect(await boardState(page, 'b')).toEqual(before);
    expect(await page.locator('#b [data-overlay="highlight"][data-owner]').count()).toBe(
      // Only the game's own highlights (starting points) remain: the selection is cleared.
      game.view(pos).overlays.filter((o) => o.kind === 'highlight' && o.owner !== undefined).length,
    );
    await page.close();
  });

  it('draws a position set from outside', async () => {
    const page = await h.open();
    await addBoard(page, 'b', game.id, preset);
    const moves = randomGame(game, options, seed + 10).slice(0, 4);
    const pos = game.create(options);
    for (const m of moves) pos.play(m);
    const json = JSON.stringify(pos.toJSON());
    await page.evaluate(
      ({ id, json }) => {
        const board = document.getElementById('b') as HTMLElementTagNameMap['quadrille-board'];
        board.position = window.quadrille.games[id]!.fromJSON(JSON.parse(json));
      },
      { id: game.id, json },
    );
    const view = game.view(pos);
    for (const [c, v] of view.cells.entries()) {
      if (v.owner === undefined) continue;
      await expect
        .poll(() => cell(page, 'b', view.cells[c]!.name).getAttribute('data-owner'))
        .toBe(String(v.owner));
    }
    expect(await page.locator('#b .status').textContent()).toBe(view.status);
    expect((await boardState(page, 'b')).json).toBe(json);
    expect(await eventsOf(page, 'b', 'quadrille-change')).toContainEqual({ cause: 'position' });
    await page.close();
  });
});
