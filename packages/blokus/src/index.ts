/**
 * `@quadrille/blokus`: a fast, exact Blokus engine — classic (4 colours), two- and
 * three-player classic, Duo, and custom variants (board size, starting points, piece sets,
 * scoring) — with Pentobi's move notation and SGF game records.
 *
 * @packageDocumentation
 */

export type { BlokusState } from './blokus-state.js';
export { openingBook } from './book.js';
export { describeMove, type MoveDescription } from './describe.js';
export { BLOKUS_SELECTION_RULES, explainSelection } from './explain.js';
export type { FlatLists } from './flat-lists.js';
export { blokus } from './game.js';
export { greedy, newCorners } from './greedy.js';
export { type JsonMode, positionFromJSON, strictFromJSON } from './json.js';
export { blokusKnowledge, clockWeight, EXPECTED_PIECES, OPENING_PIECES } from './knowledge.js';
export { MAX_TABLE_BYTES, TABLE_CACHE_LIMITS } from './limits.js';
export { formatCells, formatMove, parseCells, parseColour, parseMove, parsePlacement } from './notation.js';
export { type Piece, PieceSet, STANDARD_PIECE_NAMES, standardShape } from './pieces.js';
export { PlacementTable } from './placements.js';
export { type BlokusJSON, type BlokusMove, BlokusPosition, type SetupPiece } from './position.js';
export { render } from './render.js';
export {
  BLOKUS_SCORINGS,
  BLOKUS_VARIANTS,
  type BlokusOptions,
  BlokusRules,
  type BlokusScoring,
  type BlokusVariant,
  MAX_BOARD_SIDE,
  MAX_PLACEMENTS,
  type NormalisedOptions,
  type PieceSpec,
  ROTATING_SEAT,
} from './rules.js';
export {
  MAX_SGF_LENGTH,
  type ReadSgfOptions,
  readSgf,
  type SgfGame,
  type SgfMove,
  type SgfNode,
  type SgfSetup,
  type SgfTree,
  writeSgf,
} from './sgf.js';
export {
  escapeSgfValue,
  formatSgfTree,
  parseSgfTrees,
  type SgfSyntaxNode,
  type SgfWritableNode,
} from './sgf-syntax.js';
export { BlokusSimulator, type BlokusSimulatorOptions } from './simulator.js';
export { view } from './view.js';
export { ANCHOR_BITS, ANCHOR_MASK, WINDOW_SENTINEL, type WindowMasks } from './windows.js';
export { BLOKUS_ZOBRIST_SALT } from './zobrist.js';
