/**
 * The flags of `quadrille serve` that bound what strangers may take — move time, idle rooms,
 * rooms and seats per address, creates a minute, the memory budget — read into the room and
 * server settings of `@quadrille/colyseus`. A limit flag not given keeps that package's default
 * (`DEFAULT_LIMITS`); the move time and the idle time have defaults of their own here, as a
 * server for strangers needs them and the library leaves them off.
 *
 * @module
 */

import type { ServerLimits } from '@quadrille/colyseus';
import { numberFlag } from '../flags.js';

/** Seconds a person seat has for each move by default (`--move-timeout`; 0: no limit). */
export const DEFAULT_MOVE_TIMEOUT_S = 600;
/** Seconds a room with no person seat connected lives on by default (`--idle`; 0: no limit). */
export const DEFAULT_IDLE_S = 300;

/** The flags, for `parseFlags`. */
export const LIMIT_FLAGS = {
  'move-timeout': { type: 'string' },
  idle: { type: 'string' },
  'max-rooms': { type: 'string' },
  'max-rooms-per-address': { type: 'string' },
  'max-seats-per-address': { type: 'string' },
  'max-creates-per-minute': { type: 'string' },
  'memory-budget': { type: 'string' },
  'trust-proxy': { type: 'boolean' },
} as const;

/** The flags' values as `parseFlags` gives them. */
export type LimitFlagValues = { readonly [K in keyof typeof LIMIT_FLAGS]?: string | boolean | undefined };

/** What the flags set: the rooms' move and idle times, and the server's limits. */
export interface ServeLimits {
  readonly room: { readonly moveTimeoutMs?: number; readonly idleMs?: number };
  readonly limits: ServerLimits;
}

/** Seconds of `--name` as milliseconds, `undefined` for 0 (no limit). */
function seconds(name: string, value: unknown, fallback: number): number | undefined {
  const s = numberFlag(name, value as string | undefined, fallback, { min: 0, max: 86_400, integer: true });
  return s === 0 ? undefined : s * 1000;
}

/** A positive whole number of `--name`, or `undefined` when not given. */
function count(name: string, value: unknown, scale = 1): number | undefined {
  if (value === undefined) return undefined;
  return numberFlag(name, value as string, 0, { min: 1, max: 1_000_000, integer: true }) * scale;
}

/**
 * Reads the limit flags.
 *
 * @throws `UsageError` for a value out of range, naming the flag.
 */
export function serveLimits(values: LimitFlagValues): ServeLimits {
  const moveTimeoutMs = seconds('move-timeout', values['move-timeout'], DEFAULT_MOVE_TIMEOUT_S);
  const idleMs = seconds('idle', values.idle, DEFAULT_IDLE_S);
  const limits: Record<string, number | boolean | undefined> = {
    maxRooms: count('max-rooms', values['max-rooms']),
    maxRoomsPerAddress: count('max-rooms-per-address', values['max-rooms-per-address']),
    maxSeatsPerAddress: count('max-seats-per-address', values['max-seats-per-address']),
    maxCreatesPerMinute: count('max-creates-per-minute', values['max-creates-per-minute']),
    memoryBudgetBytes: count('memory-budget', values['memory-budget'], 2 ** 20),
    trustProxy: values['trust-proxy'] === true ? true : undefined,
  };
  return {
    room: {
      ...(moveTimeoutMs === undefined ? {} : { moveTimeoutMs }),
      ...(idleMs === undefined ? {} : { idleMs }),
    },
    limits: Object.fromEntries(Object.entries(limits).filter(([, v]) => v !== undefined)) as ServerLimits,
  };
}
