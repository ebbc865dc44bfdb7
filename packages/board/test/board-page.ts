/**
 * Driving boards on the test page (`test/page`) from a test: adding a board, playing a move the
 * way a person does (its cells clicked, then a choice or a confirmation where the cells call for
 * one), reading the board's position and the events it sent. Moves are worked out in Node with
 * the same game descriptions the page uses.
 */
import type { ComputerHandle, ComputerOptions } from '@quadrille/board/computer';
import { type AnyGameDescription, matchSelection, type Position, Rng } from '@quadrille/core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** What the test page exposes (see test/page/main.ts). */
    quadrille: {
      readonly games: Readonly<Record<string, AnyGameDescription>>;
      readonly events: { readonly type: string; readonly board: string; readonly detail: unknown }[];
      readonly longTasks: { readonly start: number; readonly duration: number }[];
      /** A computer on the page's worker, or on the module at `script` (a missing one, to fail). */
      attachComputer(
        board: HTMLElementTagNameMap['quadrille-board'],
        options: Omit<ComputerOptions, 'spawn'>,
        script?: string,
      ): ComputerHandle;
    };
  }
}

/** Adds `<quadrille-board id=…>` for `game` (by id) with `options` and `seats`. */
export async function addBoard(
  page: Page,
  id: string,
  game: string,
  options?: string | Record<string, unknown>,
  seats: 'all' | number[] = 'all',
): Promise<void> {
  await page.evaluate(
    ({ id, game, options, seats }) => {
      const board = document.createElement('quadrille-board');
      board.id = id;
      board.game = window.quadrille.games[game];
      if (options !== undefined) board.options = options;
      board.seats = seats;
      document.body.append(board);
    },
    { id, game, options, seats },
  );
  await page.waitForSelector(`#${id} [data-cell]`);
}

/** The locator of cell `name` on board `id`. */
export const cell = (page: Page, id: string, name: string) => page.locator(`#${id} [data-cell="${name}"]`);

/** What board `id` holds: its moves in notation (replayed from the start), and whether it is over. */
export async function boardState(
  page: Page,
  id: string,
): Promise<{ moves: string[]; over: boolean; json: string }> {
  return page.evaluate((id) => {
    const board = document.getElementById(id) as HTMLElementTagNameMap['quadrille-board'];
    const game = board.game!;
    const pos = board.position!;
    const back = pos.clone();
    const ids: number[] = [];
    while (back.history.length > 0) ids.unshift(back.undo!());
    const moves = ids.map((m) => {
      const text = game.formatMove(back, m);
      back.play(m);
      return text;
    });
    return { moves, over: pos.isOver(), json: JSON.stringify(pos.toJSON()) };
  }, id);
}

/** The events of `type` that board `id` sent, their details in order. */
export async function eventsOf(page: Page, id: string, type: string): Promise<unknown[]> {
  return page.evaluate(
    ({ id, type }) =>
      window.quadrille.events.filter((e) => e.board === id && e.type === type).map((e) => e.detail),
    { id, type },
  );
}

/** The names of the cells a person selects for `move` in `pos`, and what they must press after. */
export function howToPlay(
  game: AnyGameDescription,
  pos: Position<number>,
  move: number,
): { cells: string[]; after: string | undefined } {
  const cells = game.input.cells(pos, move);
  const notation = game.formatMove(pos, move);
  if (cells.length === 0) return { cells: [], after: `[data-move="${notation}"]` };
  const names = game.view(pos).cells;
  const match = matchSelection(game, pos, cells);
  const after =
    match.moves.length > 1
      ? `[data-choice="${notation}"]`
      : match.extensible
        ? '[data-action="confirm"]'
        : undefined;
  return { cells: cells.map((c) => names[c]!.name), after };
}

/** Plays `move` on board `id` by clicking its cells, then its choice or confirmation if needed. */
export async function clickMove(
  page: Page,
  id: string,
  game: AnyGameDescription,
  pos: Position<number>,
  move: number,
): Promise<void> {
  const { cells, after } = howToPlay(game, pos, move);
  for (const name of cells) await cell(page, id, name).click();
  if (after !== undefined) await page.locator(`#${id} ${after}`).click();
}

/** A finished game of `game` from `options`, moves chosen at random under `seed`. */
export function randomGame(game: AnyGameDescription, options: unknown, seed: number): number[] {
  const pos = game.create(options);
  const rng = new Rng(seed);
  const moves: number[] = [];
  while (!pos.isOver()) {
    const legal = pos.legalMoves();
    const m = legal[rng.int(legal.length)]!;
    moves.push(m);
    pos.play(m);
  }
  return moves;
}
