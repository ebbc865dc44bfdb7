/**
 * {@link talpaKnowledge}: what a Talpa player knows, for a Monte Carlo search.
 *
 * Every move empties exactly one square (the capturer's start square, or the removed piece's),
 * and emptying it joins the regions of empty squares around it: whether a move wins at once, or
 * loses at once by opening the opponent's path, is read from the edges those regions touch
 * ({@link TalpaPosition.edgesIfEmptied}, {@link TalpaPosition.opensPath}) without playing it.
 *
 * - **Priors** weigh how a move changes each side's connection distance: the fewest squares
 *   still to empty for a path, an empty square counting 0, an own piece 1 (the player can empty
 *   it) and an enemy piece 2 (capture it, then empty it; in the removal phase, where enemy
 *   pieces only go when their owner is forced, 4). An emptied square is empty for both sides,
 *   so every move shortens the opponent's way too: a good move shortens one's own distance more
 *   than the opponent's, and never leaves the opponent a single piece of their own from a path.
 * - **Playouts** take an immediate win when there is one, else play uniformly at random; in most
 *   plies no path is in reach ({@link TalpaPosition.pathInReach}) and no move is judged. (Also
 *   refusing moves that open the opponent's path made the search weaker at equal time in our
 *   matches: such playouts cost more and, played carefully to the end, turn on the removal
 *   phase's parity more than on the position.)
 *
 * @module
 */

import type { Cell, GameKnowledge } from '@quadrille/core';
import type { MoveTable } from './movetable.js';
import { Player } from './player.js';
import type { TalpaPosition } from './position.js';

/** More than any distance on the largest board. */
const FAR = 0x3fffffff;

/** Prior per square of own distance the move saves. */
const GAIN = 0.08;
/** Prior per square of the opponent's distance the move saves them (subtracted). */
const GIVE = 0.06;
/** Prior bonus for a capture that takes a piece off the opponent's shortest way. */
const CUT = 0.05;
/** Prior bonus for leaving oneself one own piece from a path. */
const THREAT = 0.1;
/** The highest prior of a move that leaves the opponent one own piece from a path. */
const DANGER = 0.15;

/**
 * The scratch of one board size (JavaScript runs one call at a time per thread, and no call
 * keeps any of it between calls).
 */
interface Scratch {
  /** Per player: the weight of each square, its distance from the first edge, from the second. */
  readonly weight: readonly [Int32Array, Int32Array];
  readonly fromFirst: readonly [Int32Array, Int32Array];
  readonly fromSecond: readonly [Int32Array, Int32Array];
  /** Dial's bucket queue: per distance the newest entry; per entry its square and the next entry. */
  readonly head: Int32Array;
  readonly cellOf: Int32Array;
  readonly nextOf: Int32Array;
}

const scratches = new WeakMap<MoveTable, Scratch>();

function scratchOf(table: MoveTable): Scratch {
  let s = scratches.get(table);
  if (s === undefined) {
    const n = table.grid.size;
    const pair = (): [Int32Array, Int32Array] => [new Int32Array(n), new Int32Array(n)];
    // Distances stay below 4n; each square enters the queue at most once per neighbour, plus
    // once as a source.
    s = {
      weight: pair(),
      fromFirst: pair(),
      fromSecond: pair(),
      head: new Int32Array(4 * n + 1),
      cellOf: new Int32Array(5 * n),
      nextOf: new Int32Array(5 * n),
    };
    scratches.set(table, s);
  }
  return s;
}

/** The square a move empties, or -1 for a pass. */
function emptiedBy(table: MoveTable, move: number): Cell {
  if (move < table.captures) return table.from[move]!;
  return move < table.pass ? move - table.removalBase : -1;
}

/**
 * Dial's shortest paths with square weights: `out[c]` = the least total weight of a chain of
 * squares from one of `player`'s edges (`first`: bottom or left, else top or right) to `c`,
 * both ends counted.
 */
function distances(pos: TalpaPosition, s: Scratch, player: Player, first: boolean, out: Int32Array): void {
  const { width, height, size, orthogonal } = pos.grid;
  const weight = s.weight[player];
  const { head, cellOf, nextOf } = s;
  out.fill(FAR);
  head.fill(-1);
  let entries = 0;
  const red = player === Player.Red;
  for (let i = 0, n = red ? width : height; i < n; i++) {
    const c = red ? (first ? i : size - width + i) : first ? i * width : i * width + width - 1;
    const d = weight[c]!;
    out[c] = d;
    cellOf[entries] = c;
    nextOf[entries] = head[d]!;
    head[d] = entries++;
  }
  for (let d = 0; d < head.length; d++) {
    for (let e = head[d]!; e >= 0; e = head[d]!) {
      head[d] = nextOf[e]!;
      const c = cellOf[e]!;
      if (out[c] !== d) continue; // a stale entry: the square was reached more cheaply since
      for (let k = c * 4, end = k + 4; k < end; k++) {
        const nb = orthogonal[k]!;
        if (nb < 0) continue;
        const nd = d + weight[nb]!;
        if (nd < out[nb]!) {
          out[nb] = nd;
          cellOf[entries] = nb;
          nextOf[entries] = head[nd]!;
          head[nd] = entries++;
        }
      }
    }
  }
}

/** Fills both players' square weights and distances from each of their edges. */
function measure(pos: TalpaPosition, s: Scratch): void {
  const enemy = pos.phase === 'capture' ? 2 : 4;
  const [red, blue] = s.weight;
  for (let c = 0, n = pos.grid.size; c < n; c++) {
    const owner = pos.pieceAt(c);
    red[c] = owner === undefined ? 0 : owner === Player.Red ? 1 : enemy;
    blue[c] = owner === undefined ? 0 : owner === Player.Blue ? 1 : enemy;
  }
  for (const p of [Player.Red, Player.Blue] as const) {
    distances(pos, s, p, true, s.fromFirst[p]);
    distances(pos, s, p, false, s.fromSecond[p]);
  }
}

/** The weight of `player`'s lightest chain between their edges through `cell`. */
function through(s: Scratch, player: Player, cell: Cell): number {
  return s.fromFirst[player][cell]! + s.fromSecond[player][cell]! - s.weight[player][cell]!;
}

/** `player`'s connection distance: the weight of their lightest chain between their edges. */
function distance(pos: TalpaPosition, s: Scratch, player: Player): number {
  const { width, size } = pos.grid;
  const d = s.fromFirst[player];
  let m = FAR;
  if (player === Player.Red) for (let c = size - width; c < size; c++) m = Math.min(m, d[c]!);
  else for (let c = width - 1; c < size; c += width) m = Math.min(m, d[c]!);
  return m;
}

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
 * - `playoutMove`: an immediate win when there is one, else a uniformly random move.
 *
 * Both allocate nothing per call (scratch arrays per board size are kept in a `WeakMap`).
 */
export const talpaKnowledge: GameKnowledge<TalpaPosition> = {
  priors(pos, moves, out) {
    const table = pos.table;
    const s = scratchOf(table);
    const me = pos.turn;
    const them = (1 - me) as Player;
    measure(pos, s);
    const mine = distance(pos, s, me);
    const theirs = distance(pos, s, them);
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i]!;
      const cell = emptiedBy(table, move);
      if (cell < 0) continue; // a pass: the only move
      // The emptied square's weight drops to 0 for both sides; a chain through it of weight 0
      // is a path.
      const meAfter = Math.min(mine, through(s, me, cell) - s.weight[me][cell]!);
      const themAfter = Math.min(theirs, through(s, them, cell) - s.weight[them][cell]!);
      if (themAfter === 0) {
        out[i] = 0;
        continue;
      }
      if (meAfter === 0) {
        out[i] = 1;
        continue;
      }
      let value = 0.5 + GAIN * (mine - meAfter) - GIVE * (theirs - themAfter);
      // The captured square turns from theirs to mine: no longer on their way.
      if (move < table.captures && through(s, them, table.to[move]!) === theirs) value += CUT;
      if (meAfter === 1) value += THREAT;
      if (themAfter === 1) value = Math.min(value, DANGER);
      out[i] = Math.min(0.95, Math.max(0.05, value));
    }
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
};
