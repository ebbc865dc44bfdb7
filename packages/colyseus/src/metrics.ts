/**
 * {@link serverMetrics}: a server's Prometheus metrics (`prom-client`, in a registry of its
 * own): rooms, clients, moves accepted and refused by code, move latency, store errors, and the
 * process's own (resident memory, CPU, event loop lag).
 *
 * @module
 */

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Rejection } from './errors.js';
import type { RoomWatch } from './watch.js';

/** The metrics of one server, fed by its rooms. */
export interface ServerMetrics extends Pick<RoomWatch, 'moved' | 'storeFailed' | 'joined' | 'left'> {
  /** The registry: `metrics()` is the text Prometheus scrapes. */
  readonly registry: Registry;
}

/**
 * The metrics of a server whose open rooms `rooms()` counts.
 *
 * @example
 * ```ts
 * const metrics = serverMetrics(() => 0);
 * await metrics.registry.metrics(); // "# HELP quadrille_rooms …"
 * ```
 */
export function serverMetrics(rooms: () => number): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'quadrille_rooms',
    help: 'Rooms open in this process',
    registers: [registry],
    collect() {
      this.set(rooms());
    },
  });
  const clients = new Gauge({
    name: 'quadrille_clients',
    help: 'Clients connected to rooms of this process (players and spectators)',
    registers: [registry],
  });
  const moves = new Counter({
    name: 'quadrille_moves_total',
    help: 'Moves received, by result (accepted or rejected) and the code and reason of a rejection',
    labelNames: ['result', 'code', 'reason'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'quadrille_move_seconds',
    help: 'Seconds from a move received to it stored and broadcast (or refused)',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const storeErrors = new Counter({
    name: 'quadrille_store_errors_total',
    help: 'Writes the room store failed',
    registers: [registry],
  });
  return {
    registry,
    moved(rejection: Rejection | undefined, seconds: number) {
      if (rejection === undefined) moves.inc({ result: 'accepted', code: '', reason: '' });
      else moves.inc({ result: 'rejected', code: rejection.code, reason: rejection.reason });
      latency.observe(seconds);
    },
    storeFailed: () => storeErrors.inc(),
    joined: () => clients.inc(),
    left: () => clients.dec(),
  };
}
