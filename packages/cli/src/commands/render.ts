/**
 * `quadrille render <game>`: the board after some moves as an SVG picture on standard output
 * (the game's `view` drawn by `@quadrille/svg`), for docs, bug reports and apps that want a
 * picture without a browser.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';
import { renderSvg, THEMES, type ThemeName } from '@quadrille/svg';
import { GAME_FLAGS, parseFlags } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import type { Io } from '../io.js';
import { UsageError } from '../usage-error.js';

/** Usage of `quadrille render`. */
export const RENDER_USAGE = `quadrille render <game> [--variant V] [--options JSON] [--option K=V] [--module M] [--moves "M1 M2 …"] [--theme light|dark|print] [--targets]
  Writes the board after the moves (space-separated, in the game's notation) as SVG to
  standard output: quadrille render talpa --moves "a1xa2 b1xb2" > board.svg`;

/** The board of `pos` as an SVG document, ending with a newline. */
export function boardSvg(
  game: AnyGameDescription,
  pos: AnyPosition,
  options: { theme?: ThemeName; targets?: boolean } = {},
): string {
  const view = game.view(pos, { targets: options.targets ?? false });
  return `${renderSvg(view, { theme: options.theme ?? 'light' })}\n`;
}

/** Runs `quadrille render`; resolves to the exit code. */
export async function render(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    moves: { type: 'string' },
    theme: { type: 'string' },
    targets: { type: 'boolean' },
  });
  if (positionals.length > 1) throw new UsageError(`render takes one game, got '${positionals.join(' ')}'`);
  const theme = values.theme ?? 'light';
  if (!Object.hasOwn(THEMES, theme))
    throw new UsageError(`--theme must be one of ${Object.keys(THEMES).join(', ')}, got '${theme}'`);
  const { game, position } = await openGame(catalogue, positionals[0], values);
  const moves = (values.moves ?? '').split(/\s+/).filter((m) => m.length > 0);
  moves.forEach((text, i) => {
    try {
      position.play(game.parseMove(position, text));
    } catch (e) {
      throw new UsageError(`--moves: move ${i + 1} '${text}': ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  io.stdout.write(boardSvg(game, position, { theme: theme as ThemeName, targets: values.targets === true }));
  return 0;
}
