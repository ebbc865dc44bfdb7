/**
 * Command-line flags shared by several commands, parsed with `node:util`'s `parseArgs`, and
 * their conversion to numbers with helpful {@link UsageError}s.
 *
 * @module
 */

import { type ParseArgsConfig, parseArgs } from 'node:util';
import type { Budget } from '@quadrille/ai';
import { CLOCK_LIMITS, type ClockSettings, isQuadrilleError, readClockText } from '@quadrille/core';
import { UsageError } from './usage-error.js';

/** The option table type of `parseArgs`. */
export type FlagTable = NonNullable<ParseArgsConfig['options']>;

/** `--variant`, `--options` and `--module` (repeatable): which game to set up, and from where. */
export const GAME_FLAGS = {
  variant: { type: 'string' },
  options: { type: 'string' },
  option: { type: 'string', multiple: true },
  module: { type: 'string', multiple: true },
} as const satisfies FlagTable;

/**
 * Flags that each take a value, by name: `{ memory: { type: 'string' }, … }` for `parseArgs`.
 *
 * @example
 * ```ts
 * stringFlags('memory', 'time'); // => { memory: { type: 'string' }, time: { type: 'string' } }
 * ```
 */
export function stringFlags<const N extends string>(...names: N[]): Record<N, { readonly type: 'string' }> {
  const flag = { type: 'string' } as const;
  return Object.fromEntries(names.map((name) => [name, flag])) as Record<N, typeof flag>;
}

/**
 * `--seed`, `--time` (seconds per move), `--iterations` (per move) and `--clock` (seconds for
 * the game, plus an increment a move): how the AI plays.
 */
export const AI_FLAGS = {
  seed: { type: 'string' },
  time: { type: 'string' },
  iterations: { type: 'string' },
  clock: { type: 'string' },
} as const satisfies FlagTable;

/** `--threads N`: how many threads the computer's `mcts` player searches on (one shared tree). */
export const THREADS_FLAG = {
  threads: { type: 'string' },
} as const satisfies FlagTable;

/** The most threads `--threads` takes. */
export const MAX_THREADS = 256;

/**
 * The value of `--threads`: an integer from 1 (the default: `mcts` searches in this thread) to
 * {@link MAX_THREADS}.
 *
 * @throws {@link UsageError} for anything else.
 */
export function threadsFlag(value: string | undefined): number {
  return numberFlag('threads', value, 1, { min: 1, max: MAX_THREADS, integer: true });
}

/** What {@link parseFlags} returns: flag values by name and the positional arguments. */
export type ParsedFlags<T extends FlagTable> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

/**
 * Parses `args` against `options`. Every mistake is a one-line {@link UsageError} in our words
 * (never `parseArgs`' three-line messages): unknown flag, missing value, value given to a
 * switch. A value may start with a dash (`--depth -1` reaches {@link numberFlag}, which says
 * what it must be) unless it is one of the command's own flags (`--variant --depth 3`: the
 * variant is missing).
 */
export function parseFlags<T extends FlagTable>(args: readonly string[], options: T): ParsedFlags<T> {
  const joined: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      joined.push(...args.slice(i));
      break;
    }
    const name = arg.startsWith('--') && !arg.includes('=') ? arg.slice(2) : undefined;
    if (name === undefined || !Object.hasOwn(options, name) || options[name]!.type !== 'string') {
      joined.push(arg);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || isOwnFlag(value, options)) throw new UsageError(`--${name} needs a value`);
    joined.push(`--${name}=${value}`);
    i++;
  }
  try {
    return parseArgs({ args: joined, options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError(describeParseError(e as Error & { code?: string }, options));
  }
}

/** Whether `arg` is `--name` or `--name=…` for a flag in `options`. */
function isOwnFlag(arg: string, options: FlagTable): boolean {
  return arg.startsWith('--') && Object.hasOwn(options, arg.slice(2).split('=')[0]!);
}

/** `parseArgs`' error in one line of our own. */
function describeParseError(e: Error & { code?: string }, options: FlagTable): string {
  const flag = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '?';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const known = Object.keys(options).map((n) => `--${n}`);
    return `unknown option '${flag}'${known.length > 0 ? `; options: ${known.join(', ')}` : ''}`;
  }
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    const name = flag.split('=')[0];
    return e.message.includes('does not take') ? `${name} takes no value` : `${name} needs a value`;
  }
  return e.message.split('\n')[0]!;
}

/** Decimal integers only: no `0x10`, `1e3`, `0b1` or blanks that `Number` would accept. */
const INTEGER = /^[+-]?\d+$/;
/** Decimal numbers, with an optional exponent. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * The flag's value as a number in [min, max] (integers only if `integer`), or `fallback`.
 *
 * @throws {@link UsageError} for anything else — negative, out of range or malformed — with a
 *   message that says what the flag must be.
 */
export function numberFlag(
  name: string,
  value: string | undefined,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER, integer = false } = {},
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!(integer ? INTEGER : DECIMAL).test(value) || n < min || n > max) {
    const what = integer ? 'an integer' : 'a number';
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} must be ${what} ${range}, got '${value}'`);
  }
  return n;
}

/**
 * The game clock of `--clock SECONDS[+INCREMENT]` (core's `readClockText`): seconds for the
 * whole game (0.001 to a day, core's `CLOCK_LIMITS`), and optionally seconds added after each
 * move (`60`, `60+2`, `0.5+0.1`), in whole milliseconds.
 *
 * @throws {@link UsageError} for anything else, saying what the flag must be.
 * @example
 * ```ts
 * clockFlag('60+2'); // => { totalMs: 60000, incrementMs: 2000 }
 * ```
 */
export function clockFlag(value: string): ClockSettings {
  try {
    return readClockText(value);
  } catch (e) {
    if (!isQuadrilleError(e)) throw e;
    const day = CLOCK_LIMITS.totalMs / 1000;
    throw new UsageError(
      `--clock must be SECONDS or SECONDS+INCREMENT (seconds for the game, from 0.001 to ${day}; seconds added after each move, at most ${CLOCK_LIMITS.incrementMs / 1000}), got '${value}'`,
    );
  }
}

/** The AI budget and seed from the `--seed`, `--time`, `--iterations` and `--clock` flags. */
export interface AiSettings {
  /** Seed of the first player; others derive from it. */
  readonly seed: number;
  /** Simulations and/or time per move, or a game clock: whichever ends a search first. */
  readonly budget: Budget;
}

/**
 * Reads the `--seed`, `--time`, `--iterations` and `--clock` flags; with none of `--time`,
 * `--iterations` and `--clock`, `defaultSeconds` per move.
 *
 * @throws {@link UsageError} for a malformed value, or `--clock` with `--time` (the clock gives
 *   each move its time).
 */
export function aiSettings(
  values: { seed?: string; time?: string; iterations?: string; clock?: string },
  defaultSeconds: number,
): AiSettings {
  const seed = numberFlag('seed', values.seed, 1, { integer: true });
  const iterations =
    values.iterations === undefined
      ? undefined
      : numberFlag('iterations', values.iterations, 0, { min: 1, integer: true });
  const clock = values.clock === undefined ? undefined : clockFlag(values.clock);
  if (clock !== undefined && values.time !== undefined) {
    throw new UsageError('--clock and --time do not go together: the clock gives each move its time');
  }
  const seconds =
    values.time === undefined
      ? iterations === undefined && clock === undefined
        ? defaultSeconds
        : undefined
      : numberFlag('time', values.time, 0, { min: 0.001, max: 86_400 });
  return {
    seed,
    budget: {
      ...(iterations === undefined ? {} : { iterations }),
      ...(seconds === undefined ? {} : { timeMs: seconds * 1000 }),
      ...(clock === undefined ? {} : { clock }),
    },
  };
}
