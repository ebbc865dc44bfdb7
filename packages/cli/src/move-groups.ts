/**
 * The legal moves in groups, for `quadrille play`'s `moves` and `pieces`: by piece where the
 * side to move holds pieces (Blokus; a move's piece is the one whose shape its cells have), by
 * first cell where a move is several cells (Talpa's from-square, Linkage's first square), else in
 * one group; moves without a cell in a group of their own. Nothing here knows a game.
 *
 * @module
 */

import { MoveIndex, trayPieces } from '@quadrille/board/input';
import { type AnyGameDescription, type BoardView, Polyomino } from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';

/** Legal moves sharing a piece or a first cell. */
export interface MoveGroup {
  /** The piece's name, the first cell's name, `moves`, or `without a cell`. */
  readonly label: string;
  /** The moves, in notation, in ascending move order. */
  readonly moves: readonly string[];
}

/** The legal moves of `pos` in groups (see the module), in the tray's order or the board's. */
export function groupMoves(game: AnyGameDescription, pos: AnyPosition): MoveGroup[] {
  const view = game.view(pos);
  const index = new MoveIndex(game, pos);
  const pieces = trayPieces(view);
  const byPiece = pieces === undefined ? undefined : pieceOfShape(pieces);
  const multiCell = index.moves.some((m) => index.cellsOf(m).length > 1);
  const groups = new Map<string, string[]>();
  if (pieces !== undefined) for (const p of pieces) groups.set(p.name, []);
  for (const move of index.moves) {
    const cells = index.cellsOf(move);
    let label: string;
    if (cells.length === 0) label = 'without a cell';
    else if (byPiece !== undefined) label = byPiece.get(shapeKey(view, cells)) ?? 'other';
    else if (multiCell) label = view.cells[cells[0]!]?.name ?? '?';
    else label = 'moves';
    const list = groups.get(label) ?? [];
    list.push(game.formatMove(pos, move));
    groups.set(label, list);
  }
  return [...groups]
    .filter(([, moves]) => moves.length > 0)
    .map(([label, moves]) => ({ label, moves }))
    .sort((a, b) => Number(a.label === 'without a cell') - Number(b.label === 'without a cell'));
}

/** The name of each piece by its free shape's key. */
function pieceOfShape(pieces: readonly { name: string; cells: readonly (readonly [number, number])[] }[]) {
  return new Map(pieces.map((p) => [Polyomino.fromCells(p.cells).freeKey, p.name]));
}

/** The free shape key of `cells` on the board of `view`. */
function shapeKey(view: BoardView, cells: readonly number[]): string {
  try {
    return Polyomino.fromCells(cells.map((c) => [c % view.width, Math.floor(c / view.width)] as const))
      .freeKey;
  } catch {
    return ''; // cells that are no polyomino: no piece's
  }
}

/** The groups as lines: `label (count): moves …`, at most `shown` moves a group. */
export function formatGroups(groups: readonly MoveGroup[], shown: number): string[] {
  return groups.map(({ label, moves }) => {
    const more = moves.length > shown ? ` … and ${moves.length - shown} more ('moves ${label}')` : '';
    return `  ${label} (${moves.length}): ${moves.slice(0, shown).join(' ')}${more}`;
  });
}

/**
 * The pieces each colour still holds (`Purple (21): 1 2 I3 …`) and, for the colour to move, their
 * shapes as `'#'` drawings in the orientation the piece syntax turns from; undefined for a game
 * without pieces.
 */
export function describePieces(view: BoardView): string | undefined {
  const holders = view.colours.filter((c) => c.pieces !== undefined);
  if (holders.length === 0) return undefined;
  const lines = holders.map(
    (c) => `${c.name} (${c.pieces!.length}): ${c.pieces!.map((p) => p.name).join(' ')}`,
  );
  const mine = trayPieces(view);
  if (mine !== undefined && mine.length > 0) {
    lines.push('', `${view.colours[view.toMove!]!.name}'s pieces, as r0 turns them:`);
    lines.push(...drawShapes(mine, 9));
  }
  return lines.join('\n');
}

/** Shapes drawn side by side, `perRow` to a row, each with its name under it. */
function drawShapes(
  pieces: readonly { name: string; cells: readonly (readonly [number, number])[] }[],
  perRow: number,
) {
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += perRow) {
    const row = pieces.slice(i, i + perRow).map((p) => {
      const art = Polyomino.fromCells(p.cells).toAscii().replaceAll('.', ' ').split('\n');
      const width = Math.max(p.name.length, ...art.map((l) => l.length));
      return { art, name: p.name, width };
    });
    const height = Math.max(...row.map((r) => r.art.length));
    for (let y = 0; y < height; y++) {
      // Shapes stand on the same line: shorter ones are padded at the top.
      const cells = row.map((r) => (r.art[y - (height - r.art.length)] ?? '').padEnd(r.width));
      out.push(`  ${cells.join('  ')}`.trimEnd());
    }
    out.push(`  ${row.map((r) => r.name.padEnd(r.width)).join('  ')}`.trimEnd(), '');
  }
  return out.slice(0, -1);
}
