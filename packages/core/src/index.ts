/**
 * `@quadrille/core`: the shared foundation of the Quadrille game engines — grid geometry and
 * cell names, bitsets, polyominoes, flood fill, seeded randomness, and the Game/Position
 * protocol every game keeps.
 *
 * @packageDocumentation
 */

export type { GridMasks } from './bits.js';
export * as bits from './bits.js';
export { CellSet } from './cellset.js';
export {
  ErrorCode,
  GeometryError,
  IllegalMoveError,
  isQuadrilleError,
  NotationError,
  OptionsError,
  QuadrilleError,
  SetupError,
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
export { type Cell, Direction, type Edge, fileName, Grid, MAX_GRID_SIDE } from './grid.js';
export { collectMoves, reserveMoves } from './move-buffer.js';
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
export type { AnyGame, Branded, Game, MoveId, MoveOf, Outcome, Position, Seat } from './protocol.js';
export { Rng } from './rng.js';
export { UnionFind } from './unionfind.js';
