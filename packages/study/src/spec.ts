/**
 * {@link StudySpec}: everything that decides the games of a study, as plain JSON. Workers
 * receive it in each job, so it is also read back from untrusted data ({@link readStudySpec}).
 *
 * @module
 */

import { randomBytes } from 'node:crypto';
import { type Budget, readBudget } from '@quadrille/ai';
import {
  describeValue,
  type Fail,
  failOptions,
  failSetup,
  isPlainObject,
  Reason,
  readArray,
  readRecord,
} from '@quadrille/core';

/** The most games one study may hold. */
export const MAX_STUDY_GAMES = 10_000_000;

/** What a study id may look like: it names Redis keys and job ids. */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A study: which game, which players, how many games, which seeds. */
export interface StudySpec {
  /** The study's name: letters, digits, `_` and `-`, at most 64. */
  readonly id: string;
  /**
   * The module the game is loaded from: what `import()` takes in a study's threads and workers
   * (`@quadrille/games` for Quadrille's games, a package of your own, or a `file:` URL).
   */
  readonly module: string;
  /**
   * The game's id among the module's games (`talpa`, `blokus`…): with `module`, a core
   * `GameModule`, found by its one rule (by id).
   */
  readonly game: string;
  /** Options for the game's `create`. */
  readonly options: object;
  /**
   * Players of side A and side B: any name `@quadrille/play`'s `makePlayer` takes (`mcts`,
   * `mcts:3`, `mcts:hard`, `uct`, `random`, a game's own player such as `greedy`).
   */
  readonly players: readonly [string, string];
  /** Their thinking budget (simulations, time or both: whichever ends a search first). */
  readonly budget: Budget;
  /** Number of games. */
  readonly games: number;
  /** The study seed: game `i` is seeded from it and `i` alone. */
  readonly seed: number;
}

/** What {@link defineStudy} needs: a spec without the fields that have defaults. */
export type StudyInput = Omit<StudySpec, 'id' | 'seed'> & Partial<Pick<StudySpec, 'id' | 'seed'>>;

/**
 * A checked study spec with defaults: a fresh random id, seed 1.
 *
 * @throws `OptionsError` for an invalid field (see {@link readStudySpec} for the reasons).
 * @example
 * ```ts
 * const spec = defineStudy({
 *   module: '@quadrille/games',
 *   game: 'talpa',
 *   options: { size: 6 },
 *   players: ['mcts', 'mcts'],
 *   budget: { iterations: 200 },
 *   games: 100,
 * });
 * ```
 */
export function defineStudy(input: StudyInput): StudySpec {
  return checkSpec({ id: newStudyId(), seed: 1, ...input }, 'study', failOptions);
}

/**
 * Reads a spec from untrusted data (a job, a Redis key).
 *
 * Stable `reason`s: the shared `not-an-object`, `unknown-field`, `missing`, `bad-type`, and
 * `bad-id`, `bad-games`, `bad-seed`, `bad-budget`.
 *
 * @throws `SetupError` for anything that is not a valid spec.
 */
export function readStudySpec(value: unknown): StudySpec {
  return checkSpec(value, 'study spec', failSetup);
}

/** A new random study id, e.g. `s-9f2c4e1a7b`. */
export function newStudyId(): string {
  return `s-${randomBytes(5).toString('hex')}`;
}

/**
 * Whether `id` can name a study.
 *
 * @throws `OptionsError` (reason `bad-id`) otherwise.
 */
export function checkStudyId(id: string): string {
  if (!ID_PATTERN.test(id)) {
    failOptions(`a study id is 1 to 64 letters, digits, _ or -, got ${describeValue(id)}`, 'bad-id');
  }
  return id;
}

const KEYS = ['id', 'module', 'game', 'options', 'players', 'budget', 'games', 'seed'];

function checkSpec(value: unknown, what: string, fail: Fail): StudySpec {
  const o = readRecord(value, KEYS, what, fail, Reason.UnknownField);
  for (const key of KEYS) if (o[key] === undefined) fail(`${what}: ${key} is missing`, Reason.Missing);
  const text = (key: string): string => {
    if (typeof o[key] !== 'string' || o[key] === '')
      fail(`${what}: ${key} must be a non-empty string, got ${describeValue(o[key])}`, Reason.BadType);
    return o[key] as string;
  };
  const id = text('id');
  if (!ID_PATTERN.test(id)) fail(`${what}: id must be 1 to 64 letters, digits, _ or -`, 'bad-id');
  if (!isPlainObject(o.options)) fail(`${what}: options must be a plain object`, Reason.BadType);
  const players = readArray(o.players, `${what}: players`, 2, fail);
  if (players.length !== 2 || !players.every((p) => typeof p === 'string' && p !== '')) {
    fail(`${what}: players must be two names`, Reason.BadType);
  }
  const games = o.games as number;
  if (!Number.isInteger(games) || games < 1 || games > MAX_STUDY_GAMES) {
    fail(`${what}: games must be an integer from 1 to ${MAX_STUDY_GAMES}`, 'bad-games');
  }
  const seed = o.seed as number;
  if (!Number.isSafeInteger(seed) || seed < 0 || !Number.isSafeInteger(seed * 1000 + games * 2)) {
    fail(`${what}: seed must be a non-negative integer below 2^53 / 1000`, 'bad-seed');
  }
  let budget: Budget;
  try {
    budget = readBudget(o.budget);
  } catch (e) {
    fail(`${what}: ${(e as Error).message}`, 'bad-budget');
  }
  return {
    id,
    module: text('module'),
    game: text('game'),
    options: o.options as object,
    players: [players[0] as string, players[1] as string],
    budget,
    games,
    seed,
  };
}
