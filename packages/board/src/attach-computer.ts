/**
 * {@link attachComputer}: a computer opponent for a `<quadrille-board>`. It watches the board,
 * searches in a module Web Worker whenever one of its seats is to move, and plays its choice
 * through `board.play` — so the page's main thread does no searching and stays responsive. Its
 * strength is a level of the one scale (`@quadrille/play`'s levels, by number or name), as in
 * every other tool, or a budget. The page holds only the search's coordinator
 * (`parallelPlayer`): the search itself runs in the worker.
 *
 * The worker is the app's: a module that calls `serveComputer` with the games it offers, started
 * by the `spawn` function given here (the pattern of `@quadrille/ai`'s parallel search, whose
 * threads this is: a bundler follows the worker's static imports, and the worker finds the
 * board's game by its id).
 *
 * @module
 */

import {
  type Budget,
  canShareMemory,
  checkBudget,
  type MctsLevel,
  type ParallelPlayer,
  parallelPlayer,
  type SpawnThread,
} from '@quadrille/ai';
import { type AnyGameDescription, describeValue, OptionsError } from '@quadrille/core';
import { type Level, readLevel } from '@quadrille/play';
import type { ComputerEventDetail } from './computer-event.js';
import { ComputerTurns } from './computer-turns.js';
import type { QuadrilleBoard } from './element.js';
import { computerModule } from './serve-computer.js';
import { readSeatList } from './settings.js';

/**
 * What {@link attachComputer} needs of a board: a `<quadrille-board>` has it (its game, a copy of
 * its position, `play`, and its events).
 */
export type ComputerBoard = Pick<QuadrilleBoard, 'game' | 'position' | 'play'> & EventTarget;

/** Options of {@link attachComputer}. */
export interface ComputerOptions {
  /** The seats the computer plays (it moves whenever one of them is to move). */
  readonly seats: readonly number[];
  /**
   * Starts the worker: a module Web Worker whose script calls `serveComputer(games)`, e.g.
   * `() => new Worker(new URL('./computer-worker.js', import.meta.url), { type: 'module' })`.
   */
  readonly spawn: SpawnThread;
  /**
   * A level of the one strength scale (`@quadrille/play`'s levels): 1 (very easy) to 8, or a
   * level's name, `easy` (3), `medium` (5) or `hard` (7). Default 4.
   */
  readonly level?: Level;
  /** Milliseconds of search per move, instead of a level. */
  readonly timeMs?: number;
  /** Simulations per move, instead of a level. */
  readonly iterations?: number;
  /** The search's seed (default 1): with a level or iterations, the same game gets the same replies. */
  readonly seed?: number;
  /**
   * How many workers search each move (each started by `spawn`). Default: with `timeMs`, two
   * where the page can share memory (it is cross-origin isolated) and the device has two cores
   * or more — they then search one shared tree, about twice the simulations in the same time —
   * else one. A level or an iteration budget keeps one by default, so that it plays as that level
   * and replays the same game for the same seed (every worker runs the whole budget).
   */
  readonly threads?: number;
}

/** The workers a computer searches on by default: see {@link ComputerOptions.threads}. */
function defaultThreads(options: ComputerOptions): number {
  if (options.timeMs === undefined || !canShareMemory()) return 1;
  const cores = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator
    ?.hardwareConcurrency;
  return typeof cores === 'number' && cores >= 2 ? 2 : 1;
}

/** A computer attached to a board. */
export interface ComputerHandle {
  /** The seats it plays; set to change them (it moves at once if one of them is to move). */
  seats: readonly number[];
  /** Whether it is searching now. */
  readonly thinking: boolean;
  /** Stops it for good and ends its worker. */
  detach(): Promise<void>;
}

/**
 * Attaches a computer player to `board`: whenever the board's game runs and one of `seats` is to
 * move, it searches the board's position in the worker that `spawn` starts (one worker, started
 * on the first search and kept for the whole game, with the search tree carried from move to
 * move) and plays its move with `board.play`. A change of the position while it searches (an
 * undo, a new game) abandons that search. It dispatches `quadrille-computer` events on the board
 * (bubbling, composed; detail {@link ComputerEventDetail}). A search that fails (a worker script
 * that does not load, a worker without the board's game, a worker that dies) is shown on the
 * board and logged with `console.error`, unless a listener of the `failed` event calls
 * `preventDefault()`; the next change of the position tries again with a new worker.
 *
 * @example
 * ```ts
 * import { attachComputer } from '@quadrille/board/computer';
 *
 * const computer = attachComputer(board, {
 *   seats: [1],
 *   level: 5,
 *   spawn: () => new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module' }),
 * });
 * ```
 *
 * @throws `OptionsError` for seats that are not a list of seat numbers, a missing `spawn`, a bad
 *   level (reason `bad-level`), budget or number of threads.
 */
export function attachComputer(board: ComputerBoard, options: ComputerOptions): ComputerHandle {
  const seats = readSeatList(options.seats);
  if (typeof options.spawn !== 'function') throw new OptionsError('spawn must be a function', 'bad-type');
  const budget: Budget & { level?: MctsLevel } =
    options.timeMs === undefined && options.iterations === undefined
      ? { level: readLevel(options.level ?? 4) }
      : checkBudget({
          ...(options.timeMs === undefined ? {} : { timeMs: options.timeMs }),
          ...(options.iterations === undefined ? {} : { iterations: options.iterations }),
        });
  const seed = options.seed ?? 1;
  const threads = options.threads ?? defaultThreads(options);
  if (!Number.isInteger(threads) || threads < 1 || threads > 64) {
    throw new OptionsError(`threads must be a whole number from 1 to 64, got ${describeValue(threads)}`);
  }
  let player: { game: AnyGameDescription; ai: ParallelPlayer } | undefined;

  const playerFor = (game: AnyGameDescription): ParallelPlayer => {
    if (player?.game === game) return player.ai;
    void player?.ai.close();
    const ai = parallelPlayer({
      threads,
      spawn: options.spawn,
      game: { module: computerModule(game.id), game: game.id },
      seed,
      ...budget,
    });
    player = { game, ai };
    return ai;
  };

  /** A failed search is never silent: the event, and the console unless the page took it over. */
  const emit = (detail: ComputerEventDetail) => {
    const event = new CustomEvent('quadrille-computer', {
      detail,
      bubbles: true,
      composed: true,
      cancelable: detail.state === 'failed',
    });
    if (board.dispatchEvent(event) && detail.state === 'failed') {
      console.error(`quadrille-board: the computer could not move for seat ${detail.seat}:`, detail.error);
    }
  };

  const turns = new ComputerTurns(board, seats, playerFor, emit);
  const onChange = () => turns.changed();
  board.addEventListener('quadrille-change', onChange);

  return {
    get seats() {
      return turns.seats;
    },
    set seats(value: readonly number[]) {
      turns.seats = readSeatList(value);
    },
    get thinking() {
      return turns.thinking;
    },
    async detach() {
      board.removeEventListener('quadrille-change', onChange);
      turns.stop();
      await player?.ai.close();
      player = undefined;
    },
  };
}
