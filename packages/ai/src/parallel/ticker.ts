/**
 * A repeating timer, declared structurally (as `platform.ts` declares its host facilities) so
 * that the parallel player needs neither DOM nor Node typings.
 *
 * @module
 */

declare function setInterval(callback: () => void, ms: number): unknown;
declare function clearInterval(handle: unknown): void;

/**
 * Calls `tick` every `ms` milliseconds until the returned function is called. In Node the timer
 * keeps the process alive meanwhile, which is what holds it open while threads that do not
 * (they are unreferenced when idle) search.
 */
export function every(ms: number, tick: () => void): () => void {
  const handle = setInterval(tick, ms);
  return () => clearInterval(handle);
}
