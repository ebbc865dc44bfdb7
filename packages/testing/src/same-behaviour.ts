/**
 * Whether two positions behave as the same position: the kit cannot see a game's board, so it
 * compares what the rules show (turn, legal moves, outcome) now, one move ahead, and along
 * shared random continuations to the end of the game. Used to tell a key collision or a missed transposition
 * from two positions that really differ.
 *
 * @module
 */

import type { Position, Rng } from '@quadrille/core';
import { rulesView } from './position-state.js';
import { sameNumbers } from './structure.js';

/** Random continuations played from both positions. */
const CONTINUATIONS = 2;

/** Legal moves tried one ply ahead from both positions: the first, the last and random others. */
const LOOKAHEAD = 32;

/**
 * How `a` and `b` differ, as far as the rules show, now, after one same move, or after the same
 * random moves; or
 * `undefined` if they behaved the same everywhere. Plays on clones; `a` and `b` are unchanged.
 *
 * @param maxPlies - the longest continuation played.
 */
export function behaviourDifference(
  a: Position<number>,
  b: Position<number>,
  rng: Rng,
  maxPlies: number,
): string | undefined {
  const ahead = oneMoveAhead(a, b, rng);
  if (ahead !== undefined) return ahead;
  for (let c = 0; c < CONTINUATIONS; c++) {
    const x = a.clone();
    const y = b.clone();
    for (let ply = 0; ; ply++) {
      const legal = x.legalMoves();
      const diff = difference(x, y, legal);
      if (diff !== undefined) return ply === 0 ? diff : `${diff} after the same ${ply} random moves`;
      if (legal.length === 0 || ply >= maxPlies) break;
      const move = legal[rng.int(legal.length)]!;
      x.play(move);
      y.play(move);
    }
  }
  return undefined;
}

/**
 * How `a` and `b` differ after one same move (a sample of the legal moves, the first and last
 * always among them — special moves such as a pass are often at an end), or now.
 */
function oneMoveAhead(a: Position<number>, b: Position<number>, rng: Rng): string | undefined {
  const legal = a.legalMoves();
  const now = difference(a, b, legal);
  if (now !== undefined || legal.length === 0) return now;
  const tried = new Set([legal[0]!, legal[legal.length - 1]!]);
  while (tried.size < Math.min(LOOKAHEAD, legal.length)) tried.add(legal[rng.int(legal.length)]!);
  for (const move of tried) {
    const x = a.clone();
    const y = b.clone();
    x.play(move);
    y.play(move);
    const diff = difference(x, y, x.legalMoves());
    if (diff !== undefined) return `${diff} after move ${move}`;
  }
  return undefined;
}

/** How what the rules show of `x` (whose legal moves are `legal`) and `y` differ, if they do. */
function difference(x: Position<number>, y: Position<number>, legal: readonly number[]): string | undefined {
  const other = y.legalMoves();
  const viewX = rulesView(x, legal);
  const viewY = rulesView(y, other);
  return viewX !== viewY || !sameNumbers(legal, other) ? `${viewX} vs ${viewY}` : undefined;
}
