/**
 * `@quadrille/linkage`: the Linkage rules engine (Ethan Larson, 2002) for Quadrille — the
 * standard game, the optional pie setup and validated custom variants, with bitboard move
 * generation, a live group count, exact `undo` and Zobrist `key`s.
 *
 * @packageDocumentation
 */

export { COLOURS, type ColourLetter, type ColourName, MAX_COLOURS } from './colours.js';
export { describeMove, linkage } from './game.js';
export { linkageKnowledge } from './knowledge.js';
export { MAX_SLOT_WORDS, MAX_TABLE_BYTES, TABLE_CACHE_LIMITS, tableBytes } from './limits.js';
export { type LinkageMove, type LinkageMoveView, MoveTable, type Role } from './moves.js';
export { formatMove, parseMove } from './notation.js';
export {
  type LinkageOptions,
  type LinkageRules,
  MAX_PIECES_PER_COLOUR,
  optionsOf,
  resolveOptions,
  SETUP_RULES,
  type SetupRule,
} from './options.js';
export {
  BLACK,
  EMPTY,
  type IllegalReason,
  type LinkageJSON,
  type LinkagePhase,
  LinkagePosition,
} from './position.js';
export { render } from './render.js';
export { LinkageSimulator, type LinkageSimulatorOptions } from './simulator.js';
export { HALO, SLOT_NEIGHBOURS, SlotTable } from './slots.js';
export type { StateLayout } from './state.js';
export { view } from './view.js';
