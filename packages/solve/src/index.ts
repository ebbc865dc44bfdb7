/**
 * `@quadrille/solve`: proves who wins small boards of any two-player Quadrille game — a
 * depth-first AND/OR search or depth-first proof-number search over a fixed-size transposition
 * table, proofs as plain data, and an independent checker that confirms a proof with the rules
 * alone.
 *
 * @module
 */

export { checkProof, type ProofCheck, type ProofFault } from './check-proof.js';
export { readCheckpoint, writeCheckpoint } from './checkpoint.js';
export { KeyMap } from './key-map.js';
export {
  ALGORITHMS,
  checkSolveOptions,
  DEFAULT_ALGORITHM,
  DEFAULT_EPSILON,
  DEFAULT_MEMORY,
  type SolveOptions,
  type SolveProgress,
} from './options.js';
export type { AbortSignalLike } from './platform.js';
export {
  CHUNK_POSITIONS,
  decodeStrategy,
  encodeStrategy,
  type Proof,
  proofBytes,
  proofJson,
  type SolvedOutcome,
  type Strategy,
  type StrategyData,
  type StrategyGoal,
} from './proof.js';
export type { SolveAlgorithm } from './search.js';
export { type SolveResult, type StopReason, solve, solveWith } from './solve.js';
export {
  type Solution,
  type SolvedCounts,
  Solver,
  type SolverState,
  type StartNumbers,
  type TableStats,
} from './solver.js';
