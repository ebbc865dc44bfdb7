/**
 * `quadrille gtp blokus`: Quadrille as a GTP engine in Pentobi's dialect on stdin/stdout (the
 * engine is {@link GtpEngine}, in `gtp/engine.ts`, with the rest of the Pentobi bridge).
 *
 * @module
 */

import { BlokusPosition, blokus } from '@quadrille/blokus';
import { BOOK_FLAG, bookOf, readBookFile } from '../books.js';
import { AI_FLAGS, aiSettings, GAME_FLAGS, parseFlags, THREADS_FLAG, threadsFlag } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import { GtpEngine, gtpRespond } from '../gtp/engine.js';
import type { Io } from '../io.js';
import { searchThreads } from '../players.js';
import { UsageError } from '../usage-error.js';
import { VERSION } from '../version.js';

/** Usage of `quadrille gtp`. */
export const GTP_USAGE = `quadrille gtp blokus [--variant V] [--time S] [--iterations N] [--clock S[+I]] [--threads N] [--seed N] [--book FILE]
  A GTP engine in Pentobi's dialect on stdin/stdout (starts in classic; default 1 s per genmove);
  --clock S[+I]: the engine's own clock for each game (S seconds, I more after each move), started
  afresh by clear_board, used unless the controller sends time_settings / time_left;
  --book FILE: genmove plays the Pentobi book's moves where it has one;
  --threads N: genmove searches on N threads, one shared tree (default 1).`;

/** Runs `quadrille gtp`; resolves to the exit code when `quit` is received or input ends. */
export async function gtp(args: readonly string[], io: Io, games: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    ...AI_FLAGS,
    ...THREADS_FLAG,
    ...BOOK_FLAG,
  });
  if (positionals[0]?.toLowerCase() !== blokus.id) {
    throw new UsageError(`GTP is available for blokus only, got '${positionals[0] ?? ''}'`);
  }
  // Like pentobi-gtp, start in classic; controllers send set_game for the others.
  const opened = await openGame(games, blokus.id, values);
  const { position } = opened;
  if (!(position instanceof BlokusPosition))
    throw new UsageError('GTP needs the Blokus of @quadrille/blokus');
  const ai = aiSettings(values, 1);
  const threads = searchThreads(opened, threadsFlag(values.threads));
  const bookText = readBookFile(values.book);
  const book = bookText === undefined ? undefined : bookOf(blokus, bookText, `--book ${values.book}`);
  const engine = new GtpEngine(position, ai, VERSION, book, threads);
  try {
    for (;;) {
      const line = await io.stdin.nextLine();
      if (line === undefined) return 0;
      const answer = await gtpRespond(engine, line);
      if (answer !== undefined) io.stdout.write(answer);
      if (engine.quit) return 0;
    }
  } finally {
    await engine.close();
  }
}
