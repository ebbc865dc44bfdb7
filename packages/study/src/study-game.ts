/**
 * {@link playStudyGame}: game `index` of a study, played through the play layer's game loop
 * (`@quadrille/play`'s `playGame`). Everything a study game does depends on the spec and the
 * index alone, so the same game plays the same on any thread, process or machine (under an
 * iteration budget).
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import { gameSeed, makePlayer, parsePlayerSpec, playGame, type Side, sidesOf } from '@quadrille/play';
import type { GameRecord } from './record.js';
import type { StudySpec } from './spec.js';

/**
 * Plays game `index` of `spec`: side A's player is seeded `gameSeed(spec.seed, index)`, side B's
 * the next integer, the sides take the seats `sidesOf` gives, and on a clock the game loop keeps
 * each seat's.
 *
 * @param game - the study's game, loaded from its module.
 * @throws whatever the game or a player throws (a bug or invalid options): the runner reports it.
 */
export async function playStudyGame(
  game: AnyGameDescription,
  spec: StudySpec,
  index: number,
): Promise<GameRecord> {
  const seed = gameSeed(spec.seed, index);
  const player = (side: Side) =>
    makePlayer(parsePlayerSpec(spec.players[side]), { game, budget: spec.budget, seed: seed + side });
  const played = await playGame({
    game,
    options: spec.options,
    players: [player(0), player(1)],
    sides: (seats) => sidesOf(seats, index),
    ...(spec.budget.clock === undefined ? {} : { clock: spec.budget.clock }),
  });
  return {
    study: spec.id,
    index,
    seed,
    players: played.sides.map((side) => spec.players[side]),
    moves: played.moves,
    outcome: played.outcome,
  };
}
