/**
 * A printer for fuzz inputs that never throws and never runs the input's code: holes, `-0`,
 * symbols, bigints, own `__proto__` keys and sparse arrays of any length are shown as they are,
 * and the hostile objects (throwing `valueOf`, proxies) print as the label they were made with
 * instead of being inspected.
 *
 * @module
 */

const labels = new WeakMap<object, string>();

/** Marks `value` so that {@link show} prints `label` instead of looking inside it. */
export function labelled<T extends object>(value: T, label: string): T {
  labels.set(value, label);
  return value;
}

/** The label given by {@link labelled}, if any. */
export function labelOf(value: unknown): string | undefined {
  return (typeof value === 'object' || typeof value === 'function') && value !== null
    ? labels.get(value)
    : undefined;
}

/** Slots of an array shown before eliding the rest. */
const SHOWN_SLOTS = 12;
/** Keys of an object shown before eliding the rest. */
const SHOWN_KEYS = 16;
/** Nesting shown before eliding deeper values. */
const SHOWN_DEPTH = 8;

/**
 * `value` as JavaScript-like text of about `limit` characters at most.
 *
 * @example
 * ```ts
 * show([1, , -0, Symbol('s'), 2n]); // '[1, <hole>, -0, Symbol(s), 2n]'
 * ```
 */
export function show(value: unknown, limit = 600): string {
  let out = '';
  const emit = (s: string): void => {
    if (out.length <= limit) out += s;
  };
  const visit = (v: unknown, depth: number): void => {
    if (out.length > limit) return;
    const primitive = showPrimitive(v);
    const label = labelOf(v);
    const short = primitive ?? label ?? (depth > SHOWN_DEPTH ? '…' : undefined);
    if (short !== undefined) {
      emit(short);
      return;
    }
    try {
      if (Array.isArray(v)) visitArray(v, depth);
      else visitObject(v as object, depth);
    } catch {
      emit('<uninspectable>');
    }
  };
  const visitArray = (a: readonly unknown[], depth: number): void => {
    emit('[');
    const shown = Math.min(a.length, SHOWN_SLOTS);
    for (let i = 0; i < shown; i++) {
      if (i > 0) emit(', ');
      if (Object.hasOwn(a, i)) visit(a[i], depth + 1);
      else emit('<hole>');
    }
    if (a.length > shown) emit(`, … (length ${a.length})`);
    emit(']');
  };
  const visitObject = (o: object, depth: number): void => {
    emit(prototypePrefix(o));
    emit('{');
    const keys = Reflect.ownKeys(o);
    keys.slice(0, SHOWN_KEYS).forEach((key, i) => {
      if (i > 0) emit(', ');
      emit(`${showKey(key)}: `);
      const d = Object.getOwnPropertyDescriptor(o, key);
      if (d !== undefined && 'value' in d) visit(d.value, depth + 1);
      else emit('<getter>');
    });
    if (keys.length > SHOWN_KEYS) emit(`, … (${keys.length} keys)`);
    emit('}');
  };
  visit(value, 0);
  return out.length > limit ? `${out.slice(0, limit)}…` : out;
}

function showPrimitive(v: unknown): string | undefined {
  switch (typeof v) {
    case 'string':
      return v.length > 80 ? `${JSON.stringify(v.slice(0, 60))}…(${v.length} chars)` : JSON.stringify(v);
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v);
    case 'bigint':
      return `${v}n`;
    case 'symbol':
      return `Symbol(${v.description ?? ''})`;
    case 'boolean':
    case 'undefined':
      return String(v);
    case 'function':
      return labels.get(v) ?? 'function';
    default:
      return v === null ? 'null' : undefined;
  }
}

function showKey(key: string | symbol): string {
  if (typeof key === 'symbol') return `[Symbol(${key.description ?? ''})]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) && key !== '__proto__' ? key : JSON.stringify(key);
}

function prototypePrefix(o: object): string {
  const proto: unknown = Object.getPrototypeOf(o);
  if (proto === Object.prototype) return '';
  if (proto === null) return 'Object.create(null) ';
  const ctor = Object.getOwnPropertyDescriptor(proto, 'constructor')?.value as { name?: unknown } | undefined;
  return typeof ctor?.name === 'string' && ctor.name !== '' ? `${ctor.name} ` : 'Object.create(…) ';
}
