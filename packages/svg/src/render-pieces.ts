/**
 * Pictures of polyomino pieces: {@link renderPieceSvg} for one piece (a button in a piece
 * picker) and {@link renderTraySvg} for the pieces a colour still holds (Blokus' tray).
 *
 * @module
 */

import {
  type ColourView,
  describeValue,
  failOptions,
  type PieceView,
  Reason,
  readRecord,
} from '@quadrille/core';
import { readCellSize, readTheme } from './check-view.js';
import { markSvg } from './marks.js';
import { contrastOn, MARKS, NAMED_COLOURS, PALETTE, type ThemeName } from './palette.js';
import { escapeXml, num } from './xml.js';

/** Options of {@link renderPieceSvg} and {@link renderTraySvg}. */
export interface PieceSvgOptions {
  /** The colour index the piece is drawn in (default 0). */
  readonly colour?: number;
  /** The colour's name, to draw it in that colour (`'purple'`) as `renderSvg` does. */
  readonly colourName?: string;
  /** The side of a square in SVG units (default 16). */
  readonly cellSize?: number;
  /** `'light'` (default), `'dark'` or `'print'`. */
  readonly theme?: ThemeName;
}

function settings(options: PieceSvgOptions) {
  readRecord(
    options,
    ['colour', 'colourName', 'cellSize', 'theme'],
    'piece options',
    failOptions,
    Reason.UnknownOption,
  );
  const colour = options.colour ?? 0;
  if (!Number.isInteger(colour) || colour < 0)
    failOptions(`colour must be a colour index, got ${describeValue(colour)}`, Reason.BadType);
  const size = readCellSize(options.cellSize, 16);
  const theme = readTheme(options.theme);
  const named =
    typeof options.colourName === 'string' ? NAMED_COLOURS[options.colourName.toLowerCase()] : undefined;
  const fill = named ?? PALETTE[colour % PALETTE.length]!;
  return { colour, size, theme, fill, ink: contrastOn(fill), mark: MARKS[colour % MARKS.length]! };
}

function checkPiece(piece: PieceView): void {
  if (typeof piece?.name !== 'string' || !Array.isArray(piece.cells) || piece.cells.length === 0) {
    failOptions('a piece needs a name and at least one cell', 'bad-view');
  }
  for (const p of piece.cells) {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((v) => Number.isInteger(v) && v >= 0 && v < 64)) {
      failOptions(`piece ${piece.name}: cells must be [file, rank] pairs of small integers`, 'bad-view');
    }
  }
}

/** The squares of `piece` at (x, y), rank 0 at the bottom. */
function pieceBody(piece: PieceView, x: number, y: number, s: ReturnType<typeof settings>): string {
  const rows = Math.max(...piece.cells.map(([, r]) => r)) + 1;
  return piece.cells
    .map(([f, r]) => {
      const px = x + f * s.size;
      const py = y + (rows - 1 - r) * s.size;
      return `<rect x="${num(px + 0.5)}" y="${num(py + 0.5)}" width="${num(s.size - 1)}" height="${num(s.size - 1)}" fill="${s.fill}" stroke="${s.theme.line}"/>${markSvg(s.mark, px + s.size / 2, py + s.size / 2, s.size, s.ink)}`;
    })
    .join('');
}

const extent = (piece: PieceView): [number, number] => [
  Math.max(...piece.cells.map(([f]) => f)) + 1,
  Math.max(...piece.cells.map(([, r]) => r)) + 1,
];

/**
 * One piece as an SVG document, `data-piece` set to its name.
 *
 * @example
 * ```ts
 * renderPieceSvg({ name: 'V3', cells: [[0, 0], [1, 0], [0, 1]] }, { colour: 1 });
 * ```
 *
 * @throws `OptionsError` for a malformed piece or bad options.
 */
export function renderPieceSvg(piece: PieceView, options: PieceSvgOptions = {}): string {
  const s = settings(options);
  checkPiece(piece);
  const [files, ranks] = extent(piece);
  const w = files * s.size;
  const h = ranks * s.size;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" width="${num(w)}" height="${num(h)}" role="img" aria-label="piece ${escapeXml(piece.name)}" data-piece="${escapeXml(piece.name)}">${pieceBody(piece, 0, 0, s)}</svg>`;
}

/**
 * The pieces a colour still holds, left to right in rows of at most `perRow`, each in a
 * `<g data-piece="…">` (so an app can pick one by clicking).
 *
 * @param perRow - pieces per row (default 7).
 * @throws `OptionsError` for a colour without pieces, a malformed piece or bad options.
 */
export function renderTraySvg(colour: ColourView, options: PieceSvgOptions = {}, perRow = 7): string {
  const s = settings({ colourName: colour?.name, ...options });
  if (!Array.isArray(colour?.pieces)) failOptions('the colour has no pieces to draw', 'bad-view');
  if (!Number.isInteger(perRow) || perRow < 1)
    failOptions('perRow must be a positive integer', Reason.BadType);
  const slot = 5.5 * s.size; // the largest standard piece spans 5 squares
  const parts: string[] = [];
  colour.pieces.forEach((piece, i) => {
    checkPiece(piece);
    const x = (i % perRow) * slot + s.size * 0.25;
    const y = Math.floor(i / perRow) * slot + s.size * 0.25;
    parts.push(
      `<g data-piece="${escapeXml(piece.name)}" aria-label="piece ${escapeXml(piece.name)}">${pieceBody(piece, x, y, s)}</g>`,
    );
  });
  const rows = Math.max(1, Math.ceil(colour.pieces.length / perRow));
  const w = Math.min(perRow, Math.max(1, colour.pieces.length)) * slot;
  const h = rows * slot;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" width="${num(w)}" height="${num(h)}" role="img" aria-label="${escapeXml(`${colour.name}: ${colour.pieces.length} pieces`)}">${parts.join('')}</svg>`;
}
