/**
 * {@link GameRecord}: one finished game of a study, as one JSON line of the `--out` file and one
 * value in Redis. Records are keyed by study id and game index, which is how every runner
 * counts each game exactly once.
 *
 * @module
 */

import { describeValue, failSetup, type Outcome, Reason, readArray, readRecord } from '@quadrille/core';

/** One finished game. */
export interface GameRecord {
  /** The study id. */
  readonly study: string;
  /** The game's index in the study, from 0. */
  readonly index: number;
  /** The game's seed (side A's player; side B's is `seed + 1`). */
  readonly seed: number;
  /** The player name at each seat. */
  readonly players: readonly string[];
  /** The moves in the game's notation. */
  readonly moves: readonly string[];
  /** Per-seat scores and the winning seats. */
  readonly outcome: Outcome;
}

const KEYS = ['study', 'index', 'seed', 'players', 'moves', 'outcome'];
const MAX_ENTRIES = 1_000_000;

/** The record as one line of JSON, with its line break. */
export function recordLine(record: GameRecord): string {
  return `${JSON.stringify(record)}\n`;
}

/**
 * Reads a record from untrusted data (a line of a results file, a Redis value).
 *
 * @throws `SetupError` (shared reasons `malformed`, `not-an-object`, `unknown-field`,
 *   `missing`, `bad-type`) unless it is a well-formed record.
 */
export function readGameRecord(data: unknown): GameRecord {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      failSetup(`a game record must be JSON, got ${describeValue(data)}`, Reason.Malformed);
    }
  }
  const o = readRecord(value, KEYS, 'game record', failSetup, Reason.UnknownField);
  for (const key of KEYS)
    if (o[key] === undefined) failSetup(`game record: ${key} is missing`, Reason.Missing);
  const strings = (key: string) => {
    const list = readArray(o[key], `game record: ${key}`, MAX_ENTRIES, failSetup);
    if (!list.every((s) => typeof s === 'string'))
      failSetup(`game record: ${key} must be strings`, Reason.BadType);
    return list as string[];
  };
  const numbers = (list: unknown, what: string) => {
    const a = readArray(list, `game record: ${what}`, MAX_ENTRIES, failSetup);
    if (!a.every((n) => typeof n === 'number'))
      failSetup(`game record: ${what} must be numbers`, Reason.BadType);
    return a as number[];
  };
  if (typeof o.study !== 'string') failSetup('game record: study must be a string', Reason.BadType);
  for (const key of ['index', 'seed']) {
    if (!Number.isSafeInteger(o[key]) || (o[key] as number) < 0)
      failSetup(`game record: ${key} must be a non-negative integer`, Reason.BadType);
  }
  const outcome = readRecord(
    o.outcome,
    ['scores', 'winners'],
    'game record: outcome',
    failSetup,
    Reason.UnknownField,
  );
  return {
    study: o.study,
    index: o.index as number,
    seed: o.seed as number,
    players: strings('players'),
    moves: strings('moves'),
    outcome: { scores: numbers(outcome.scores, 'scores'), winners: numbers(outcome.winners, 'winners') },
  };
}
