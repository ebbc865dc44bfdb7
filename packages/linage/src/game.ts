/**
 * The `linage` game object (the protocol entry point) and the per-game extras `describeMove`.
 *
 * @module
 */

import { type Game, IllegalMoveError, NotationError, OptionsError, SetupError } from '@quadrille/core';
import { decodeMove, formatView, type LinageMove, type LinageMoveView, parseMoveText } from './moves.js';
import { type LinageOptions, resolveOptions } from './options.js';
import { LinagePosition } from './position.js';

/**
 * Linage (Luis Bolaños Mures, 2016): a territory game with neutral stones where every region must
 * keep a line. See `docs/games/linage.md` for the rules, options and notation.
 */
export const linage: Game<LinagePosition, LinageMove, LinageOptions> = {
  id: 'linage',

  create(options?: LinageOptions): LinagePosition {
    return new LinagePosition(resolveOptions(options));
  },

  fromJSON(data: unknown): LinagePosition {
    return positionFromJSON(data);
  },

  formatMove(pos: LinagePosition, move: LinageMove): string {
    return formatView(describeMove(pos, move));
  },

  parseMove(pos: LinagePosition, text: string): LinageMove {
    const move = parseMoveText(pos.grid, text);
    const reason = pos.illegalReason(move);
    if (reason !== undefined) {
      throw new IllegalMoveError(
        `${formatView(decodeMove(pos.grid, move)!)} is not legal here (${reason})`,
        reason,
      );
    }
    return move;
  },
};

/**
 * The typed view of a move id on `pos`'s board (legal or not).
 *
 * @throws `IllegalMoveError` with reason `'not-a-move'` for a number that is no move id.
 */
export function describeMove(pos: LinagePosition, move: number): LinageMoveView {
  const view = decodeMove(pos.grid, move);
  if (view === undefined)
    throw new IllegalMoveError(`${String(move).slice(0, 20)} is not a linage move id`, 'not-a-move');
  return view;
}

const JSON_KEYS = ['game', 'options', 'moves'];

/**
 * Restores a position from `toJSON` data. Stable `reason`s of the `SetupError`s:
 * `'not-linage'` (not an object with `game: 'linage'` and exactly `game`, `options`, `moves`),
 * `'bad-options'`, `'bad-moves'` (not an array of strings, or too long), `'bad-move'` (a
 * malformed or illegal move; the message gives its index).
 *
 * @throws `SetupError`
 */
function positionFromJSON(data: unknown): LinagePosition {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new SetupError('linage data must be an object', 'not-linage');
  }
  const keys = Object.keys(data);
  const d = data as Record<string, unknown>;
  if (
    d.game !== 'linage' ||
    keys.length !== JSON_KEYS.length ||
    !JSON_KEYS.every((k) => Object.hasOwn(d, k))
  ) {
    throw new SetupError('not linage data: expected { game: "linage", options, moves }', 'not-linage');
  }
  let pos: LinagePosition;
  try {
    pos = linage.create(d.options as LinageOptions);
  } catch (e) {
    if (e instanceof OptionsError) throw new SetupError(`bad options: ${e.message}`, 'bad-options');
    throw e;
  }
  const moves = d.moves;
  // A game has at most one pass between stones, two passes at the end and two pie moves.
  const longest = 2 * pos.grid.size + 4;
  if (!Array.isArray(moves) || moves.length > longest || !moves.every((m) => typeof m === 'string')) {
    throw new SetupError(`moves must be an array of at most ${longest} strings`, 'bad-moves');
  }
  for (let i = 0; i < moves.length; i++) {
    try {
      pos.play(linage.parseMove(pos, moves[i] as string));
    } catch (e) {
      if (e instanceof NotationError || e instanceof IllegalMoveError) {
        throw new SetupError(`move ${i + 1}: ${e.message}`, 'bad-move');
      }
      throw e;
    }
  }
  return pos;
}
