/**
 * Structural fingerprints, to tell whether a call changed its input (`fromJSON` and `create` must
 * not) and whether `toJSON` output is plain JSON data.
 *
 * @module
 */

import { labelOf } from './show.js';

/** What {@link fingerprint} tells apart besides structure (both default to true). */
export interface FingerprintOptions {
  /** Whether a frozen object differs from an unfrozen one. */
  readonly frozen?: boolean;
  /** Whether `-0` differs from `0`. */
  readonly negativeZero?: boolean;
}

/**
 * A string that changes whenever anything observable about `value` changes: every own key
 * (symbols and `__proto__` included) in order, holes and array lengths, `-0`, prototypes,
 * getters, frozen state. Objects reached twice are fingerprinted once (cycles are safe).
 * Never throws; never runs the value's code (labelled hostile objects print their label).
 */
export function fingerprint(value: unknown, options: FingerprintOptions = {}): string {
  const { frozen = true, negativeZero = true } = options;
  const parts: string[] = [];
  const seen = new Map<object, number>();
  const symbols = new Map<symbol, number>();
  const visit = (v: unknown, depth: number): void => {
    switch (typeof v) {
      case 'string':
        parts.push(JSON.stringify(v));
        return;
      case 'number':
        parts.push(negativeZero && Object.is(v, -0) ? '-0' : String(v));
        return;
      case 'bigint':
        parts.push(`${v}n`);
        return;
      case 'symbol':
        parts.push(`sym${idOf(symbols, v)}`);
        return;
      case 'boolean':
      case 'undefined':
        parts.push(String(v));
        return;
    }
    if (v === null) return void parts.push('null');
    const o = v as object;
    const label = labelOf(o);
    if (label !== undefined) return void parts.push(`<${label}>`);
    // A fixed depth, not the stack's: the same value must always give the same fingerprint.
    if (depth > MAX_DEPTH) return void parts.push('…');
    if (seen.has(o)) return void parts.push(`@${seen.get(o)}`);
    seen.set(o, seen.size);
    try {
      visitObject(o, depth);
    } catch {
      parts.push('<uninspectable>');
    }
  };
  const visitObject = (o: object, depth: number): void => {
    const proto: unknown = Object.getPrototypeOf(o);
    const kind = Array.isArray(o) ? `array${(o as unknown[]).length}` : typeof o;
    parts.push(`${kind}<${protoName(proto)}${frozen && Object.isFrozen(o) ? ',frozen' : ''}>{`);
    const length = Array.isArray(o) ? o.length : 0;
    // A huge array (the fuzzers' are 200,000 zeros): its length and both ends tell enough, and
    // listing its keys would cost more than the call under test.
    const keys =
      length > MAX_KEYS
        ? [...indices(0, MAX_KEYS / 2), ...indices(length - MAX_KEYS / 2, length)].filter((k) =>
            Object.hasOwn(o, k),
          )
        : Reflect.ownKeys(o);
    for (const key of keys) {
      if (Array.isArray(o) && key === 'length') continue;
      parts.push(typeof key === 'symbol' ? `[sym${idOf(symbols, key)}]` : JSON.stringify(key), ':');
      const d = Object.getOwnPropertyDescriptor(o, key)!;
      if ('value' in d) visit(d.value, depth + 1);
      else parts.push('<accessor>');
      parts.push(',');
    }
    parts.push('}');
  };
  visit(value, 0);
  return parts.join('');
}

/** Nesting fingerprinted; deeper values (the fuzzers nest 3,000 deep) count as equal. */
const MAX_DEPTH = 100;

/** Keys of one object fingerprinted one by one; past this, only both ends and the count. */
const MAX_KEYS = 2000;

function indices(from: number, to: number): string[] {
  return Array.from({ length: to - from }, (_, i) => String(from + i));
}

function idOf<K>(ids: Map<K, number>, key: K): number {
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = ids.size));
  return id;
}

function protoName(proto: unknown): string {
  if (proto === null) return 'null';
  if (proto === Object.prototype) return 'Object';
  if (proto === Array.prototype) return 'Array';
  if (proto === Function.prototype) return 'Function';
  return 'other';
}

/** JSON text with object keys sorted, for comparing documents regardless of key order. */
export function canonicalJSON(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) {
      Object.defineProperty(sorted, k, {
        value: (v as Record<string, unknown>)[k],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return sorted;
  });
}

/**
 * Why `value` is not plain JSON data (what `toJSON` must return), or `undefined` if it is:
 * a JSON round trip must give back the very same structure.
 */
export function notPlainJSON(value: unknown): string | undefined {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (e) {
    return `JSON.stringify throws: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (text === undefined) return 'not JSON at all';
  const loose = { frozen: false, negativeZero: false };
  return fingerprint(JSON.parse(text), loose) === fingerprint(value, loose)
    ? undefined
    : 'changes through JSON.stringify/parse (undefined, NaN, a hole, a class instance or a non-plain object)';
}
