/**
 * How a broken invariant is reported: {@link InvariantViolation}, thrown by {@link checkGame}
 * with a counterexample a person can replay.
 *
 * @module
 */

import { INVARIANTS, type Invariant } from './invariants.js';

/** Everything needed to reproduce one violation. */
export interface Counterexample {
  /** The game's `id`. */
  readonly gameId: string;
  /** The options given to `create` (`undefined` for the default game). */
  readonly options: unknown;
  /** The `seed` given to `checkGame`. */
  readonly seed: number;
  /** Which random game failed, 0-based. */
  readonly gameIndex: number;
  /** The seed of that game alone: `checkGame(game, { options, seed: gameSeed, runs: 1 })` replays it. */
  readonly gameSeed: number;
  /** The number of moves played before the failing check. */
  readonly ply: number;
  /** The moves played, in the game's notation (raw numbers where `formatMove` failed). */
  readonly line: readonly string[];
  /** What exactly went wrong. */
  readonly detail: string;
}

/**
 * A protocol invariant does not hold. Thrown by {@link checkGame} on the first violation; the
 * message is a readable counterexample, the fields are the same facts for programs.
 */
export class InvariantViolation extends Error implements Counterexample {
  /** The violated invariant's stable name. */
  readonly invariant: Invariant;
  readonly gameId: string;
  readonly options: unknown;
  readonly seed: number;
  readonly gameIndex: number;
  readonly gameSeed: number;
  readonly ply: number;
  readonly line: readonly string[];
  readonly detail: string;

  /**
   * @param invariant - the violated invariant.
   * @param example - the counterexample.
   * @param cause - the error the game threw, if that is what broke the invariant.
   */
  constructor(invariant: Invariant, example: Counterexample, cause?: unknown) {
    super(describe(invariant, example), cause === undefined ? undefined : { cause });
    this.name = 'InvariantViolation';
    this.invariant = invariant;
    this.gameId = example.gameId;
    this.options = example.options;
    this.seed = example.seed;
    this.gameIndex = example.gameIndex;
    this.gameSeed = example.gameSeed;
    this.ply = example.ply;
    this.line = example.line;
    this.detail = example.detail;
  }
}

function describe(invariant: Invariant, x: Counterexample): string {
  const options = x.options === undefined ? 'undefined' : safeStringify(x.options);
  return [
    `${x.gameId}: invariant "${invariant}" violated: ${x.detail}`,
    `  invariant: ${INVARIANTS[invariant]}`,
    `  options:   ${options}`,
    `  game:      #${x.gameIndex} of the run with seed ${x.seed}`,
    `  replay:    checkGame(game, { options: ${options}, seed: ${x.gameSeed}, runs: 1 })`,
    `  ply:       ${x.ply}`,
    `  line:      ${x.line.length === 0 ? '(start position)' : x.line.join(' ')}`,
  ].join('\n');
}

/** Marks values JSON cannot show (NaN, `undefined`…) so {@link safeStringify} can print them bare. */
const BARE = '\u0000';

/**
 * `JSON.stringify` for messages: never throws (cycles, BigInt), and shows what JSON would hide
 * or turn into `null` (`undefined`, NaN, ±Infinity, -0, functions) as JavaScript would.
 */
export function safeStringify(value: unknown): string {
  try {
    const json = JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'function') return `${BARE}[function]${BARE}`;
      if (v === undefined || typeof v === 'symbol' || typeof v === 'bigint')
        return `${BARE}${String(v)}${BARE}`;
      if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) {
        return `${BARE}${Object.is(v, -0) ? '-0' : String(v)}${BARE}`;
      }
      return v;
    });
    return json.replace(/"\\u0000(.*?)\\u0000"/g, '$1');
  } catch {
    return String(value);
  }
}

/** A short description of a thrown value: class name, code and message. */
export function describeError(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as { code?: unknown }).code;
    return `${e.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${truncate(e.message, 200)}`;
  }
  return `non-Error value ${truncate(safeStringify(e), 200)}`;
}

/** `text` cut to `max` characters, for messages about huge inputs. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}… (${text.length} chars)`;
}
