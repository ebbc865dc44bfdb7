/**
 * Command-line flags shared by several commands, parsed with `node:util`'s `parseArgs`, and
 * their conversion to numbers with helpful {@link UsageError}s.
 *
 * @module
 */

import { type ParseArgsConfig, parseArgs } from 'node:util';
import { UsageError } from './usage-error.js';

/** The option table type of `parseArgs`. */
export type FlagTable = NonNullable<ParseArgsConfig['options']>;

/** `--variant` and `--options`: which game to set up. */
export const GAME_FLAGS = {
  variant: { type: 'string' },
  options: { type: 'string' },
} as const satisfies FlagTable;

/** `--seed`, `--time` (seconds per move) and `--iterations` (per move): how the AI plays. */
export const AI_FLAGS = {
  seed: { type: 'string' },
  time: { type: 'string' },
  iterations: { type: 'string' },
} as const satisfies FlagTable;

/** What {@link parseFlags} returns: flag values by name and the positional arguments. */
export type ParsedFlags<T extends FlagTable> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

/**
 * Parses `args` against `options`, turning parseArgs' errors (unknown flag, missing value)
 * into {@link UsageError}s.
 */
export function parseFlags<T extends FlagTable>(args: readonly string[], options: T): ParsedFlags<T> {
  try {
    return parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/**
 * The flag's value as a number in [min, max] (integers only if `integer`), or `fallback`.
 *
 * @throws {@link UsageError} for anything else.
 */
export function numberFlag(
  name: string,
  value: string | undefined,
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER, integer = false } = {},
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new UsageError(
      `--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got '${value}'`,
    );
  }
  return n;
}

/** The AI budget and seed from the `--seed`, `--time` and `--iterations` flags (default: `defaultSeconds` per move). */
export interface AiSettings {
  /** Seed of the first player; others derive from it. */
  readonly seed: number;
  /** Milliseconds per move, if limited by time. */
  readonly timeMs: number | undefined;
  /** Simulations per move, if limited by count. */
  readonly iterations: number | undefined;
}

/** Reads the `--seed`, `--time` and `--iterations` flags; with neither `--time` nor `--iterations`, `defaultSeconds` per move. */
export function aiSettings(
  values: { seed?: string; time?: string; iterations?: string },
  defaultSeconds: number,
): AiSettings {
  const seed = numberFlag('seed', values.seed, 1, { integer: true });
  const iterations =
    values.iterations === undefined
      ? undefined
      : numberFlag('iterations', values.iterations, 0, { min: 1, integer: true });
  const seconds =
    values.time === undefined
      ? iterations === undefined
        ? defaultSeconds
        : undefined
      : numberFlag('time', values.time, 0, { min: 0.001, max: 86_400 });
  return { seed, timeMs: seconds === undefined ? undefined : seconds * 1000, iterations };
}
