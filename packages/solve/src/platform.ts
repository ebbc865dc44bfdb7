/**
 * The host facilities the solver needs beyond ES2022, declared structurally (the package is
 * compiled without DOM or Node typings, and runs in browsers, workers and Node alike): UTF-8 and
 * base64 for proofs and checkpoints, and core's clock, turn of the event loop and stop flag.
 *
 * @module
 */

declare function btoa(binary: string): string;
declare function atob(base64: string): string;
declare class TextEncoder {
  encode(text: string): Uint8Array;
}
declare class TextDecoder {
  decode(bytes: Uint8Array): string;
}

// The clock, the event loop's turn and the stop flag are core's, as the search's are.
export { type AbortSignalLike, now, yieldToHost } from '@quadrille/core';

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
