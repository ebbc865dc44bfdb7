/**
 * Corrupted copies of valid position data, for checking that `fromJSON` treats its input as
 * untrusted: one random mutation somewhere in the tree (a field dropped, a value of the wrong
 * type, a number out of range, an array truncated, reordered or padded, an unknown key).
 *
 * @module
 */

import type { Rng } from '@quadrille/core';

type Container = Record<string, unknown> | unknown[];

/** Where a value sits: in `parent` under `key`, or the root itself. */
interface Slot {
  readonly parent: Container | undefined;
  readonly key: string | number;
  readonly value: unknown;
}

/** Stop collecting slots past this many, so a huge position stays cheap to corrupt. */
const MAX_SLOTS = 4096;

const WRONG_TYPES: readonly unknown[] = [
  null,
  undefined,
  true,
  '',
  'x',
  '1',
  0,
  [],
  {},
  [[]],
  { game: null },
];

const BAD_NUMBERS: readonly number[] = [
  -1,
  -0.5,
  0.5,
  1.5,
  2 ** 31,
  2 ** 32,
  1e9,
  Number.MAX_SAFE_INTEGER + 2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

/**
 * A corrupted deep copy of `json` (a `JSON.stringify` output). The copy may hold values JSON
 * cannot (NaN, `undefined`), as untrusted JavaScript data can.
 */
export function corrupt(json: string, rng: Rng): unknown {
  const root = JSON.parse(json) as unknown;
  const slots: Slot[] = [{ parent: undefined, key: 0, value: root }];
  collect(root, slots);
  const slot = slots[rng.int(slots.length)]!;
  const replacement = mutate(slot, rng);
  if (slot.parent === undefined) return replacement;
  if (replacement === DROP) {
    if (Array.isArray(slot.parent)) slot.parent.splice(slot.key as number, 1);
    else delete slot.parent[slot.key as string];
  } else {
    (slot.parent as Record<string | number, unknown>)[slot.key] = replacement;
  }
  return root;
}

const DROP = Symbol('drop');

function collect(value: unknown, slots: Slot[]): void {
  if (typeof value !== 'object' || value === null) return;
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    if (slots.length >= MAX_SLOTS) return;
    slots.push({ parent: value as Container, key, value: child });
    collect(child, slots);
  }
}

/** The new value for `slot`, or {@link DROP} to delete it. */
function mutate(slot: Slot, rng: Rng): unknown {
  const { value } = slot;
  switch (rng.int(5)) {
    case 0:
      return slot.parent === undefined ? rng.pick(WRONG_TYPES) : DROP;
    case 1:
      return rng.pick(WRONG_TYPES);
    case 2:
      if (typeof value === 'number')
        return rng.int(2) === 0 ? value + (rng.int(2) === 0 ? 1 : -1) : rng.pick(BAD_NUMBERS);
      return rng.pick(BAD_NUMBERS);
    case 3:
      return Array.isArray(value) ? reshape(value, rng) : rng.pick(WRONG_TYPES);
    default:
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        return { ...value, [`unexpected${rng.int(10)}`]: rng.pick(WRONG_TYPES) };
      }
      return typeof value === 'string' ? `${value}?` : String(value);
  }
}

/** A truncated, reversed, padded or emptied copy of an array. */
function reshape(items: readonly unknown[], rng: Rng): unknown[] {
  switch (rng.int(4)) {
    case 0:
      return items.slice(0, rng.int(items.length + 1));
    case 1:
      return items.slice().reverse();
    case 2:
      return items.length > 0 ? [...items, items[rng.int(items.length)]] : [0];
    default:
      return [];
  }
}
