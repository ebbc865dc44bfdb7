/**
 * `<quadrille-board>` in a React 19 page built with Vite (test/react-page): React sets the game,
 * options and seats as properties, listens to the board's events through `on<event>` props, and
 * re-renders the board's options when its state changes.
 */
import { type AnyGameDescription, findPreset } from '@quadrille/core';
import { talpa } from '@quadrille/games';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cell, clickMove } from './board-page.js';
import { type Harness, startHarness } from './harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness('react-page');
});
afterAll(async () => {
  await h?.close();
  expect(h?.errors ?? []).toEqual([]);
});

it('plays on a board that React renders, and React hears its events and changes its options', async () => {
  const page = await h.open();
  await page.waitForSelector('#board [data-cell]');
  expect(await page.locator('#board .wrap').getAttribute('data-theme')).toBe('dark');
  const game: AnyGameDescription = talpa;
  const pos = game.create(findPreset(game, 'beginner').options);
  const moves = pos.legalMoves();
  await clickMove(page, 'board', game, pos, moves[0]!);
  await expect
    .poll(() => page.locator('#moves li').allTextContents())
    .toEqual([game.formatMove(pos, moves[0]!)]);
  expect(await page.locator('#cause').textContent()).toBe('move');
  // React changes the options: a new game on the standard board.
  await page.click('#standard');
  const standard = game.view(game.create(findPreset(game, 'standard').options));
  await expect.poll(() => page.locator('#board [data-cell]').count()).toBe(standard.cells.length);
  await expect(cell(page, 'board', standard.cells.at(-1)!.name).count()).resolves.toBe(1);
  expect(await page.locator('#cause').textContent()).toBe('game');
  await page.close();
});
