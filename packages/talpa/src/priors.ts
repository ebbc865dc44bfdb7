/**
 * {@link talpaPriors}: the priors of `talpaKnowledge`, read from a plain board (the owner of
 * every square, the side to move, the phase), so that a position ({@link positionPriors}) and
 * the simulator's own state give the same priors through the same code.
 *
 * They weigh how a move changes each side's connection distance: the fewest squares still to
 * empty for a path, an empty square counting 0, an own piece 1 (the player can empty it) and an
 * enemy piece 2 (capture it, then empty it; in the removal phase, where enemy pieces only go
 * when their owner is forced, 4). An emptied square is empty for both sides, so every move
 * shortens the opponent's way too: a good move shortens one's own distance more than the
 * opponent's, and never leaves the opponent a single piece of their own from a path.
 *
 * @module
 */

import type { Cell } from '@quadrille/core';
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
  /**
   * Dial's bucket queue: per distance the newest entry (-1 for none: the queue is empty
   * between calls); per entry its square and the next entry.
   */
  readonly head: Int32Array;
  readonly cellOf: Int32Array;
  readonly nextOf: Int32Array;
  /** A position's owners, read square by square for {@link positionPriors}. */
  readonly owners: Int32Array;
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
      head: new Int32Array(4 * n + 1).fill(-1),
      cellOf: new Int32Array(5 * n),
      nextOf: new Int32Array(5 * n),
      owners: new Int32Array(n),
    };
    scratches.set(table, s);
  }
  return s;
}

/** The square a move empties, or -1 for a pass. */
export function emptiedBy(table: MoveTable, move: number): Cell {
  if (move < table.captures) return table.from[move]!;
  return move < table.pass ? move - table.removalBase : -1;
}

/**
 * Dial's shortest paths with square weights: `out[c]` = the least total weight of a chain of
 * squares from one of `player`'s edges (`first`: bottom or left, else top or right) to `c`,
 * both ends counted. The bucket queue is empty on entry and left empty: the run stops once
 * every entry has been taken out.
 */
function distances(table: MoveTable, s: Scratch, player: Player, first: boolean, out: Int32Array): void {
  const { width, height, size, orthogonal } = table.grid;
  const weight = s.weight[player];
  const { head, cellOf, nextOf } = s;
  out.fill(FAR);
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
  let taken = 0;
  for (let d = 0; taken < entries; d++) {
    for (let e = head[d]!; e >= 0; e = head[d]!) {
      head[d] = nextOf[e]!;
      taken++;
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
function measure(table: MoveTable, owners: ArrayLike<number>, capturePhase: boolean, s: Scratch): void {
  const enemy = capturePhase ? 2 : 4;
  const red = s.weight[Player.Red];
  const blue = s.weight[Player.Blue];
  for (let c = 0, n = table.grid.size; c < n; c++) {
    const owner = owners[c]!;
    red[c] = owner < 0 ? 0 : owner === Player.Red ? 1 : enemy;
    blue[c] = owner < 0 ? 0 : owner === Player.Blue ? 1 : enemy;
  }
  distances(table, s, Player.Red, true, s.fromFirst[Player.Red]);
  distances(table, s, Player.Red, false, s.fromSecond[Player.Red]);
  distances(table, s, Player.Blue, true, s.fromFirst[Player.Blue]);
  distances(table, s, Player.Blue, false, s.fromSecond[Player.Blue]);
}

/** The weight of `player`'s lightest chain between their edges through `cell`. */
function through(s: Scratch, player: Player, cell: Cell): number {
  return s.fromFirst[player][cell]! + s.fromSecond[player][cell]! - s.weight[player][cell]!;
}

/** `player`'s connection distance: the weight of their lightest chain between their edges. */
function distance(table: MoveTable, s: Scratch, player: Player): number {
  const { width, size } = table.grid;
  const d = s.fromFirst[player];
  let m = FAR;
  if (player === Player.Red) for (let c = size - width; c < size; c++) m = Math.min(m, d[c]!);
  else for (let c = width - 1; c < size; c += width) m = Math.min(m, d[c]!);
  return m;
}

/**
 * Writes to `out[0 .. count)` the priors of `moves[0 .. count)`, legal moves of the state given
 * by `owners` (per square the owner's seat, or -1 for an empty square), the player to move
 * `turn` and whether captures exist (`capturePhase`) on `table`'s board: 1 for
 * a move that wins at once, 0 for one that opens the opponent's path (a loss, even if it opens
 * the mover's too); otherwise 0.5 plus 0.08 per square of connection distance the move saves
 * the mover, minus 0.06 per square it saves the opponent, plus 0.05 for a capture that takes a
 * piece off the opponent's shortest way and 0.1 for leaving the mover one own piece from a
 * path, at most 0.15 when it leaves the opponent one own piece from theirs, within
 * [0.05, 0.95]. A pass (the only move) keeps the value it had. Allocates nothing (scratch
 * arrays per board size are kept in a `WeakMap`).
 */
export function talpaPriors(
  table: MoveTable,
  owners: ArrayLike<number>,
  turn: Player,
  capturePhase: boolean,
  moves: ArrayLike<number>,
  count: number,
  out: Float64Array,
): void {
  const s = scratchOf(table);
  const me = turn;
  const them = (1 - me) as Player;
  measure(table, owners, capturePhase, s);
  const mine = distance(table, s, me);
  const theirs = distance(table, s, them);
  for (let i = 0; i < count; i++) {
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
}

/**
 * {@link talpaPriors} of a position: `out[i]` for `moves[i]`, every entry of `moves` (the
 * knowledge's `priors`). The position is read square by square into scratch kept per board size.
 */
export function positionPriors(pos: TalpaPosition, moves: readonly number[], out: Float64Array): void {
  const owners = scratchOf(pos.table).owners;
  for (let c = 0; c < owners.length; c++) owners[c] = pos.pieceAt(c) ?? -1;
  talpaPriors(pos.table, owners, pos.turn, pos.phase === 'capture', moves, moves.length, out);
}
