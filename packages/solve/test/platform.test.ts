// The solver's own base64 writes what the host's `btoa` writes, for any bytes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64 } from '../src/platform.js';

describe('base64', () => {
  it('is btoa of the bytes, padding included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(base64(bytes)).toBe(btoa(String.fromCharCode(...bytes)));
      }),
    );
  });

  it('writes the RFC 4648 examples', () => {
    const of = (s: string) => base64(new TextEncoder().encode(s));
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(of)).toEqual([
      '',
      'Zg==',
      'Zm8=',
      'Zm9v',
      'Zm9vYg==',
      'Zm9vYmE=',
      'Zm9vYmFy',
    ]);
  });
});
