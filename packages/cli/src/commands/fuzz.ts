/**
 * `quadrille fuzz <game>`: property-tests any game from its description with
 * `@quadrille/testing` — the protocol's invariants (`checkGame`: random games, corrupted JSON,
 * bad notation, illegal moves), what the description tells tools (`checkDescription`, its options
 * schema included: hostile options drawn from it must be refused) and its knowledge for a search
 * (`checkKnowledge`). Nothing to configure per game: a user's own module works as the
 * catalogue's games do.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import { GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import type { Io } from '../io.js';

/** Usage of `quadrille fuzz`. */
export const FUZZ_USAGE = `quadrille fuzz <game> [--runs N] [--seed S] [--variant V] [--options JSON] [--option K=V] [--module M]
  Property-tests the game from its description: the protocol's invariants over N random games
  (default 20) of each preset, or of the options given (corrupted JSON, bad notation and illegal
  moves included), what the description tells tools (hostile options from its options schema
  included) and its knowledge for a search. Exits 0 when nothing is found; 1 with the
  counterexample and the seed that replays it when something is.`;

/** Runs `quadrille fuzz`; resolves to the exit code. */
export async function fuzz(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    runs: { type: 'string' },
    seed: { type: 'string' },
  });
  const runs = numberFlag('runs', values.runs, 20, { min: 1, max: 1_000_000, integer: true });
  // A fresh seed each run unless given: printed, so that a failure can be replayed.
  const seed = numberFlag('seed', values.seed, Math.floor(Math.random() * 2 ** 31), {
    min: 0,
    max: 2 ** 31 - 1,
    integer: true,
  });
  const opened = await openGame(catalogue, positionals[0], values);
  const game = opened.game as AnyGameDescription;
  const chosen = values.variant !== undefined || values.options !== undefined || values.option !== undefined;
  const optionSets = chosen ? [opened.options] : game.presets.map((p) => p.options);
  // Loaded only here: no other command needs the kit (or fast-check).
  const {
    checkDescription,
    checkGame,
    checkKnowledge,
    DescriptionViolation,
    InvariantViolation,
    KnowledgeViolation,
  } = await import('@quadrille/testing');
  io.stdout.write(
    `fuzz ${game.id}: seed ${seed}, ${runs} games of ${chosen ? 'the options given' : 'each preset'}\n`,
  );
  try {
    for (const options of optionSets) {
      const report = checkGame(game, { options, runs, seed });
      io.stdout.write(
        `checkGame ${JSON.stringify(options)}: ${report.games} games, ${report.positions} positions: ok\n`,
      );
    }
    const described = checkDescription(game, { runs, seed, ...(chosen ? { options: opened.options } : {}) });
    io.stdout.write(`checkDescription: ${described.games} games, ${described.positions} positions: ok\n`);
    if (game.knowledge !== undefined) {
      for (const options of optionSets) {
        const report = checkKnowledge(game, game.knowledge, { options, runs, seed });
        io.stdout.write(`checkKnowledge ${JSON.stringify(options)}: ${report.positions} positions: ok\n`);
      }
    }
  } catch (e) {
    if (
      e instanceof InvariantViolation ||
      e instanceof DescriptionViolation ||
      e instanceof KnowledgeViolation
    ) {
      io.stderr.write(`${e.message}\n`);
      io.stderr.write(`fuzz: found a failure; replay it with: quadrille fuzz ${replayArgs(args, seed)}\n`);
      return 1;
    }
    throw e;
  }
  io.stdout.write(`fuzz ${game.id}: nothing found\n`);
  return 0;
}

/** The command's arguments with `--seed` set to `seed`: the command line that replays the run. */
function replayArgs(args: readonly string[], seed: number): string {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--seed') i++;
    else if (!args[i]!.startsWith('--seed=')) kept.push(args[i]!);
  }
  return [...kept, '--seed', String(seed)].map((a) => (/^[\w@./:=,+-]+$/.test(a) ? a : `'${a}'`)).join(' ');
}
