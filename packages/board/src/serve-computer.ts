/**
 * {@link serveComputer}: the worker side of `attachComputer`. An app's module Web Worker calls it
 * with the games it offers; the board's computer then names a game by its id, and the worker
 * searches with that game's description and knowledge — `@quadrille/ai`'s search threads
 * (`serveSearch`), with the games in place of modules to import, since a worker cannot be handed
 * a game object.
 *
 * @module
 */

import { type SearchPort, serveSearch } from '@quadrille/ai/worker';
import { type AnyGameDescription, OptionsError } from '@quadrille/core';

/**
 * The module specifier, of ours, under which the board's computer names the game `id` to its
 * worker (with the id, the core `GameModule` of the game there).
 */
export function computerModule(id: string): string {
  return `quadrille-board-game:${id}`;
}

/** Options of {@link serveComputer}. */
export interface ServeComputerOptions {
  /** Where the board's messages come from (default: the worker's global scope). */
  readonly port?: SearchPort;
}

/**
 * Serves the board's computer players in this worker, for the games given (by id). Call it
 * once, at the top of the worker module that the `spawn` of `attachComputer` starts, such as
 * this `computer-worker.ts`, started with
 * `new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module' })`.
 *
 * @example
 * ```ts
 * import { serveComputer } from '@quadrille/board/computer';
 * import { catalogue } from '@quadrille/games';
 *
 * serveComputer(catalogue);
 * ```
 *
 * @throws `OptionsError` (reason `no-port`) outside a worker when no `port` is given.
 */
export function serveComputer(
  games: readonly AnyGameDescription[],
  options: ServeComputerOptions = {},
): void {
  // Each game as the one export of a module of its own: the search finds it there by its id
  // (core's `gameOfModule`), with the knowledge of its description.
  const modules: Record<string, { game: AnyGameDescription }> = {};
  for (const game of games) modules[computerModule(game.id)] = { game };
  const ids = games.map((g) => g.id).join(', ');
  // A game this worker was not given: say so, rather than let the search try to import it.
  const known = new Proxy(modules, {
    get(target, key) {
      if (typeof key === 'string' && !Object.hasOwn(target, key)) {
        throw new OptionsError(
          `this computer worker has no game '${key.replace(computerModule(''), '')}': serveComputer was given ${ids || 'none'}`,
          'unknown-game',
        );
      }
      return Reflect.get(target, key);
    },
  });
  serveSearch({ modules: known, ...(options.port === undefined ? {} : { port: options.port }) });
}
