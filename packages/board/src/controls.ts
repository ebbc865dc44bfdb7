/**
 * The buttons beside the board, as data: confirm (`data-action="confirm"`) a move that more cells
 * could extend, choose (`data-choice="<notation>"`) among moves that share the selected cells,
 * cancel (`data-action="cancel"`), and the moves made without a cell (`data-move="<notation>"`:
 * a pass, the pie rule's choice). The element turns them into `<button>`s.
 *
 * @module
 */

import type { SelectionMatch } from '@quadrille/core';

/**
 * One control: a button with its text and its `data-*` attributes (by name without `data-`), or,
 * for a long list of moves made without a cell, a menu of their notations (`<select>` with a
 * `data-action="play-listed"` button beside it).
 */
export type ControlSpec =
  | {
      readonly kind: 'button';
      /** The button's text. */
      readonly label: string;
      /** Its `data-*` attributes, e.g. `{ action: 'confirm' }` for `data-action="confirm"`. */
      readonly data: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'menu';
      /** The menu's accessible name. */
      readonly label: string;
      /** The moves' notations, in order. */
      readonly moves: readonly string[];
    };

/** Moves without a cell beyond this many are offered in a menu rather than as buttons. */
export const MAX_MOVE_BUTTONS = 8;

const button = (label: string, data: Readonly<Record<string, string>>): ControlSpec => ({
  kind: 'button',
  label,
  data,
});

/** What the buttons depend on. */
export interface ControlState {
  /** Whether the person at the board is to move (and the game runs). */
  readonly local: boolean;
  /** What the selected cells make, while some are selected. */
  readonly match: SelectionMatch<number> | undefined;
  /** The name of the held piece, and whether it may be put where it is shown. */
  readonly held: { readonly name: string; readonly placeable: boolean } | undefined;
  /** The legal moves made without a cell. */
  readonly cellFree: readonly number[];
  /** A move's notation. */
  readonly notation: (move: number) => string;
}

/** The buttons for `state`, in the order they are shown. */
export function controlSpecs(state: ControlState): ControlSpec[] {
  if (!state.local) return [];
  const out: ControlSpec[] = [];
  const { match, held, notation } = state;
  if (match !== undefined) {
    if (match.moves.length === 1 && match.extensible) {
      out.push(button(`Play ${notation(match.moves[0]!)} (Enter)`, { action: 'confirm' }));
    } else if (match.moves.length > 1) {
      for (const m of match.moves) out.push(button(notation(m), { choice: notation(m) }));
    }
  } else if (held?.placeable === true) {
    out.push(button(`Place ${held.name} (Enter)`, { action: 'confirm' }));
  }
  if (match !== undefined || held !== undefined) out.push(button('Cancel (Esc)', { action: 'cancel' }));
  const free = state.cellFree.map(notation);
  if (free.length > MAX_MOVE_BUTTONS) out.push({ kind: 'menu', label: 'Other moves', moves: free });
  else for (const text of free) out.push(button(text, { move: text }));
  return out;
}
