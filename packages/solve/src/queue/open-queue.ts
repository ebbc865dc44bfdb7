/**
 * {@link openQueue}: the solve queue, connected — or one typed error when Redis cannot be
 * reached (a wrong host, a stopped server, a wrong password), instead of clients retrying for
 * ever. A worker opens it before its BullMQ worker, whose connections are then made to a
 * server known to answer.
 *
 * @module
 */

import {
  type RedisTarget,
  reachRedis,
  type StartingConnection,
  startingRedisConnection,
} from '@quadrille/core';
import type { Queue } from 'bullmq';
import { SOLVE_QUEUE } from './keys.js';

/** An open queue, and the connection options its other clients share. */
export interface OpenQueue {
  /** The queue. */
  readonly queue: Queue;
  /** The options for every other client (a worker's), retrying a lost connection now. */
  readonly connection: StartingConnection;
}

/**
 * Opens the solve queue on `target`.
 *
 * @param bullmq - the `bullmq` module.
 * @throws `OptionsError` (reason `no-redis`) when Redis does not answer.
 */
export async function openQueue(
  bullmq: typeof import('bullmq'),
  target: RedisTarget,
  connectMs?: number,
): Promise<OpenQueue> {
  const connection = startingRedisConnection(target);
  const queue = new bullmq.Queue(SOLVE_QUEUE, { connection: connection.options });
  // A lost connection is retried (and reported once, by watchConnection); without a listener
  // the 'error' event would end the process.
  queue.on('error', () => {});
  try {
    await reachRedis(queue.waitUntilReady(), queue, target, connectMs);
  } catch (e) {
    await queue.close();
    throw e;
  }
  connection.connected();
  return { queue, connection };
}
