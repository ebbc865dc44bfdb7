import { zobristBelow, zobristHi, zobristKey, zobristKeyOf, zobristLo, zobristTable } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('zobrist', () => {
  it('pins the first values, so keys stay the same across releases, machines and builds', () => {
    // Changing the hash changes every saved key: this test is the alarm.
    expect([zobristLo(1, 0), zobristHi(1, 0), zobristLo(1, 1), zobristHi(7, 400)]).toMatchInlineSnapshot(`
      [
        1931142052,
        1070481164,
        -155742561,
        1406752894,
      ]
    `);
  });

  it('a table holds the pure functions’ values, low half first', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 300 }), (salt, count) => {
        const table = zobristTable(salt, count);
        expect(table.length).toBe(2 * count);
        for (let i = 0; i < count; i++) {
          expect(table[2 * i]).toBe(zobristLo(salt, i));
          expect(table[2 * i + 1]).toBe(zobristHi(salt, i));
        }
      }),
      { numRuns: 30 },
    );
  });

  it('compares the halves of two keys as the unsigned 64-bit keys compare', () => {
    const half = fc.oneof(
      fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
      fc.constantFrom(0, -1, 1, -(2 ** 31)),
    );
    fc.assert(
      fc.property(half, half, half, half, (hi, lo, hiB, loB) => {
        expect(zobristBelow(hi, lo, hiB, loB)).toBe(zobristKey(hi, lo) < zobristKey(hiB, loB));
        expect(zobristBelow(hi, lo, hi, lo)).toBe(false);
      }),
    );
  });

  it('features of one family and of different families are distinct 64-bit values', () => {
    const seen = new Set<bigint>();
    for (const salt of [0, 1, 2, 0x7fffffff, -1]) {
      const table = zobristTable(salt, 20_000);
      for (let i = 0; i < 20_000; i++) seen.add(zobristKey(table[2 * i + 1]!, table[2 * i]!));
    }
    expect(seen.size).toBe(5 * 20_000);
  });

  it('each output bit is set about half the time (no stuck bits)', () => {
    const ones = new Array<number>(64).fill(0);
    const n = 4096;
    for (let i = 0; i < n; i++) {
      const lo = zobristLo(3, i);
      const hi = zobristHi(3, i);
      for (let b = 0; b < 32; b++) {
        ones[b]! += (lo >>> b) & 1;
        ones[32 + b]! += (hi >>> b) & 1;
      }
    }
    for (const count of ones) expect(Math.abs(count - n / 2)).toBeLessThan(n / 8);
  });

  it('zobristKey is the unsigned 64-bit value of the two halves', () => {
    expect(zobristKey(0, 0)).toBe(0n);
    expect(zobristKey(-1, -1)).toBe(0xffffffffffffffffn);
    expect(zobristKey(1, -2)).toBe(0x1fffffffen);
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        (hi, lo) => {
          const key = zobristKey(hi, lo);
          expect(key >= 0n && key < 1n << 64n).toBe(true);
          expect(Number(key >> 32n) | 0).toBe(hi);
          expect(Number(key & 0xffffffffn) | 0).toBe(lo);
        },
      ),
    );
  });

  it('XOR keys are order-independent and self-inverse, as incremental updates need', () => {
    const t = zobristTable(9, 64);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 63 })), (features) => {
        let hi = 0;
        let lo = 0;
        for (const f of features) {
          hi ^= t[2 * f + 1]!;
          lo ^= t[2 * f]!;
        }
        let hi2 = 0;
        let lo2 = 0;
        for (const f of [...features].reverse()) {
          hi2 ^= t[2 * f + 1]!;
          lo2 ^= t[2 * f]!;
        }
        expect(zobristKey(hi2, lo2)).toBe(zobristKey(hi, lo));
        for (const f of features) {
          hi ^= t[2 * f + 1]!;
          lo ^= t[2 * f]!;
        }
        expect(zobristKey(hi, lo)).toBe(0n);
      }),
    );
  });
});

describe('zobristKeyOf', () => {
  it('is the key of the halves keyInto writes, low first, whatever their signs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
        (lo, hi) => {
          const pos = {
            keyInto(out: Int32Array) {
              out[0] = lo;
              out[1] = hi;
            },
          };
          expect(zobristKeyOf(pos)).toBe(zobristKey(hi, lo));
        },
      ),
    );
  });
});
