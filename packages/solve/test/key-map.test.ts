// KeyMap against a Map, through growth.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { KeyMap } from '../src/index.js';

it('holds what a Map holds, through growth', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer(), fc.integer())),
      (entries) => {
        const map = new KeyMap(1);
        const reference = new Map<string, number>();
        for (const [hi, lo, value] of entries) {
          map.set(hi, lo, value);
          reference.set(`${hi} ${lo}`, value);
        }
        expect(map.size).toBe(reference.size);
        for (const [key, value] of reference) {
          const [hi, lo] = key.split(' ').map(Number) as [number, number];
          expect(map.get(hi, lo)).toBe(value);
        }
        expect(map.has(99, 1)).toBe(false);
      },
    ),
  );
});
