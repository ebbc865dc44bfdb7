/**
 * {@link Solver}: the outcome of a position with perfect play, by at most two proof-number
 * searches. The first asks "does the seat to move win?". If not, the strategy that refutes it
 * shows the other seat at least a draw; when none of its lines ends in a draw, that is a win
 * for the other seat and the answer. Otherwise a second search asks "does the other seat win?":
 * yes is a second-seat win, no a draw, proved by the two refuting strategies together.
 *
 * The searches run in steps of a bounded number of positions, so that a caller can yield,
 * report progress, and stop ({@link solve} does all three).
 *
 * @module
 */

import { type AnyGame, type GameDescription, OptionsError, type Position, Reason } from '@quadrille/core';
import { Dfpn } from './dfpn.js';
import { Dfs } from './dfs.js';
import { type Extracted, extract, principalLine } from './extract.js';
import { split } from './key.js';
import { KeyMap } from './key-map.js';
import { DEFAULT_ALGORITHM, DEFAULT_EPSILON, DEFAULT_MEMORY, type SolveOptions } from './options.js';
import {
  decodeStrategy,
  encodeStrategy,
  type Proof,
  type SolvedOutcome,
  type StrategyData,
} from './proof.js';
import type { Search, SolveAlgorithm } from './search.js';
import { Table } from './table.js';
import { Walker } from './walker.js';

/** A solved position: the outcome, a principal line and the proof. */
export interface Solution {
  /** Who wins with perfect play: `first` is the seat to move at the start. */
  readonly outcome: SolvedOutcome;
  /** The moves of a principal line: the winner's moves against the longest resistance. */
  readonly line: readonly number[];
  /** The proof, for `checkProof` and files. */
  readonly proof: Proof;
}

/** The table's figures. */
export interface TableStats {
  /** Entries it has room for. */
  readonly entries: number;
  /** Entries in use. */
  readonly used: number;
  /** Entries overwritten by another position's. */
  readonly replaced: number;
  /** Its memory, in bytes. */
  readonly bytes: number;
}

/** The proof and disproof numbers of the start position for the search under way. */
export interface StartNumbers {
  /** The proof number: 0 once the seat the search asks about is proved to win. */
  readonly pn: number;
  /** The disproof number: 0 once that seat is proved not to win. */
  readonly dn: number;
}

/** How many positions the search under way has solved. */
export interface SolvedCounts {
  /** Positions proved won for the seat it asks about. */
  readonly proven: number;
  /** Positions proved not won for that seat. */
  readonly disproven: number;
}

/** What a checkpoint holds of a {@link Solver} besides its table. @internal */
export interface SolverState {
  /** The start position, as the game's `toJSON` writes it. */
  readonly start: unknown;
  /** The search algorithm (a checkpoint resumes with it unless told otherwise). */
  readonly algorithm: SolveAlgorithm;
  /** The seat whose win the current search asks about. */
  readonly seat: number;
  /** Nodes of the searches before the current one. */
  readonly earlier: number;
  /** Nodes of the current search. */
  readonly nodes: number;
  /** The first search's refutation, while the second runs. */
  readonly refuted: StrategyData | undefined;
  /** Whether the table is keyed by canonical keys (absent in checkpoints written before them). */
  readonly symmetry?: boolean;
}

/**
 * Checks that the solver can take `position`.
 *
 * @throws `OptionsError` with reason `not-two-seats`, `no-key` (positions without `key()`) or
 *   `game-over` (a finished position).
 */
export function checkSolvable(
  game: AnyGame,
  position: Position<number>,
): asserts position is Position<number> & { key(): bigint } {
  if (position.seats !== 2)
    throw new OptionsError(`solve needs a game of two seats, not ${position.seats}`, 'not-two-seats');
  if (typeof position.key !== 'function')
    throw new OptionsError(`${game.id} positions have no key(): the solver needs one`, 'no-key');
  if (position.isOver()) throw new OptionsError('the position is already finished', Reason.GameOver);
}

/** Solves one position, step by step. */
export class Solver {
  /**
   * The table both searches use (emptied between them).
   *
   * @internal
   */
  readonly table: Table;
  private readonly walker: Walker;
  private readonly first: number;
  private readonly hi: number;
  private readonly lo: number;
  private search: Search;
  private earlier = 0;
  private refuted: Extracted | undefined;
  private solution: Solution | undefined;

  /**
   * @param game - the position's game (its id, notation and `toJSON` go into the proof).
   * @param position - the position to solve; it is copied, never modified.
   * @param options - the table's memory, ε and move ordering (budgets are {@link solve}'s).
   * @throws `OptionsError` with reason `not-two-seats`, `no-key` (positions without
   *   `key()`), `game-over` (a finished position), or `bad-memory`.
   */
  constructor(game: AnyGame, position: Position<number>, options?: SolveOptions);
  /**
   * A solver that searches in `table` (emptied first) instead of a new table of
   * `options.memory`: a queue worker, solving position after position, keeps one.
   *
   * @internal
   */
  constructor(game: AnyGame, position: Position<number>, options: SolveOptions, table: Table);
  constructor(
    readonly game: AnyGame,
    position: Position<number>,
    private readonly options: SolveOptions = {},
    table?: Table,
  ) {
    checkSolvable(game, position);
    table?.clear();
    this.table = table ?? new Table(options.memory ?? DEFAULT_MEMORY);
    this.walker = new Walker(position, options.symmetry ?? true);
    this.first = position.turn;
    this.walker.readTableKey();
    this.hi = split.hi;
    this.lo = split.lo;
    this.search = this.newSearch(this.first);
  }

  /** Which search runs: 1 for "does the first seat win?", 2 for the second. */
  get phase(): 1 | 2 {
    return this.search.seat === this.first ? 1 : 2;
  }

  /** Positions visited, over both searches. */
  get nodes(): number {
    return this.earlier + this.search.nodes;
  }

  /** The proof and disproof numbers of the start for the current search. */
  get numbers(): StartNumbers {
    const o = this.table.find(this.hi, this.lo);
    return o < 0 ? { pn: 1, dn: 1 } : { pn: this.table.pn(o), dn: this.table.dn(o) };
  }

  /** Positions the current search has proved won, and not won, for the seat it asks about. */
  get solved(): SolvedCounts {
    return { proven: this.search.proven, disproven: this.search.disproven };
  }

  /** The table's figures. */
  get tableStats(): TableStats {
    const t = this.table;
    return { entries: t.entries, used: t.used, replaced: t.replaced, bytes: t.bytes };
  }

  /** The solution, once {@link Solver.step} has returned true. */
  get result(): Solution | undefined {
    return this.solution;
  }

  /**
   * What a checkpoint keeps besides the table: the search under way, the nodes so far, and
   * the first search's refutation when the second search runs.
   *
   * @internal
   */
  state(): SolverState {
    return {
      start: this.walker.pos.toJSON(),
      algorithm: this.algorithm,
      seat: this.search.seat,
      earlier: this.earlier,
      nodes: this.search.nodes,
      refuted: this.refuted === undefined ? undefined : encodeStrategy(this.refuted.strategy),
      symmetry: this.walker.symmetric,
    };
  }

  /**
   * Takes up a checkpoint's state (the table's entries are loaded separately).
   *
   * @internal
   */
  resume(state: SolverState): void {
    this.search = this.newSearch(state.seat);
    this.search.nodes = state.nodes;
    this.earlier = state.earlier;
    if (state.refuted !== undefined) {
      // Only its strategy is read again (for a draw's proof); the draws it met are some.
      this.refuted = { strategy: decodeStrategy(state.refuted), heights: new KeyMap(), draws: 1 };
    }
  }

  /** Searches about `nodes` more positions; returns whether the position is solved. */
  step(nodes: number): boolean {
    if (this.solution !== undefined) return true;
    const s = this.search;
    s.limit = s.nodes + nodes;
    s.stopped = false;
    s.run(this.hi, this.lo, 0);
    const { pn, dn } = this.numbers;
    if (pn !== 0 && dn !== 0) return false;
    this.decide(pn === 0);
    return this.solution !== undefined;
  }

  /** After a search solved the start: the answer, or the second search. */
  private decide(won: boolean): void {
    const s = this.search;
    const other = 1 - s.seat;
    const extracted = extract(s, won ? s.seat : other);
    const line = principalLine(s, extracted);
    if (won) {
      this.finish(s.seat === this.first ? 'first' : 'second', [extracted], line);
    } else if (extracted.draws === 0) {
      this.finish(other === this.first ? 'first' : 'second', [extracted], line);
    } else if (this.phase === 1) {
      this.refuted = extracted;
      this.earlier += s.nodes;
      this.table.clear();
      this.search = this.newSearch(other);
    } else {
      this.finish('draw', [this.refuted!, extracted], line);
    }
  }

  private finish(outcome: SolvedOutcome, strategies: readonly Extracted[], line: number[]): void {
    const start = this.walker.pos.toJSON();
    const proof: Proof = {
      format: 'quadrille-proof',
      version: 1,
      game: this.game.id,
      start,
      outcome,
      strategies: strategies.map((e) => encodeStrategy(e.strategy)),
    };
    this.solution = { outcome, line, proof };
  }

  /** Which search answers the questions. */
  get algorithm(): SolveAlgorithm {
    return this.options.algorithm ?? DEFAULT_ALGORITHM;
  }

  private newSearch(seat: number): Search {
    const knowledge = (this.game as Partial<GameDescription<Position<number>>>).knowledge;
    const priors = this.options.ordering === false ? undefined : knowledge?.priors;
    if (this.algorithm === 'dfs') return new Dfs(this.walker, this.table, seat, { priors });
    return new Dfpn(this.walker, this.table, seat, {
      epsilon: this.options.epsilon ?? DEFAULT_EPSILON,
      priors,
    });
  }
}
