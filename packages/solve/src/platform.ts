/**
 * The host facilities the solver needs beyond ES2022, declared structurally (the package is
 * compiled without DOM or Node typings, and runs in browsers, workers and Node alike): a clock,
 * a turn of the event loop, UTF-8 and base64 for proofs and checkpoints.
 *
 * @module
 */

declare const performance: { now(): number } | undefined;
declare function setTimeout(callback: () => void, ms: number): unknown;
declare function btoa(binary: string): string;
declare function atob(base64: string): string;
declare class TextEncoder {
  encode(text: string): Uint8Array;
}
declare class TextDecoder {
  decode(bytes: Uint8Array): string;
}

/** Anything with an `aborted` flag, such as an `AbortSignal`. */
export interface AbortSignalLike {
  /** Whether the solve should stop. */
  readonly aborted: boolean;
}

/** Milliseconds from an arbitrary origin, monotonic where the host allows. */
export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** Resolves on a later turn of the event loop (timers and signals get their turn). */
export function yieldToHost(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `text` as UTF-8 bytes. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** UTF-8 `bytes` as text. */
export function fromUtf8(bytes: Uint8Array): string {
  return new TextDecoder().decode(bytes);
}

/** Base64 of a binary string (one character per byte). */
export function base64(binary: string): string {
  return btoa(binary);
}

/**
 * The binary string of base64 `text`.
 *
 * @throws whatever the host throws for text that is not base64.
 */
export function unbase64(text: string): string {
  return atob(text);
}
