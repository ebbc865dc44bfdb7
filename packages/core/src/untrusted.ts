/**
 * Reading untrusted input — options from users, JSON from the network — the same way in every
 * game: plain objects only (no arrays, class instances or proxied prototypes), no unknown keys
 * (so `__proto__` and `constructor` payloads are refused, never read), arrays checked element by
 * element (holes and `null`s are errors, not silently skipped), and messages that never throw
 * while describing a hostile value.
 *
 * Every reader takes the error to throw as a `fail` function, so one reader serves `create`
 * (an `OptionsError`) and `fromJSON` (a `SetupError`).
 *
 * @module
 */

import { type ErrorReason, OptionsError, QuadrilleError, Reason, SetupError } from './errors.js';

/** Throws the caller's error; readers call it with a message and a stable reason. */
export type Fail = (message: string, reason: ErrorReason) => never;

/** A {@link Fail} that throws an `OptionsError`. */
export const failOptions: Fail = (message, reason) => {
  throw new OptionsError(message, reason);
};

/** A {@link Fail} that throws a `SetupError`. */
export const failSetup: Fail = (message, reason) => {
  throw new SetupError(message, reason);
};

/** The version of the JSON layout `{ game, version, options, …state }` every game writes. */
export const JSON_LAYOUT_VERSION = 1;

/**
 * Whether `value` is a plain object: `{…}` or `Object.create(null)`, not an array, a class
 * instance, a function, or `null`. Never throws (a revoked proxy is not plain).
 */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  try {
    if (Array.isArray(value)) return false;
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null;
  } catch {
    return false;
  }
}

/**
 * A short description of any value for an error message; never throws, whatever the value
 * (symbols, objects whose `toString` throws, proxies), and never longer than about 40 characters.
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value.length > 32 ? `${value.slice(0, 32)}…` : value);
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'bigint':
      return `${String(value).slice(0, 32)}n`;
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      try {
        return Array.isArray(value) ? 'an array' : 'an object';
      } catch {
        return 'an object';
      }
  }
}

/**
 * `value` as a plain object whose own keys are all in `allowed`: a copy of its data
 * properties, so that nothing read later can run a getter or a proxy trap. An accessor property
 * (a getter), or a proxy whose traps throw, is an error of reason {@link Reason.BadType}.
 *
 * @param what - how messages name the object (`'linkage options'`).
 * @param unknownReason - the reason for an unknown key ({@link Reason.UnknownOption} for
 *   options, {@link Reason.UnknownField} for JSON).
 */
export function readRecord(
  value: unknown,
  allowed: readonly string[],
  what: string,
  fail: Fail,
  unknownReason: ErrorReason,
): Record<string, unknown> {
  if (!isPlainObject(value))
    fail(`${what} must be a plain object, got ${describeValue(value)}`, Reason.NotAnObject);
  return guarded(what, fail, () => {
    const copy: Record<string, unknown> = {};
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key !== 'string' || !allowed.includes(key)) {
        const name = typeof key === 'string' ? JSON.stringify(key.slice(0, 32)) : 'a symbol key';
        fail(
          `${what}: unknown ${unknownReason === Reason.UnknownOption ? 'option' : 'field'} ${name} (known: ${allowed.join(', ')})`,
          unknownReason,
        );
      }
      Object.defineProperty(copy, key, {
        value: dataValue(value, key, what, fail),
        enumerable: true,
        writable: true,
      });
    }
    return copy;
  });
}

/**
 * `value` as a dense array of at most `maxLength` elements, none of them a hole, `undefined`
 * or `null`: a copy, read without running getters. The length is checked before any element is
 * read.
 *
 * @param what - how messages name the array (`'moves'`).
 */
export function readArray(value: unknown, what: string, maxLength: number, fail: Fail): readonly unknown[] {
  return guarded(what, fail, () => {
    if (!Array.isArray(value)) fail(`${what} must be an array, got ${describeValue(value)}`, Reason.BadType);
    const length = value.length;
    if (length > maxLength) fail(`${what} has ${length} entries, more than ${maxLength}`, Reason.TooLarge);
    const copy = new Array<unknown>(length);
    for (let i = 0; i < length; i++) {
      const item = Object.hasOwn(value, i) ? dataValue(value, String(i), what, fail) : undefined;
      if (item === undefined || item === null)
        fail(`${what}[${i}] is missing (a hole or null)`, Reason.Missing);
      copy[i] = item;
    }
    return copy;
  });
}

/**
 * `value` as a dense array of at most `maxLength` strings (a game's recorded moves in its
 * notation): {@link readArray}, then every element checked to be a string (reason
 * {@link Reason.BadType}) before any is parsed.
 */
export function readStrings(value: unknown, what: string, maxLength: number, fail: Fail): readonly string[] {
  const items = readArray(value, what, maxLength, fail);
  items.forEach((item, i) => {
    if (typeof item !== 'string')
      fail(`${what}[${i}] must be a string, got ${describeValue(item)}`, Reason.BadType);
  });
  return items as readonly string[];
}

/** The value of own data property `key`; a getter or setter is refused, never run. */
function dataValue(object: object, key: string, what: string, fail: Fail): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (descriptor === undefined || !('value' in descriptor)) {
    fail(`${what}: ${JSON.stringify(key.slice(0, 32))} is an accessor, not a value`, Reason.BadType);
  }
  return descriptor.value;
}

/**
 * Runs a reader, turning anything but a Quadrille error (a proxy trap that throws, a revoked
 * proxy) into the caller's error with reason {@link Reason.BadType}.
 */
function guarded<T>(what: string, fail: Fail, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof QuadrilleError) throw e;
    return fail(`${what} could not be read as plain data`, Reason.BadType);
  }
}

/**
 * The state fields of a game's JSON document `{ game, version, options, …state }`, after checking
 * that it is a plain object with exactly those keys, that `game` is `gameId` and that `version` is
 * {@link JSON_LAYOUT_VERSION}. Throws `SetupError` with the shared reasons
 * ({@link Reason.NotAnObject}, {@link Reason.UnknownField}, {@link Reason.Missing},
 * {@link Reason.WrongGame}, {@link Reason.BadVersion}).
 *
 * @param stateKeys - the game's own fields after `options`.
 */
export function readDocument(
  data: unknown,
  gameId: string,
  stateKeys: readonly string[],
): Record<string, unknown> {
  const keys = ['game', 'version', 'options', ...stateKeys];
  const doc = readRecord(data, keys, `${gameId} data`, failSetup, Reason.UnknownField);
  if (doc.game !== gameId)
    failSetup(`not ${gameId} data: game is ${describeValue(doc.game)}`, Reason.WrongGame);
  if (doc.version !== JSON_LAYOUT_VERSION) {
    failSetup(
      `${gameId} data: version must be ${JSON_LAYOUT_VERSION}, got ${describeValue(doc.version)}`,
      Reason.BadVersion,
    );
  }
  for (const key of keys)
    if (!Object.hasOwn(doc, key)) failSetup(`${gameId} data: ${key} is missing`, Reason.Missing);
  return doc;
}

/**
 * Runs `build` (which validates options and throws `OptionsError`) for `fromJSON`, turning its
 * `OptionsError` into a `SetupError` with reason {@link Reason.BadOptions} (or
 * {@link Reason.TooLarge}, kept as it is) that says the options of the document were at fault.
 */
export function withDocumentOptions<T>(build: () => T): T {
  try {
    return build();
  } catch (e) {
    if (e instanceof OptionsError) {
      throw new SetupError(
        `options: ${e.message}`,
        e.reason === Reason.TooLarge ? Reason.TooLarge : Reason.BadOptions,
      );
    }
    throw e;
  }
}
