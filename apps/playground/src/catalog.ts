/**
 * The games the playground offers: each game's object, its variants as option sets, its view,
 * and how a move maps to the cells a player clicks (the playground's only game-specific
 * knowledge besides Blokus' piece tray).
 */

import { blokus, describeMove as blokusMove, view as blokusView } from '@quadrille/blokus';
import type { AnyGame, BoardView, Position, ViewOptions } from '@quadrille/core';
import { linage, describeMove as linageMove, view as linageView } from '@quadrille/linage';
import { linkage, describeMove as linkageMove, view as linkageView } from '@quadrille/linkage';
import { talpa, describeMove as talpaMove, view as talpaView } from '@quadrille/talpa';

/** One game as the page uses it. */
export interface CatalogGame {
  readonly id: string;
  readonly label: string;
  readonly game: AnyGame;
  /** Variant name → options for `create`; the first is the default. */
  readonly variants: Readonly<Record<string, unknown>>;
  readonly view: (pos: Position<number>, options?: ViewOptions) => BoardView;
  /** The cells a move is clicked on, in click order; empty for moves made with a button. */
  readonly cellsOf: (pos: Position<number>, move: number) => readonly number[];
  /** Whether click order matters (Talpa: from, then to). */
  readonly ordered: boolean;
  /** Linkage: the colour index a move places, so the page can offer a colour choice. */
  readonly colourOf?: (pos: Position<number>, move: number) => number | undefined;
}

type AnyPos = never;

export const CATALOG: readonly CatalogGame[] = [
  {
    id: 'blokus',
    label: 'Blokus',
    game: blokus as unknown as AnyGame,
    variants: {
      duo: { variant: 'duo' },
      classic: { variant: 'classic' },
      classic2: { variant: 'classic2' },
      classic3: { variant: 'classic3' },
    },
    view: (pos, options) => blokusView(pos as AnyPos, options),
    cellsOf: (pos, move) => blokusMove(pos as AnyPos, move as AnyPos).cells,
    ordered: false,
  },
  {
    id: 'linkage',
    label: 'Linkage',
    game: linkage as unknown as AnyGame,
    variants: { standard: {} },
    view: (pos, options) => linkageView(pos as AnyPos, options),
    cellsOf: (pos, move) => {
      const m = linkageMove(pos as AnyPos, move);
      return m.kind === 'place' ? m.cells : m.kind === 'black' ? [m.cell] : [];
    },
    ordered: false,
    colourOf: (pos, move) => {
      const m = linkageMove(pos as AnyPos, move);
      return m.kind === 'place' ? m.colour : undefined;
    },
  },
  {
    id: 'linage',
    label: 'Linage',
    game: linage as unknown as AnyGame,
    variants: { standard: { size: 11 }, small: { size: 7 }, pie: { size: 11, pie: true } },
    view: (pos, options) => linageView(pos as AnyPos, options),
    cellsOf: (pos, move) => {
      const m = linageMove(pos as AnyPos, move);
      return m.kind === 'place' ? [m.cell] : [];
    },
    ordered: false,
  },
  {
    id: 'talpa',
    label: 'Talpa',
    game: talpa as unknown as AnyGame,
    variants: { standard: { size: 8 }, small: { size: 6 } },
    view: (pos, options) => talpaView(pos as AnyPos, options),
    cellsOf: (pos, move) => {
      const m = talpaMove(pos as AnyPos, move as AnyPos);
      return m.kind === 'capture' ? [m.from, m.to] : m.kind === 'removal' ? [m.cell] : [];
    },
    ordered: true,
  },
];

/** The catalogue entry of `id`, or undefined. */
export function findGame(id: string): CatalogGame | undefined {
  return CATALOG.find((g) => g.id === id);
}
