/**
 * The real material the fuzzers start from, rebuilt identically from the seed: positions of
 * random games cut at random lengths (finished ones too), their `toJSON()` documents, the
 * notation of moves, and documents of the other games.
 *
 * @module
 */

import { type AnyGame, type Position, Rng } from '@quadrille/core';
import { TARGETS, type Target } from './targets.js';

/** Positions, documents and notations of one target. */
export interface Corpus {
  readonly target: Target;
  /** Positions at random points of random games, finished games included. */
  readonly positions: readonly Position[];
  /** The options each position was created with. */
  readonly positionOptions: readonly Readonly<Record<string, unknown>>[];
  /** `toJSON()` of each position. */
  readonly documents: readonly unknown[];
  /** Documents of the other games (for `wrong-game`). */
  readonly foreign: readonly unknown[];
}

/** Positions per corpus: enough variety for every variant and game length. */
const POSITIONS = 48;

/** Builds the corpus of `target` from `seed`; the same seed gives the same corpus. */
export function buildCorpus(target: Target, seed: number): Corpus {
  const rng = new Rng(seed);
  const positions: Position[] = [];
  const positionOptions: Readonly<Record<string, unknown>>[] = [];
  for (let i = 0; i < POSITIONS; i++) {
    const options = target.optionSets[i % target.optionSets.length]!;
    const plies = i % 4 === 3 ? Number.POSITIVE_INFINITY : rng.int(60);
    positions.push(
      target.makePosition?.(options, rng, plies) ?? randomGame(target.game, options, rng, plies),
    );
    positionOptions.push(options);
  }
  const foreign = TARGETS.filter((t) => t.game.id !== target.game.id).map((t) =>
    randomGame(t.game, t.optionSets[0]!, rng, 6).toJSON(),
  );
  return { target, positions, positionOptions, documents: positions.map((p) => p.toJSON()), foreign };
}

/** A position after up to `plies` uniformly random moves (to the end for `Infinity`). */
function randomGame(game: AnyGame, options: unknown, rng: Rng, plies: number): Position {
  const pos = game.create(options);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}
