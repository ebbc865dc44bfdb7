/**
 * `@quadrille/linage`: a fast, exact rules engine for Linage (Luis Bolaños Mures, 2016), the
 * territory game of neutral stones in which every region must keep a line.
 *
 * @packageDocumentation
 */

export type { Owner } from './board.js';
export { describeMove, formatMove, linage, parseMove } from './game.js';
export { linageKnowledge } from './knowledge.js';
export {
  type KomiView,
  komiMove,
  type LinageMove,
  type LinageMoveView,
  type PassView,
  type PlaceView,
  passMove,
  SIDES,
  type Side,
  type SideView,
  sideMove,
} from './moves.js';
export {
  DEFAULT_KOMI,
  DEFAULT_LINE_LENGTH,
  DEFAULT_SIZE,
  type LinageOptions,
  type LinageRules,
  MAX_SIDE,
  MAX_TABLE_BYTES,
  MIN_LINE_LENGTH,
  MIN_SIDE,
} from './options.js';
export { placementPerft } from './perft.js';
export {
  type IllegalReason,
  type LinageJSON,
  type LinageJSONOptions,
  LinagePosition,
  type LinageRegion,
  type LinageScore,
  type Phase,
} from './position.js';
export { RENDER_SYMBOLS, render } from './render.js';
export { TABLE_CACHE_LIMITS } from './topology.js';
export { view } from './view.js';
