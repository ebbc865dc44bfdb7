/**
 * {@link talpaKnowledge}: what a Talpa player knows, for a Monte Carlo search.
 *
 * Every move empties exactly one square (the capturer's start square, or the removed piece's),
 * and emptying it joins the regions of empty squares around it: whether a move wins at once, or
 * loses at once by opening the opponent's path, is read from the edges those regions touch
 * ({@link TalpaPosition.edgesIfEmptied}, {@link TalpaPosition.opensPath}) without playing it.
 *
 * - **Priors** weigh how a move changes each side's connection distance (see `priors.ts`, which
 *   computes them on a position here and on the simulator's own board there).
 * - **Playouts** take an immediate win when there is one, else play uniformly at random; in most
 *   plies no path is in reach ({@link TalpaPosition.pathInReach}) and no move is judged. (Also
 *   refusing moves that open the opponent's path made the search weaker at equal time in our
 *   matches: such playouts cost more and, played carefully to the end, turn on the removal
 *   phase's parity more than on the position.)
 * - **The simulator** ({@link TalpaSimulator}) plays the same playouts, draw for draw, over a
 *   compact state of its own.
 *
 * @module
 */

import type { GameKnowledge } from '@quadrille/core';
import type { Player } from './player.js';
import type { TalpaPosition } from './position.js';
import { emptiedBy, positionPriors } from './priors.js';
import { TalpaSimulator } from './simulator.js';

/**
 * Talpa's knowledge for a Monte Carlo search, in the shape of core's `GameKnowledge`: pass it
 * as `mctsPlayer({ knowledge: talpaKnowledge })` of `@quadrille/ai`.
 *
 * - `priors`: 1 for a move that wins at once, 0 for one that opens the opponent's path (a loss,
 *   even if it opens the mover's too); otherwise 0.5 plus 0.08 per square of connection
 *   distance the move saves the mover, minus 0.06 per square it saves the opponent, plus 0.05
 *   for a capture that takes a piece off the opponent's shortest way and 0.1 for leaving the
 *   mover one own piece from a path, at most 0.15 when it leaves the opponent one own piece
 *   from theirs, within [0.05, 0.95].
 * - `playoutMove`: an immediate win when there is one (the first in id order), else a
 *   uniformly random move.
 * - `simulator`: a {@link TalpaSimulator}, the same playouts (the same moves for the same random
 *   stream) over a compact state of its own with the legal moves and the winning squares kept
 *   incrementally, and the same priors computed on its own board: about twice the playouts per
 *   CPU-second of `legalMovesInto`, `playoutMove` and `play` on a position.
 *
 * `priors` and `playoutMove` allocate nothing per call (scratch arrays per board size are kept
 * in a `WeakMap`).
 */
export const talpaKnowledge: GameKnowledge<TalpaPosition> = {
  priors(pos, moves, out) {
    positionPriors(pos, moves, out);
  },

  playoutMove(pos, moves, count, rng) {
    const me = pos.turn;
    // Most plies of a random game, and the costliest, with the most captures to judge, have no
    // path in reach.
    if (pos.pathInReach(me)) {
      const table = pos.table;
      const them = (1 - me) as Player;
      // Captures from one square are neighbours in the list: judge each square once.
      let last = -1;
      let wins = false;
      for (let i = 0; i < count; i++) {
        const cell = emptiedBy(table, moves[i]!);
        if (cell !== last) {
          if (cell < 0) break; // a pass: the only move
          wins = pos.opensPath(me, cell) && !pos.opensPath(them, cell);
          last = cell;
        }
        if (wins) return moves[i]!;
      }
    }
    return moves[rng.int(count)]!;
  },

  simulator(pos) {
    // Its priors are this knowledge's only while they are Talpa's own: a copy with priors of
    // its own gets the simulator's playouts, and expansions read its priors from positions.
    return new TalpaSimulator(pos, { priors: this?.priors === talpaKnowledge.priors });
  },
};
