/**
 * `quadrille bench <game> [--seconds S]`: uniformly random games from the start for S seconds
 * through the public API (core's `randomPlayout`), reporting games and moves per second.
 *
 * @module
 */

import { Rng, randomPlayout } from '@quadrille/core';
import { GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import type { Io } from '../io.js';

/** Usage of `quadrille bench`. */
export const BENCH_USAGE = `quadrille bench <game> [--seconds S] [--seed N] [--variant V] [--options JSON] [--option K=V] [--module M]
  Plays random games for S seconds (default 3) and reports games/s and moves/s.`;

/** Runs `quadrille bench`; resolves to the exit code. */
export async function bench(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    seconds: { type: 'string' },
    seed: { type: 'string' },
  });
  const seconds = numberFlag('seconds', values.seconds, 3, { min: 0.01, max: 86_400 });
  const seed = numberFlag('seed', values.seed, 1, { integer: true });
  const { game, options, position } = await openGame(catalogue, positionals[0], values);
  const rng = new Rng(seed);
  let games = 0;
  let plies = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  do {
    plies += randomPlayout(position, rng).history.length;
    games++;
  } while (performance.now() < end);
  const elapsed = (performance.now() - t0) / 1000;
  io.stdout.write(
    `bench ${game.id} ${JSON.stringify(options)}: ${games} random games in ${elapsed.toFixed(2)} s\n` +
      `games/s ${(games / elapsed).toFixed(1)}  moves/s ${Math.round(plies / elapsed)}  average length ${(plies / games).toFixed(1)}\n`,
  );
  return 0;
}
