/**
 * {@link playStudyGame}: one game of a study, start to finish. Everything it does depends on
 * the spec and the game index alone, so the same game plays the same on any thread, process or
 * machine (under an iteration budget).
 *
 * @module
 */

import type { StudyGame } from './catalogue.js';
import { makeStudyPlayer } from './players.js';
import type { GameRecord } from './record.js';
import { gameSeed, sidesOf } from './seeds.js';
import type { StudySpec } from './spec.js';

/**
 * Plays game `index` of `spec`: side A's player is seeded {@link gameSeed}, side B's the next
 * integer, and the sides take the seats {@link sidesOf} gives.
 *
 * @param game - the study's game, loaded from its catalogue.
 * @throws whatever the game or a player throws (a bug or invalid options): the runner reports it.
 */
export async function playStudyGame(game: StudyGame, spec: StudySpec, index: number): Promise<GameRecord> {
  const pos = game.game.create(spec.options);
  const seed = gameSeed(spec.seed, index);
  const players = [0, 1].map((side) => makeStudyPlayer(spec.players[side]!, game, spec.budget, seed + side));
  const sides = sidesOf(pos.seats, index);
  const moves: string[] = [];
  while (!pos.isOver()) {
    const { move } = await players[sides[pos.turn]!]!.chooseMove(pos);
    moves.push(game.game.formatMove(pos, move));
    pos.play(move);
  }
  return {
    study: spec.id,
    index,
    seed,
    players: sides.map((side) => spec.players[side]!),
    moves,
    outcome: pos.outcome()!,
  };
}
