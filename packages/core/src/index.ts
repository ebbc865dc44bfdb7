/**
 * `@quadrille/core`: the shared foundation of the Quadrille game engines — grid geometry and
 * cell names, bitsets, polyominoes, flood fill, seeded randomness, and the Game/Position
 * protocol every game keeps.
 *
 * @packageDocumentation
 */

export type { GridMasks } from './bits.js';
export * as bits from './bits.js';
export {
  type BoardView,
  type CellView,
  type ColourView,
  emptyCellViews,
  type Glyph,
  type Overlay,
  type PieceView,
  readViewOptions,
  targetsOverlay,
  type ViewOptions,
} from './board-view.js';
export { BoundedCache, type BoundedCacheLimits } from './bounded-cache.js';
export { CellSet } from './cellset.js';
export {
  CLOCK_LIMITS,
  type ClockReading,
  type ClockSettings,
  type ClockState,
  checkClock,
  describeClock,
  GameClock,
  readClock,
  readClockText,
} from './clock.js';
export type {
  AnyGameDescription,
  DemoSettings,
  DescribedMove,
  GameDescription,
  GamePreset,
  MoveInput,
  MovePolicy,
  OpeningBook,
  RecordFormat,
  SeatDescription,
  TextBoard,
} from './description.js';
export { NAMED_COLOURS, PALETTE } from './display-colours.js';
export {
  ErrorCode,
  type ErrorReason,
  GeometryError,
  IllegalMoveError,
  isQuadrilleError,
  NotationError,
  OptionsError,
  QuadrilleError,
  Reason,
  SetupError,
  type SharedReason,
} from './errors.js';
export {
  type ColourComponents,
  type Components,
  type Connectivity,
  colourComponents,
  components,
  connectsEdges,
  edgePath,
  edgeSet,
  flood,
  floodInto,
} from './flood.js';
export { type FollowableGame, FollowedGame } from './followed-game.js';
export {
  descriptionProblems,
  findGame,
  type GameModule,
  gameOfModule,
  gamesOfModule,
  isGameDescription,
} from './game-module.js';
export { type Cell, Direction, type Edge, fileName, GRID_CACHE_LIMITS, Grid, MAX_GRID_SIDE } from './grid.js';
export { type AbortSignalLike, now, yieldToHost } from './host.js';
export {
  type GameKnowledge,
  KNOWLEDGE_SEARCH_MAXIMUMS,
  KNOWLEDGE_SEARCH_MINIMUMS,
  type KnowledgeSearchSettings,
} from './knowledge.js';
export { collectMoves, reserveMoves } from './move-buffer.js';
export { importOptional } from './optional-import.js';
export {
  type BooleanOption,
  type ChoiceOption,
  checkOptions,
  describeOptions,
  type IntegerOption,
  type JsonOption,
  type NumberOption,
  type OptionSpec,
  type OptionsSchema,
  readOptionText,
} from './options-schema.js';
export { next, type PlayoutOptions, perft, randomPlayout } from './play.js';
export {
  composeTransforms,
  enumeratePolyominoes,
  enumeratePolyominoesUpTo,
  inverseTransform,
  MAX_ENUMERATION_SIZE,
  MAX_SHAPE_CELLS,
  type Placement,
  type Point,
  Polyomino,
  placementSet,
  placements,
  TRANSFORMS,
  type Transform,
  transformPoint,
} from './polyomino.js';
export { findPreset, presetOptions } from './presets.js';
export type { AnyGame, Branded, Game, MoveId, MoveOf, Outcome, Position, Seat } from './protocol.js';
export {
  type ConnectionErrors,
  type RedisConnectionOptions,
  reachRedis,
  redisConnectionOptions,
  type StartingConnection,
  startingRedisConnection,
} from './redis-connection.js';
export { parseRedisUrl, type RedisTarget, redact } from './redis-url.js';
export { type ConnectionEvents, watchConnection } from './redis-watch.js';
export { replayMoves } from './replay.js';
export { Rng } from './rng.js';
export { cellFreeMoves, matchSelection, type SelectionMatch } from './selection.js';
export type { PlayoutRecord, Simulator } from './simulator.js';
export { type StalledJobSettings, stalledJobOptions } from './stalled-jobs.js';
export { outcomeWords, type StatusWords, statusLine } from './status.js';
export { UnionFind } from './unionfind.js';
export {
  describeValue,
  type Fail,
  failOptions,
  failSetup,
  isPlainObject,
  JSON_LAYOUT_VERSION,
  readArray,
  readDocument,
  readRecord,
  readStrings,
  withDocumentOptions,
} from './untrusted.js';
export { zobristBelow, zobristHi, zobristKey, zobristKeyOf, zobristLo, zobristTable } from './zobrist.js';
