/**
 * {@link notateLine}: a counterexample's moves in the game's notation, for the reports of
 * `checkGame` and `checkKnowledge`.
 *
 * @module
 */

import type { Game, Position } from '@quadrille/core';

/**
 * The moves of `line` in the game's notation, replayed from `create()`; `#n` from the first move
 * that cannot be formatted or played on (or for every move if `create` throws).
 *
 * @internal
 */
export function notateLine<O>(
  game: Game<Position<number>, number, O>,
  create: () => Position<number>,
  line: readonly number[],
): string[] {
  let pos: Position<number> | undefined;
  try {
    pos = create();
  } catch {
    pos = undefined;
  }
  return line.map((move) => {
    let text = `#${move}`;
    try {
      if (pos !== undefined) text = game.formatMove(pos, move);
      pos?.play(move);
    } catch {
      pos = undefined; // the counterexample matters more than its spelling
    }
    return text;
  });
}
