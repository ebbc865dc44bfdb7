/**
 * The host facilities a long computation needs — a clock, a turn of the event loop, a stop
 * flag — declared structurally, so that the packages built on them (the search, the solver) run
 * unchanged in browsers, workers, Node, Deno and Bun, with no DOM or Node typings.
 *
 * @module
 */

declare const performance: { now(): number } | undefined;
declare function setTimeout(callback: () => void, ms: number): unknown;

/** Anything with an `aborted` flag, such as an `AbortSignal`. */
export interface AbortSignalLike {
  /** Whether the operation should stop. */
  readonly aborted: boolean;
}

/** Milliseconds from an arbitrary origin, monotonic where the host allows. */
export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Resolves on a later turn of the event loop, so that timers, signals and a page get their turn. */
export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
