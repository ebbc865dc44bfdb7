/**
 * The `key-transposition` check: the kit looks in a finished game for two move orders that reach
 * the same position — two moves of the same seat swapped — and checks that their keys agree.
 *
 * @module
 */

import type { Position, Rng } from '@quadrille/core';
import type { GameRecord } from './game-record.js';
import { attempt, breach } from './invariant-breach.js';
import { keyOf } from './position-state.js';
import { behaviourDifference } from './same-behaviour.js';

/** Random swaps tried per transposition wanted (many swaps are illegal in the other order). */
const TRIES_PER_CHECK = 4;

/**
 * Tries to swap two moves of one seat in `record`'s game, `wanted` times at most; where both
 * orders are legal and reach running positions with different keys, the positions must behave
 * differently (see {@link behaviourDifference}). Returns how many swapped orders were compared.
 *
 * @param atPly - told the ply of the position compared, for the counterexample.
 * @throws Breach of `key-transposition`.
 */
export function checkTranspositions(
  record: GameRecord,
  create: () => Position<number>,
  rng: Rng,
  wanted: number,
  maxPlies: number,
  atPly: (ply: number) => void,
): number {
  const { line, turns } = record;
  let compared = 0;
  for (let t = 0; t < TRIES_PER_CHECK * wanted && compared < wanted && line.length >= 2; t++) {
    const i = rng.int(line.length - 1);
    const j = turns.indexOf(turns[i]!, i + 1);
    if (j < 0 || j >= line.length) continue;
    const swapped = line.slice(0, j + 1);
    swapped[i] = line[j]!;
    swapped[j] = line[i]!;
    const other = playIfLegal(create, swapped);
    if (other === undefined) continue;
    const original = playIfLegal(create, line.slice(0, j + 1))!;
    // A finished game shows only its outcome: too little to tell two positions apart.
    if (original.isOver()) continue;
    compared++;
    const a = keyOf(original);
    const b = keyOf(other);
    if (a === b) continue;
    const diff = attempt('key-transposition', 'comparing two move orders', () =>
      behaviourDifference(original, other, rng, maxPlies),
    );
    if (diff !== undefined) continue; // not the same position: the keys may differ
    atPly(j + 1);
    breach(
      'key-transposition',
      `moves ${i + 1} and ${j + 1} (${line[i]} and ${line[j]}, both by seat ${turns[i]}) swapped reach a position that behaves the same (turn, legal moves and outcome, one move ahead and along random continuations) but has key ${b}, not ${a}`,
    );
  }
  return compared;
}

/** The position after `moves` from `create()`, or `undefined` if one of them is not legal. */
function playIfLegal(create: () => Position<number>, moves: readonly number[]): Position<number> | undefined {
  return attempt('key-transposition', 'replaying a game with two moves swapped', () => {
    const pos = create();
    for (const move of moves) {
      if (!pos.isLegal(move)) return undefined;
      pos.play(move);
    }
    return pos;
  });
}
