/**
 * The input model every game shares: a person makes a move by selecting its cells (in order
 * where the game says order matters). {@link selectCell} is one click, one key press or one
 * typed cell: it plays the move the selection makes when that is the only move and no longer
 * move starts with it, keeps the selection while it can still become a move, and otherwise
 * refuses it in the game's words (its `input.explain`, or a generic sentence).
 *
 * @module
 */

import type { AnyGameDescription, Position, SelectionMatch } from '@quadrille/core';
import type { MoveIndex } from './move-index.js';

/** What a selection comes to after one more cell. */
export type SelectionStep =
  /** The selection makes exactly one legal move and starts no other: play it. */
  | { readonly kind: 'play'; readonly move: number }
  /**
   * Keep `cells` selected (none: the selection was taken back). `match` says what they make:
   * nothing yet, one move that more cells could extend (to confirm), or several moves (to choose
   * from). `note` is set when an earlier selection was dropped for this one, and says why.
   */
  | {
      readonly kind: 'select';
      readonly cells: readonly number[];
      readonly match: SelectionMatch<number>;
      readonly note?: string;
    }
  /** The selection can lead to no legal move: clear it and say why. */
  | { readonly kind: 'refuse'; readonly message: string };

/** What {@link selectCell} needs to know about the game and the position. */
export interface SelectionContext {
  /** The game (its input mapping and its `explain`). */
  readonly game: Pick<AnyGameDescription, 'input'>;
  /** The position (not changed). */
  readonly pos: Position<number>;
  /** The legal moves of `pos` and their cells. */
  readonly index: MoveIndex;
  /** A cell's name (`e5`). */
  readonly name: (cell: number) => string;
}

/**
 * The step that selecting `cell` makes from `selection`. A selected cell selected again is
 * taken back (in order: with the cells after it). A cell that makes the selection lead nowhere
 * refuses it — except where order matters, if the cell can start a move by itself: then it
 * starts a new selection (a person picking another piece to move), with a note saying why the
 * longer one could not be.
 */
export function selectCell(
  context: SelectionContext,
  selection: readonly number[],
  cell: number,
): SelectionStep {
  const { index } = context;
  const at = selection.indexOf(cell);
  if (at >= 0) {
    const cells = index.ordered ? selection.slice(0, at) : selection.filter((c) => c !== cell);
    return { kind: 'select', cells, match: index.match(cells) };
  }
  const step = judge(context, [...selection, cell]);
  if (step.kind !== 'refuse' || selection.length === 0 || !index.ordered) return step;
  const fresh = judge(context, [cell]);
  if (fresh.kind === 'select') return { ...fresh, note: step.message };
  return fresh.kind === 'play' ? fresh : step;
}

/**
 * What `cells` make as a whole selection: the one move to play, a selection to keep, or a
 * refusal.
 */
export function judge(context: SelectionContext, cells: readonly number[]): SelectionStep {
  const match = context.index.match(cells);
  if (match.moves.length === 1 && !match.extensible) return { kind: 'play', move: match.moves[0]! };
  if (match.moves.length === 0 && !match.extensible) {
    return { kind: 'refuse', message: refusal(context, cells) };
  }
  return { kind: 'select', cells, match };
}

/**
 * Why `cells` can lead to no legal move — with `whole`, why no legal move is exactly `cells` (a
 * piece put down, cells typed in full): the game's own words (`input.explain`) where it has some,
 * else a generic sentence (`No legal move uses c3.`, `No legal move starts a1 → a2.`, `No legal
 * move is a1 → a2.`).
 */
export function refusal(context: SelectionContext, cells: readonly number[], whole = false): string {
  const { game, pos, index, name } = context;
  let words: string | undefined;
  try {
    words = game.input.explain?.(pos, cells, whole);
  } catch {
    words = undefined; // a faulty hook must not stop the board: the generic words stand in
  }
  if (words !== undefined && words.trim() !== '') return words;
  if (pos.isOver()) return 'The game is over.';
  const names = cells.map(name);
  const listed = index.ordered
    ? names.join(' → ')
    : names.length < 2
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  if (whole) return `No legal move is ${listed}.`;
  return index.ordered ? `No legal move starts ${listed}.` : `No legal move uses ${listed}.`;
}

/**
 * What to tell the person after a selection step that keeps a selection: how to go on (select
 * more, confirm, choose), or why an earlier selection was dropped (`error`).
 *
 * @param notation - a move's notation.
 */
export function guidance(
  step: Extract<SelectionStep, { kind: 'select' }>,
  context: Pick<SelectionContext, 'name' | 'index'>,
  notation: (move: number) => string,
): { readonly text: string; readonly kind: 'info' | 'error' } {
  const { cells, match, note } = step;
  if (note !== undefined)
    return { text: `${note} Started again from ${context.name(cells[0]!)}.`, kind: 'error' };
  if (cells.length === 0) return { text: '', kind: 'info' };
  if (match.moves.length === 1) {
    return {
      text: `${notation(match.moves[0]!)} is a move: confirm it (Enter), or select more cells.`,
      kind: 'info',
    };
  }
  if (match.moves.length > 1)
    return { text: `These cells make ${match.moves.length} moves: choose one.`, kind: 'info' };
  return { text: context.index.ordered ? 'Now select the next cell.' : 'Select more cells.', kind: 'info' };
}
