/**
 * Move ids and notation. On a board of `n` points the ids are, ascending:
 *
 * | ids | move | notation |
 * |---|---|---|
 * | `0 .. n-1` | a stone on that point | the point, e.g. `f6` |
 * | `n` | pass | `pass` |
 * | `n+1 .. 2n+1` | pie: seat 0 sets komi `k + 0.5` for `k = 0 .. n` | `komi=4.5` |
 * | `2n+2`, `2n+3` | pie: seat 1 takes Vertical / Horizontal | `vertical`, `horizontal` |
 *
 * @module
 */

import { type Cell, describeValue, type Grid, type MoveId, NotationError, Reason } from '@quadrille/core';

/** A Linage move id (see the module table). */
export type LinageMove = MoveId<'linage'>;

/** The two sides: Vertical moves first and owns regions without horizontal lines. */
export type Side = 'vertical' | 'horizontal';

/** The two sides in a fixed order. */
export const SIDES: readonly Side[] = ['vertical', 'horizontal'];

/** A stone, as seen by `describeMove`. */
export interface PlaceView {
  /** The kind of move. */
  readonly kind: 'place';
  /** The point's index. */
  readonly cell: Cell;
  /** The point's name, e.g. `f6`. */
  readonly name: string;
  /** `[cell]`. */
  readonly cells: readonly [Cell];
}

/** The pass, as seen by `describeMove`. */
export interface PassView {
  /** The kind of move. */
  readonly kind: 'pass';
  /** No cells. */
  readonly cells: readonly [];
}

/** The pie move of seat 0 setting the komi, as seen by `describeMove`. */
export interface KomiView {
  /** The kind of move. */
  readonly kind: 'komi';
  /** The komi chosen (`k + 0.5`). */
  readonly komi: number;
  /** No cells. */
  readonly cells: readonly [];
}

/** The pie move of seat 1 choosing its side, as seen by `describeMove`. */
export interface SideView {
  /** The kind of move. */
  readonly kind: 'side';
  /** The side seat 1 takes. */
  readonly side: Side;
  /** No cells. */
  readonly cells: readonly [];
}

/** A typed view of a move, from `describeMove`. */
export type LinageMoveView = PlaceView | PassView | KomiView | SideView;

/** The id of pass on a board of `points` points. */
export function passMove(points: number): LinageMove {
  return points as LinageMove;
}

/** The id of the pie move setting komi `k + 0.5` (`0 <= k <= points`). */
export function komiMove(points: number, k: number): LinageMove {
  return (points + 1 + k) as LinageMove;
}

/** The id of the pie move by which seat 1 takes `side`. */
export function sideMove(points: number, side: Side): LinageMove {
  return (2 * points + 2 + (side === 'vertical' ? 0 : 1)) as LinageMove;
}

/** Number of move ids on a board of `points` points. */
export function moveIdCount(points: number): number {
  return 2 * points + 4;
}

/** The typed view of a move id, or `undefined` for a number that is no move id on `grid`. */
export function decodeMove(grid: Grid, move: number): LinageMoveView | undefined {
  const n = grid.size;
  if (!Number.isInteger(move) || move < 0 || move >= moveIdCount(n)) return undefined;
  if (move < n) return { kind: 'place', cell: move, name: grid.name(move), cells: [move] };
  if (move === n) return { kind: 'pass', cells: [] };
  if (move <= 2 * n + 1) return { kind: 'komi', komi: move - n - 1 + 0.5, cells: [] };
  return { kind: 'side', side: move === 2 * n + 2 ? 'vertical' : 'horizontal', cells: [] };
}

/** The notation of a move view. */
export function formatView(view: LinageMoveView): string {
  switch (view.kind) {
    case 'place':
      return view.name;
    case 'pass':
      return 'pass';
    case 'komi':
      return `komi=${view.komi}`;
    case 'side':
      return view.side;
  }
}

/** The longest text `parseMove` reads (a move is at most `komi=` and a few digits). */
export const MAX_TEXT = 40;
const KOMI_TEXT = /^komi=(0|[1-9][0-9]{0,5})\.5$/;

/**
 * The move id named by `text` (case-insensitive, surrounding spaces ignored), whether or not it
 * is legal anywhere. Stable `reason`s: the shared `'not-a-string'`, `'too-long'` (more than
 * {@link MAX_TEXT} characters) and `'malformed'` (not a move at all); Linage's own `'bad-cell'`
 * (a point that is not on the board) and `'bad-komi'` (a komi that is not one of the choices).
 *
 * @throws `NotationError`
 */
export function parseMoveText(grid: Grid, text: unknown): LinageMove {
  if (typeof text !== 'string')
    throw new NotationError(`a linage move must be a string, got ${describeValue(text)}`, Reason.NotAString);
  if (text.length > MAX_TEXT) {
    throw new NotationError(
      `not a linage move: ${describeValue(text)} is longer than ${MAX_TEXT} characters`,
      Reason.TooLong,
    );
  }
  const t = text.trim().toLowerCase();
  if (t === 'pass') return passMove(grid.size);
  if (t === 'vertical' || t === 'horizontal') return sideMove(grid.size, t);
  if (t.startsWith('komi=')) {
    const match = KOMI_TEXT.exec(t);
    const k = match === null ? -1 : Number(match[1]);
    if (k < 0 || k > grid.size) {
      throw new NotationError(
        `${describeValue(text)} is not a komi choice: komi=K.5 with K from 0 to ${grid.size}`,
        'bad-komi',
      );
    }
    return komiMove(grid.size, k);
  }
  if (/^[a-z]+[0-9]+$/.test(t)) {
    const cell = grid.tryParse(t);
    if (cell === undefined)
      throw new NotationError(`${describeValue(text)} is not a point of the ${grid} board`, 'bad-cell');
    return cell as LinageMove;
  }
  throw new NotationError(`not a linage move: ${describeValue(text)}`, Reason.Malformed);
}
