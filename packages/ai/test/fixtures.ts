/** Known mnk positions for the AI tests (cell names as on the board: a1 bottom-left). */
import { type MnkPosition, mnk } from '@quadrille/examples';

/** Plays `moves` (cell names) from a fresh tic-tac-toe board. */
export function ticTacToe(...moves: string[]): MnkPosition {
  const pos = mnk.create();
  for (const m of moves) pos.play(mnk.parseMove(pos, m));
  return pos;
}

export { type MnkPosition, mnk };
