/**
 * The host facilities the solver needs beyond ES2022, declared structurally (the package is
 * compiled without DOM or Node typings, and runs in browsers, workers and Node alike): UTF-8 and
 * base64 for proofs and checkpoints, and core's clock, turn of the event loop and stop flag.
 *
 * @module
 */

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

/** The base64 alphabet's character codes. */
const ALPHABET = /* @__PURE__ */ utf8('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
/** The code of `=`, base64's padding. */
const PAD = 61;

/**
 * Base64 of `bytes` (standard alphabet, padded: what `btoa` gives), written as ASCII bytes in one
 * pass: a proof of millions of positions is tens of megabytes, too many for a binary string built
 * piecewise and handed to `btoa`.
 */
export function base64(bytes: Uint8Array): string {
  const n = bytes.length;
  const out = new Uint8Array(4 * Math.ceil(n / 3));
  let o = 0;
  let i = 0;
  for (; i + 2 < n; i += 3) {
    const v = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = ALPHABET[v >>> 18]!;
    out[o++] = ALPHABET[(v >>> 12) & 63]!;
    out[o++] = ALPHABET[(v >>> 6) & 63]!;
    out[o++] = ALPHABET[v & 63]!;
  }
  if (i < n) {
    const v = (bytes[i]! << 16) | (i + 1 < n ? bytes[i + 1]! << 8 : 0);
    out[o++] = ALPHABET[v >>> 18]!;
    out[o++] = ALPHABET[(v >>> 12) & 63]!;
    out[o++] = i + 1 < n ? ALPHABET[(v >>> 6) & 63]! : PAD;
    out[o++] = PAD;
  }
  return fromUtf8(out);
}

/**
 * The binary string of base64 `text`.
 *
 * @throws whatever the host throws for text that is not base64.
 */
export function unbase64(text: string): string {
  return atob(text);
}
