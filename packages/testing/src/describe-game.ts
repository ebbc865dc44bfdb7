/**
 * {@link describeGame}: registers {@link checkGame} runs as tests in Vitest, Jest, Mocha or any
 * runner with `describe(name, fn)` and `it(name, fn)`, without depending on one.
 *
 * @module
 */

import type { Game, Position } from '@quadrille/core';
import { checkGame } from './check-game.js';
import type { CheckGameOptions } from './settings.js';
import { safeStringify } from './violation.js';

/** One variant to check: {@link CheckGameOptions} plus an optional test name. */
export interface GameCase<O = unknown> extends CheckGameOptions<O> {
  /** The test's name (default: the options as JSON, or "standard game"). */
  readonly name?: string;
}

/** The test-runner functions {@link describeGame} registers tests with. */
export interface TestRunner {
  /** Groups tests, as Vitest's, Jest's or Mocha's `describe`. */
  readonly describe: (name: string, body: () => void) => unknown;
  /** Registers a test, as Vitest's, Jest's or Mocha's `it`; `timeout` is passed only when set. */
  readonly it: (name: string, test: () => void, timeout?: number) => unknown;
  /** A per-test timeout in milliseconds, passed as `it`'s third argument (default: the runner's). */
  readonly timeout?: number;
}

/**
 * Registers one test per case, each running {@link checkGame}, in a group named after the game.
 * Call it at the top level of a test file.
 *
 * @example
 * ```ts
 * import { mnk } from '@quadrille/examples';
 * import { describeGame } from '@quadrille/testing';
 * import { describe, it } from 'vitest';
 *
 * // Registers "mnk keeps every protocol invariant" › "{"width":3}" and › "5×4, k=4".
 * describeGame(
 *   mnk,
 *   [{ options: { width: 3 } }, { name: '5×4, k=4', options: { width: 5, height: 4, k: 4 }, runs: 50 }],
 *   { describe, it },
 * );
 * ```
 *
 * @param game - the game under test.
 * @param cases - the variants, with their own runs, seeds and sampling.
 * @param runner - `describe` and `it` from your test runner, and an optional timeout.
 */
export function describeGame<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  cases: readonly GameCase<O>[],
  runner: TestRunner,
): void {
  runner.describe(`${game.id} keeps every protocol invariant`, () => {
    for (const c of cases) {
      const name = c.name ?? (c.options === undefined ? 'standard game' : safeStringify(c.options));
      const test = (): void => {
        checkGame(game, c);
      };
      if (runner.timeout === undefined) runner.it(name, test);
      else runner.it(name, test, runner.timeout);
    }
  });
}
