/**
 * `quadrille render <game>`: the board after some moves as an SVG picture on standard output
 * (the game's `view` drawn by `@quadrille/svg`), for docs, bug reports and apps that want a
 * picture without a browser.
 *
 * @module
 */

import { renderSvg, THEMES, type ThemeName } from '@quadrille/svg';
import { GAME_FLAGS, parseFlags } from '../flags.js';
import type { Io } from '../io.js';
import type { AnyPosition, GameSupport, Registry } from '../registry.js';
import { openGame } from '../setup.js';
import { UsageError } from '../usage-error.js';

/** Usage of `quadrille render`. */
export const RENDER_USAGE = `quadrille render <game> [--variant V] [--options JSON] [--moves "M1 M2 …"] [--theme light|dark|print] [--targets]
  Writes the board after the moves (space-separated, in the game's notation) as SVG to
  standard output: quadrille render talpa --moves "a1xa2 b1xb2" > board.svg`;

/** The board of `pos` as an SVG document, ending with a newline. */
export function boardSvg(
  support: GameSupport,
  pos: AnyPosition,
  options: { theme?: ThemeName; targets?: boolean } = {},
): string {
  const view = support.game.view;
  if (view === undefined) throw new UsageError(`${support.game.id} has no board view to draw`);
  return `${renderSvg(view(pos, { targets: options.targets ?? false }), { theme: options.theme ?? 'light' })}\n`;
}

/** Runs `quadrille render`; resolves to the exit code. */
export async function render(args: readonly string[], io: Io, registry: Registry): Promise<number> {
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
  const { support, position } = await openGame(registry, positionals[0], values);
  const moves = (values.moves ?? '').split(/\s+/).filter((m) => m.length > 0);
  moves.forEach((text, i) => {
    try {
      position.play(support.game.parseMove(position, text));
    } catch (e) {
      throw new UsageError(`--moves: move ${i + 1} '${text}': ${e instanceof Error ? e.message : String(e)}`);
    }
  });
  io.stdout.write(
    boardSvg(support, position, { theme: theme as ThemeName, targets: values.targets === true }),
  );
  return 0;
}
