/**
 * `@quadrille/talpa`: the rules engine of Talpa (Arty Sandler, 2010), a connection game played
 * by removing pieces, on the Quadrille protocol.
 *
 * @packageDocumentation
 */

export { talpa } from './game.js';
export { talpaKnowledge } from './knowledge.js';
export { MAX_TABLE_BYTES, TABLE_CACHE_LIMITS, tableBytes } from './limits.js';
export { MoveTable, type TableCacheUsage } from './movetable.js';
export { type DirectionName, describeMove, formatMove, type MoveView, parseMove } from './notation.js';
export {
  MAX_TALPA_SIDE,
  MIN_TALPA_SIDE,
  type NoMoveRule,
  resolveOptions,
  TALPA_PRESETS,
  type TalpaOptions,
  type TalpaPreset,
  type TalpaSettings,
} from './options.js';
export { shortestPath, winningPath } from './paths.js';
export { opponent, PLAYER_NAMES, Player } from './player.js';
export {
  type IllegalReason,
  type TalpaJSON,
  type TalpaMove,
  type TalpaPhase,
  TalpaPosition,
} from './position.js';
export { RENDER_SYMBOLS, render } from './render.js';
export { TalpaSimulator, type TalpaSimulatorOptions } from './simulator.js';
export { view } from './view.js';
