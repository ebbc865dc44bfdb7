/**
 * {@link SolveJob}: the data of one BullMQ job of a distributed solve — one open position at
 * the frontier of the coordinator's tree, named by the moves that reach it from the start, so
 * that a worker needs nothing but the game to rebuild it.
 *
 * @module
 */

import {
  describeValue,
  failSetup,
  type GameModule,
  isPlainObject,
  Reason,
  readRecord,
  readStrings,
} from '@quadrille/core';
import { MAX_PLY } from '../dfpn.js';

/**
 * A job: solve the position these moves reach from the start of this game, named as core's
 * `GameModule` names a game (its module, a package name or a `file:` URL, and its id there).
 */
export interface SolveJob extends Required<Pick<GameModule, 'module' | 'game'>> {
  /** The options the start is created with (`game.create(options)`). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The moves from the start, in the game's notation. */
  readonly moves: readonly string[];
  /** The position's key, 16 hexadecimal digits: the worker checks that it reached this one. */
  readonly key: string;
}

const FIELDS = ['module', 'game', 'options', 'moves', 'key'];
/** The longest module specifier or game id a job may name. */
const MAX_NAME = 2048;

/**
 * Reads a job's data (untrusted: anyone who can write to the Redis can add jobs).
 *
 * @throws `SetupError` with a shared reason (`not-an-object`, `unknown-field`, `bad-type`,
 *   `missing`, `too-large`) for data that is not a job.
 */
export function readSolveJob(data: unknown): SolveJob {
  const o = readRecord(data, FIELDS, 'solve job', failSetup, Reason.UnknownField);
  const name = (field: 'module' | 'game'): string => {
    const value = o[field];
    if (typeof value !== 'string' || value === '' || value.length > MAX_NAME)
      failSetup(
        `solve job: ${field} must be a non-empty string, got ${describeValue(value)}`,
        Reason.BadType,
      );
    return value;
  };
  const module = name('module');
  const game = name('game');
  if (!isPlainObject(o.options))
    failSetup(`solve job: options must be a plain object, got ${describeValue(o.options)}`, Reason.BadType);
  const moves = readStrings(o.moves, 'solve job: moves', MAX_PLY, failSetup);
  if (typeof o.key !== 'string' || !/^[0-9a-f]{16}$/.test(o.key))
    failSetup(`solve job: key must be 16 hexadecimal digits, got ${describeValue(o.key)}`, Reason.BadType);
  return { module, game, options: o.options, moves, key: o.key };
}
