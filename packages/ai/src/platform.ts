/**
 * The three host facilities a time-budgeted search needs, declared structurally so that the
 * package runs unchanged in browsers, workers, Node, Deno and Bun (no DOM or Node typings).
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

/** Resolves on a later turn of the event loop, so that a long search lets the page repaint. */
export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
