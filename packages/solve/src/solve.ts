/**
 * {@link solve}: a position's outcome with perfect play, proved — the solver's one-call entry.
 * It runs a {@link Solver} in steps of about 50 ms, yielding to the event loop between them so
 * that an `AbortSignal`, a timer or a progress display can run, until the position is solved or
 * a budget is spent.
 *
 * @module
 */

import type { AnyGame, Position } from '@quadrille/core';
import { checkSolveOptions, type SolveOptions } from './options.js';
import { now, yieldToHost } from './platform.js';
import { type Solution, Solver, type TableStats } from './solver.js';

/** Why a solve stopped before the answer. */
export type StopReason = 'nodes' | 'time' | 'aborted';

/** What {@link solve} found. */
export interface SolveResult extends Partial<Solution> {
  /** Why it stopped unsolved; absent when solved (then `outcome`, `line` and `proof` are set). */
  readonly stopped?: StopReason;
  /** Positions visited (every move played by a search counts one). */
  readonly nodes: number;
  /** Milliseconds it took. */
  readonly ms: number;
  /** The transposition table's figures at the end. */
  readonly table: TableStats;
}

/** The positions of the first step, before the pace is known. */
const FIRST_STEP = 20_000;
/** How long a step runs between yields, in milliseconds. */
const STEP_MS = 50;

/**
 * Solves `position` (by default the game's start): who wins with perfect play, a principal
 * line, and a proof that {@link checkProof} confirms with the rules alone.
 *
 * @param game - the game (any two-seat game of the protocol whose positions have `key()`).
 * @param position - the position to solve; never modified.
 * @param options - memory, budgets, signal, progress (see {@link SolveOptions}).
 * @throws `OptionsError` for invalid options or a game the solver cannot take (see
 *   {@link Solver}).
 *
 * @example
 * ```ts
 * import { mnk } from '@quadrille/examples';
 * import { checkProof, solve } from '@quadrille/solve';
 *
 * const result = await solve(mnk, mnk.create({ width: 3, height: 3, k: 3 }));
 * console.log(result.outcome); // => draw
 * console.log(checkProof(mnk, result.proof!).ok); // => true
 * ```
 */
export async function solve(
  game: AnyGame,
  position: Position<number> = game.create(),
  options: SolveOptions = {},
): Promise<SolveResult> {
  checkSolveOptions(options);
  return solveWith(new Solver(game, position, options), options);
}

/**
 * Runs `solver` (new, or read from a checkpoint) until it solves its position or a budget of
 * `options` is spent: {@link solve} for a solver made beforehand. `ms` and the budgets count
 * from this call; `nodes` counts from the solver's start.
 *
 * @throws `OptionsError` for invalid options.
 */
export async function solveWith(solver: Solver, options: SolveOptions = {}): Promise<SolveResult> {
  checkSolveOptions(options);
  const t0 = now();
  const elapsed = () => now() - t0;
  // The node budget counts from here: a resumed solver has nodes behind it.
  const maxNodes = solver.nodes + (options.maxNodes ?? Number.POSITIVE_INFINITY);
  const timeMs = options.timeMs ?? Number.POSITIVE_INFINITY;
  const progressMs = options.progressMs ?? 1000;
  let shown = 0;
  let step = FIRST_STEP;
  let stopped: SolveResult['stopped'];
  for (;;) {
    const s0 = now();
    const n0 = solver.nodes;
    if (solver.step(Math.min(step, Math.max(1, maxNodes - n0)))) break;
    // Aim the next step at STEP_MS at the pace just measured.
    const took = now() - s0;
    step = Math.max(1000, Math.round(((solver.nodes - n0) * STEP_MS) / Math.max(took, 1)));
    if (options.onProgress !== undefined && elapsed() - shown >= progressMs) {
      shown = elapsed();
      report(solver, options, shown);
    }
    await yieldToHost();
    if (options.signal?.aborted === true) stopped = 'aborted';
    else if (solver.nodes >= maxNodes) stopped = 'nodes';
    else if (elapsed() >= timeMs) stopped = 'time';
    if (stopped !== undefined) break;
  }
  const base = { nodes: solver.nodes, ms: elapsed(), table: solver.tableStats };
  return stopped === undefined ? { ...solver.result!, ...base } : { stopped, ...base };
}

function report(solver: Solver, options: SolveOptions, ms: number): void {
  const { pn, dn } = solver.numbers;
  options.onProgress!({
    search: solver.phase,
    nodes: solver.nodes,
    ms,
    pn,
    dn,
    ...solver.solved,
    fill: solver.table.fill,
    rate: ms > 0 ? (solver.nodes * 1000) / ms : 0,
  });
}
