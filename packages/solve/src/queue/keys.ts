/**
 * Where a distributed solve lives in Redis. Jobs are BullMQ's, on one queue that every solve
 * shares; the results are ours, beside them, under keys that name the game and its options,
 * each field named by a position's key: a rerun, another coordinator or a restarted one finds
 * every position solved before, whoever asked for it.
 *
 * @module
 */

import { createHash } from 'node:crypto';
import { isPlainObject } from '@quadrille/core';

/** The BullMQ queue every distributed solve shares: a worker serves any game. */
export const SOLVE_QUEUE = 'quadrille-solve';

/** The Redis keys of the solves of one game with one set of options. */
export interface SolveKeys {
  /** `quadrille:solve:<game id>:<options as JSON, keys sorted>`: the prefix of the others. */
  readonly base: string;
  /** Hash: position key (16 hex digits) → its result as JSON (outcome, nodes, ms, line). */
  readonly values: string;
  /** Hash: position key → its proof's strategies as JSON (written before its value). */
  readonly proofs: string;
  /** Hash: position key → 1 while its job is no longer wanted (the worker stops it). */
  readonly cancel: string;
  /** The first part of the BullMQ job ids of these positions (ids may not hold `:`). */
  readonly jobPrefix: string;
}

/** The keys of `game` (its id) with `options` (its create options). */
export function solveKeys(game: string, options: unknown): SolveKeys {
  const base = `quadrille:solve:${game}:${canonicalJson(options)}`;
  return {
    base,
    values: `${base}:values`,
    proofs: `${base}:proofs`,
    cancel: `${base}:cancel`,
    jobPrefix: createHash('sha256').update(base).digest('hex').slice(0, 16),
  };
}

/** The BullMQ job id of the position `hex` (adding a job under an id the queue holds is a no-op). */
export function solveJobId(keys: SolveKeys, hex: string): string {
  return `${keys.jobPrefix}.${hex}`;
}

/** `value` as JSON with the keys of every object sorted: equal options, one name. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/**
 * Stores a position's result once: its proof, then its value — atomically, so that a value is
 * never there without its proof. KEYS: values, proofs. ARGV: position key, value JSON, proof
 * JSON. Returns 1 if stored, 0 if a result was there already.
 */
export const STORE_RESULT = `if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1`;

/** How long a "no longer wanted" mark is kept, in seconds: past any job's last look at it. */
export const CANCEL_SECONDS = 86_400;

/**
 * The few ioredis commands a distributed solve uses beyond BullMQ's own (BullMQ types its
 * client loosely; the connection it makes is an ioredis client with these).
 */
export interface SolveRedis {
  /** HMGET. */
  hmget(key: string, ...fields: string[]): Promise<(string | null)[]>;
  /** HEXISTS. */
  hexists(key: string, field: string): Promise<number>;
  /** HSET of one field. */
  hset(key: string, field: string, value: string): Promise<number>;
  /** HDEL. */
  hdel(key: string, ...fields: string[]): Promise<number>;
  /** EXPIRE. */
  expire(key: string, seconds: number): Promise<number>;
  /** EVAL. */
  eval(script: string, keyCount: number, ...args: string[]): Promise<unknown>;
  /** Connection events. */
  on(event: 'error' | 'ready', listener: (error?: Error) => void): unknown;
}

/** The ioredis client under a BullMQ queue or worker. */
export async function solveRedis(owner: { readonly client: Promise<unknown> }): Promise<SolveRedis> {
  return (await owner.client) as SolveRedis;
}
