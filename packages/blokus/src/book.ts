/**
 * {@link openingBook}: a Pentobi opening book (an SGF game tree) as core's `OpeningBook`, with
 * Pentobi's meaning of its marks: in the position reached by the game's moves, the children
 * marked good (`TE`) are the book's moves, one chosen at random; others (unmarked, or marked bad
 * with `BM`) are never chosen. A Duo or Junior position is also found in its mirror image across
 * the board's diagonal through both starting points, the board's one symmetry that keeps them.
 *
 * @module
 */

import type { OpeningBook, Rng } from '@quadrille/core';
import type { BlokusMove, BlokusPosition } from './position.js';
import type { BlokusRules } from './rules.js';
import { readSgf, type SgfNode } from './sgf.js';

/** A symmetry of the board as a map of placements (or -1 where an image is no placement). */
type Symmetry = (rules: BlokusRules, move: BlokusMove) => BlokusMove;

const identity: Symmetry = (_rules, move) => move;

/** The reflection across the diagonal from the top-left corner: `(f, r)` → `(w − 1 − r, h − 1 − f)`. */
const antiDiagonal: Symmetry = (rules, move) => {
  const { grid, table } = rules;
  const cells = table.cellsOf(move).map((c) => {
    const f = c % grid.width;
    const r = (c - f) / grid.width;
    return (grid.height - 1 - f) * grid.width + (grid.width - 1 - r);
  });
  return table.find(cells) as BlokusMove;
};

/** The symmetries a book position is looked up under: with Duo's, each is its own inverse. */
function symmetries(rules: BlokusRules): Symmetry[] {
  const twoCorners = rules.options.variant === 'duo' || rules.options.variant === 'junior';
  return twoCorners && rules.isStandard ? [identity, antiDiagonal] : [identity];
}

/** Whether `node` is marked as a good move (`TE` with a positive value). */
function isGood(node: SgfNode): boolean {
  return Number.parseInt(node.props.TE?.[0] ?? '0', 10) > 0;
}

/**
 * The opening book in `sgfText` (a Pentobi book, or any game tree whose good moves are marked
 * `TE[1]`), for positions of the book's variant reached without setup.
 *
 * @throws what {@link readSgf} throws for a file it cannot read.
 * @example
 * ```ts
 * const book = openingBook('(;GM[Blokus Duo](;B[e10,f10,f9,e9,d9]TE[1])(;B[e10]BM[1]))');
 * const pos = blokus.create({ variant: 'duo' });
 * console.log(blokus.formatMove(pos, book.choose(pos, new Rng(1))!)); // => d9,e9,f9,e10,f10
 * ```
 */
export function openingBook(sgfText: string): OpeningBook<BlokusPosition> {
  const { tree } = readSgf(sgfText);
  const bookRules = tree.rules;
  return {
    choose(pos: BlokusPosition, rng: Rng): BlokusMove | undefined {
      const { rules } = pos;
      if (!rules.isStandard || rules.options.variant !== bookRules.options.variant) return undefined;
      if (pos.setup.length > 0 || pos.initialColour !== 0 || pos.colourToMove < 0) return undefined;
      for (const symmetry of symmetries(rules)) {
        const move = chooseUnder(tree.root, pos, symmetry, rng);
        if (move !== undefined) return move;
      }
      return undefined;
    },
  };
}

/** The book's move for `pos` with the book read under `symmetry`, or `undefined`. */
function chooseUnder(
  root: SgfNode,
  pos: BlokusPosition,
  symmetry: Symmetry,
  rng: Rng,
): BlokusMove | undefined {
  const { rules } = pos;
  let node: SgfNode | undefined = root;
  for (let i = 0; i < pos.history.length && node !== undefined; i++) {
    const colour = pos.historyColours[i]!;
    const seen = symmetry(rules, pos.history[i]!);
    node = node.children.find((c) => c.move?.colour === colour && c.move.move === seen);
  }
  if (node === undefined) return undefined;
  const good: BlokusMove[] = [];
  for (const child of node.children) {
    if (child.move === undefined || child.move.colour !== pos.colourToMove || !isGood(child)) continue;
    const move = symmetry(rules, child.move.move);
    if (move >= 0 && pos.isLegal(move)) good.push(move);
  }
  return good.length === 0 ? undefined : good[rng.int(good.length)];
}
