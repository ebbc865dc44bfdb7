/**
 * {@link ComputerTurns}: when a computer moves, without the DOM — it watches a table (a game and
 * its position), asks a player for a move whenever one of its seats is to move, plays the answer
 * unless the position changed meanwhile, and tells what it does. `attachComputer` runs it on a
 * `<quadrille-board>` with a search in Web Workers; the board's controller runs it with any
 * player it is given.
 *
 * @module
 */

import type { SearchStats } from '@quadrille/ai';
import type { AbortSignalLike, AnyGameDescription, Position } from '@quadrille/core';
import type { ComputerEventDetail } from './computer-event.js';

/** What a computer plays at: a board, or the board's controller. */
export interface ComputerTable {
  /** The game, while there is one. */
  readonly game: AnyGameDescription | undefined;
  /** A copy of the position, while there is a game. */
  readonly position: Position<number> | undefined;
  /** Plays a legal move for the seat to move. */
  play(move: number): void;
}

/**
 * What chooses a computer's moves: any `@quadrille/ai` player (`mctsPlayer`, `randomPlayer`,
 * `parallelPlayer` …), or a function of your own with this shape. It must not change the
 * position it is given, and should stop soon after `signal.aborted` turns true.
 */
export interface MoveChooser<S extends SearchStats = SearchStats> {
  chooseMove(
    pos: Position<number>,
    options: { readonly signal: AbortSignalLike },
  ): Promise<{ readonly move: number; readonly stats: S }>;
}

/**
 * The computer's moves at one table. Call {@link ComputerTurns.changed} after every change of
 * the table's position: a search under way for an older position is abandoned (`stopped`), and
 * a new one starts if one of the seats is to move. The first look at the table is on a
 * microtask, so that the creator can listen first.
 */
export class ComputerTurns<S extends SearchStats = SearchStats> {
  #seats: readonly number[];
  /** The search under way: its abort flag, what resolves when it ends, and the change it answers. */
  #searching: { signal: { aborted: boolean }; done: Promise<void>; change: number } | undefined;
  /** Counts the table's changes: an answer counts only if nothing changed since its search began. */
  #changes = 0;
  #stopped = false;
  readonly #table: ComputerTable;
  readonly #chooser: (game: AnyGameDescription) => MoveChooser<S>;
  readonly #emit: (detail: ComputerEventDetail<S>) => void;

  /**
   * @param table - where the computer plays.
   * @param seats - the seats it plays.
   * @param chooser - the player for a game (asked before each search).
   * @param emit - told when it starts (`thinking`), plays, fails or abandons a search.
   */
  constructor(
    table: ComputerTable,
    seats: readonly number[],
    chooser: (game: AnyGameDescription) => MoveChooser<S>,
    emit: (detail: ComputerEventDetail<S>) => void,
  ) {
    this.#table = table;
    this.#seats = seats;
    this.#chooser = chooser;
    this.#emit = emit;
    queueMicrotask(() => this.#consider());
  }

  /** The seats it plays; setting them looks at the table again. */
  get seats(): readonly number[] {
    return this.#seats;
  }

  set seats(value: readonly number[]) {
    this.#seats = value;
    this.changed();
  }

  /** Whether it is searching now. */
  get thinking(): boolean {
    return this.#searching !== undefined;
  }

  /** The table's position changed. */
  changed(): void {
    this.#changes++;
    this.#consider();
  }

  /** Stops for good: a search under way is abandoned, and no other starts. */
  stop(): void {
    this.#stopped = true;
    if (this.#searching !== undefined) this.#searching.signal.aborted = true;
  }

  /** Starts a search if one of the seats is to move, after any search under way has stopped. */
  #consider(): void {
    if (this.#stopped) return;
    const searching = this.#searching;
    if (searching !== undefined) {
      if (searching.change === this.#changes) return; // already searching this position
      searching.signal.aborted = true;
      void searching.done.then(() => this.#consider());
      return;
    }
    const { game, position } = this.#table;
    if (game === undefined || position === undefined || position.isOver()) return;
    if (!this.#seats.includes(position.turn)) return;
    void this.#search(game, position, this.#changes);
  }

  async #search(game: AnyGameDescription, pos: Position<number>, change: number): Promise<void> {
    const seat = pos.turn;
    const signal = { aborted: false };
    let finish = () => {};
    this.#searching = { signal, done: new Promise<void>((resolve) => (finish = resolve)), change };
    this.#emit({ state: 'thinking', seat });
    try {
      const { move, stats } = await this.#chooser(game).chooseMove(pos, { signal });
      if (signal.aborted || this.#stopped || change !== this.#changes) {
        this.#emit({ state: 'stopped', seat });
        return;
      }
      const notation = game.formatMove(pos, move);
      const line = lineOf(game, pos, stats.pv);
      this.#table.play(move);
      this.#emit({ state: 'played', seat, move, notation, line, stats });
    } catch (error) {
      if (signal.aborted || this.#stopped) this.#emit({ state: 'stopped', seat });
      else
        this.#emit({
          state: 'failed',
          seat,
          error: error instanceof Error ? error : new Error(String(error)),
        });
    } finally {
      this.#searching = undefined;
      finish();
    }
  }
}

/** The principal variation in notation, as far as its moves are legal. */
function lineOf(game: AnyGameDescription, pos: Position<number>, pv: readonly number[]): string[] {
  const line = pos.clone();
  const out: string[] = [];
  for (const move of pv) {
    if (!line.isLegal(move)) break;
    out.push(game.formatMove(line, move));
    line.play(move);
  }
  return out;
}
