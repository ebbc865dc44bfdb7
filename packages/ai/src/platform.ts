/**
 * The host facilities a time-budgeted search needs, from core (`host.ts`): a clock, a turn of
 * the event loop, a stop flag.
 *
 * @module
 */

export { type AbortSignalLike, now, yieldToHost } from '@quadrille/core';
