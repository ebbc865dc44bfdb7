/**
 * Tampering with real documents (a position's `toJSON()`, an options object): fields deleted or
 * added (`__proto__`, `constructor` and symbol keys as own properties, as `JSON.parse` makes
 * them), values swapped for other types, holes, nulls, huge arrays and lengths, deep nesting,
 * numbers nudged and strings edited. An operation is plain data that picks its target by index
 * among the document's current paths, so a recipe prints and replays exactly.
 *
 * @module
 */

import fc from 'fast-check';
import { applyEdits, type Edit, editArb } from './strings.js';
import { SWAP_NAMES, SWAPS } from './values.js';

/** Keys a hostile document adds. */
const ADDED_KEYS: readonly string[] = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'extra',
  '',
  'length',
  '0',
];

/** One tampering step; `at` picks a path (modulo their number, so any natural number works). */
export type Op =
  | { readonly op: 'delete'; readonly at: number }
  | { readonly op: 'set'; readonly at: number; readonly to: string }
  | { readonly op: 'addKey'; readonly at: number; readonly key: string; readonly to: string }
  | { readonly op: 'addSymbolKey'; readonly at: number }
  | { readonly op: 'insert'; readonly at: number; readonly index: number; readonly to: string }
  | { readonly op: 'duplicate'; readonly at: number; readonly index: number }
  | { readonly op: 'swap'; readonly at: number; readonly with: number }
  | { readonly op: 'nudge'; readonly at: number; readonly by: number }
  | { readonly op: 'edit'; readonly at: number; readonly edits: readonly Edit[] }
  | { readonly op: 'stringify' | 'wrapArray' | 'wrapObject' | 'hugeLength'; readonly at: number };

/** Name of a value in {@link SWAPS}, or `=k`: the value of another path (the k-th) of the document. */
const toArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SWAP_NAMES) },
  { weight: 1, arbitrary: fc.nat().map((k) => `=${k}`) },
);

/** One random {@link Op}. */
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('set' as const), at: fc.nat(), to: toArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('addKey' as const),
      at: fc.nat(),
      key: fc.constantFrom(...ADDED_KEYS),
      to: toArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('addSymbolKey' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('insert' as const), at: fc.nat(), index: fc.nat(), to: toArb }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('duplicate' as const), at: fc.nat(), index: fc.nat() }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('swap' as const), at: fc.nat(), with: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('nudge' as const),
      at: fc.nat(),
      by: fc.constantFrom(1, -1, 0.5, 1000, -1000, 2 ** 32),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      at: fc.nat(),
      edits: fc.array(editArb, { minLength: 1, maxLength: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constantFrom(
        'stringify' as const,
        'wrapArray' as const,
        'wrapObject' as const,
        'hugeLength' as const,
      ),
      at: fc.nat(),
    }),
  },
);

type Key = string | number | symbol;
type Path = readonly Key[];

/**
 * A copy of plain data (arrays and plain or null-prototype objects, deeply) that keeps holes,
 * array lengths, own `__proto__` keys and symbol keys; other objects, and arrays too long to
 * be tampered with inside (see {@link isContainer}), are shared, not copied.
 */
export function cloneData<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    if (value.length > MAX_CONTAINER_LENGTH) return value;
    const copy: unknown[] = new Array(value.length);
    for (const key of Reflect.ownKeys(value)) {
      if (key !== 'length') define(copy, key, cloneData(Reflect.get(value, key) as unknown));
    }
    return copy as T;
  }
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const copy = Object.create(proto as object | null) as Record<Key, unknown>;
  for (const key of Reflect.ownKeys(value))
    define(copy, key, cloneData((value as Record<Key, unknown>)[key]));
  return copy as T;
}

/** Sets an own data property, even `__proto__` (as `JSON.parse` does), never the prototype. */
function define(target: object, key: Key, value: unknown): void {
  Object.defineProperty(target, typeof key === 'number' ? String(key) : key, {
    value,
    writable: true,
    enumerable: true,
    configurable: true,
  });
}

/** The longest array that tampering descends into (longer ones are values, not containers). */
const MAX_CONTAINER_LENGTH = 1000;

/** Objects and arrays worth descending into: plain data, not too big. */
function isContainer(v: unknown): v is Record<Key, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return v.length <= MAX_CONTAINER_LENGTH;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Every path of `root` (itself first), depth-first, not below depth 12. */
function pathsOf(root: unknown): Path[] {
  const out: Path[] = [];
  const walk = (v: unknown, path: Path): void => {
    out.push(path);
    if (!isContainer(v) || path.length >= 12) return;
    for (const key of Reflect.ownKeys(v)) {
      if (Array.isArray(v) && key === 'length') continue;
      walk(v[key], [...path, Array.isArray(v) ? Number(key) : key]);
    }
  };
  walk(root, []);
  return out;
}

/** `.options.width`, `.moves[3]`, `[Symbol()]`: a path as text. */
export function showPath(path: Path): string {
  if (path.length === 0) return '(the whole value)';
  return path
    .map((k) =>
      typeof k === 'number'
        ? `[${k}]`
        : typeof k === 'symbol'
          ? '[Symbol()]'
          : /^[A-Za-z_$][\w$]*$/.test(k) && k !== '__proto__'
            ? `.${k}`
            : `[${JSON.stringify(k)}]`,
    )
    .join('');
}

/** The value at `path`, or `undefined` where the path no longer leads (a swap moved it). */
function get(root: unknown, path: Path): unknown {
  let v = root;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<Key, unknown>)[k];
  }
  return v;
}

/** The document after the ops, and each op as text. `root` is not changed. */
export interface Tampered {
  readonly value: unknown;
  readonly steps: readonly string[];
}

/** Applies `ops` to a copy of `root`, in order. */
export function tamper(root: unknown, ops: readonly Op[]): Tampered {
  const box = { value: cloneData(root) };
  const steps = ops.map((op) => applyOp(box, op));
  return { value: box.value, steps };
}

/** The value named by `to`: a fresh {@link SWAPS} value, or a copy of another path's value. */
function swapValue(root: unknown, paths: readonly Path[], to: string): { value: unknown; text: string } {
  if (to.startsWith('=')) {
    const path = paths[Number(to.slice(1)) % paths.length]!;
    return { value: cloneData(get(root, path)), text: `(a copy of ${showPath(path)})` };
  }
  return { value: SWAPS[to]!(), text: to };
}

function applyOp(box: { value: unknown }, op: Op): string {
  const paths = pathsOf(box.value);
  const path = paths[op.at % paths.length]!;
  const where = showPath(path);
  const current = get(box.value, path);
  const replace = (v: unknown): void => {
    if (path.length === 0) box.value = v;
    else define(get(box.value, path.slice(0, -1)) as object, path.at(-1)!, v);
  };
  switch (op.op) {
    case 'delete': {
      if (path.length === 0) return 'delete: nothing (the whole value)';
      delete (get(box.value, path.slice(0, -1)) as Record<Key, unknown>)[path.at(-1)!];
      return `delete ${where}${typeof path.at(-1) === 'number' ? ' (a hole)' : ''}`;
    }
    case 'set': {
      const { value, text } = swapValue(box.value, paths, op.to);
      replace(value);
      return `set ${where} = ${text}`;
    }
    case 'addKey':
    case 'addSymbolKey': {
      if (!isContainer(current) || Array.isArray(current)) return `add key: ${where} is not an object`;
      const key = op.op === 'addKey' ? op.key : Symbol('added');
      const { value, text } =
        op.op === 'addKey' ? swapValue(box.value, paths, op.to) : { value: 1, text: '1' };
      define(current, key, value);
      return `add own key ${showPath([key])} = ${text} to ${where}`;
    }
    case 'insert':
    case 'duplicate': {
      // Not into a huge array: splice walks every index of a sparse 2^32-1 length.
      if (!Array.isArray(current) || !isContainer(current)) return `insert: ${where} is not a short array`;
      const index = op.index % (current.length + 1);
      const { value, text } =
        op.op === 'insert'
          ? swapValue(box.value, paths, op.to)
          : { value: cloneData(current[index % Math.max(1, current.length)]), text: 'a copy of a neighbour' };
      current.splice(index, 0, value);
      return `insert ${text} at ${where}[${index}]`;
    }
    case 'swap': {
      const other = paths[op.with % paths.length]!;
      if (path.length === 0 || other.length === 0) return 'swap: nothing (the whole value)';
      const a = cloneData(current);
      const b = cloneData(get(box.value, other));
      replace(b);
      const parent = get(box.value, other.slice(0, -1));
      if (isContainer(parent)) define(parent, other.at(-1)!, a);
      return `swap ${where} with ${showPath(other)}`;
    }
    case 'nudge': {
      if (typeof current !== 'number') return `nudge: ${where} is not a number`;
      replace(current + op.by);
      return `${where} += ${op.by}`;
    }
    case 'edit': {
      if (typeof current !== 'string') return `edit: ${where} is not a string`;
      const edited = applyEdits(current, op.edits);
      replace(edited);
      return `edit ${where}: ${JSON.stringify(current)} -> ${JSON.stringify(edited.slice(0, 60))}${edited.length > 60 ? `…(${edited.length} chars)` : ''}`;
    }
    case 'stringify': {
      if (typeof current !== 'number' && typeof current !== 'boolean')
        return `stringify: ${where} is not a number`;
      replace(String(current));
      return `${where} as a string`;
    }
    case 'wrapArray':
      replace([current]);
      return `wrap ${where} in an array`;
    case 'wrapObject':
      replace({ value: current });
      return `wrap ${where} in an object`;
    case 'hugeLength': {
      if (!Array.isArray(current)) return `hugeLength: ${where} is not an array`;
      current.length = 2 ** 32 - 1;
      return `${where}.length = 2^32-1 (sparse)`;
    }
  }
}

/** Freezes plain data deeply, so that a callee that writes to its input throws at once. */
export function deepFreeze(value: unknown): void {
  if (!isContainer(value) || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) deepFreeze(value[key]);
}
