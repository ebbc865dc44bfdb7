/**
 * Options drawn from a game's options schema (core's `OptionsSchema`): {@link arbOptions} for
 * random variants of any described game (give them to `checkVariants`), and
 * {@link arbRefusedOptions} for options the schema refuses, which `create` must refuse too.
 *
 * @module
 */

import { checkOptions, type OptionSpec, type OptionsSchema } from '@quadrille/core';
import * as fc from 'fast-check';

/** Options of {@link arbOptions}. */
export interface ArbOptionsConfig {
  /**
   * The largest value drawn for some integer or number options, by name (below the schema's
   * bound): big boards make slow games, so tests usually cap their sides.
   */
  readonly max?: Readonly<Record<string, number>>;
}

/**
 * Option objects of `schema`: each option absent or a value of its type within its bounds or
 * choices (a structured option one of its examples). Every object passes core's
 * `checkOptions`; the game's `create` may still refuse some (rules between options): wrap it in
 * `arbValidOptions` or give it to `checkVariants`, which keep those it accepts.
 *
 * @example
 * ```ts
 * import { mnk } from '@quadrille/examples';
 * import { arbOptions, checkVariants } from '@quadrille/testing';
 *
 * // Random boards up to 5×5 with any k: every variant keeps every invariant.
 * checkVariants(mnk, arbOptions(mnk.options!, { max: { width: 5, height: 5, k: 5 } }), { variants: 5, runs: 3 });
 * ```
 */
export function arbOptions(
  schema: OptionsSchema,
  config: ArbOptionsConfig = {},
): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, spec] of Object.entries(schema.options))
    fields[name] = validValue(spec, config.max?.[name]);
  return fc.record(fields, { requiredKeys: [] });
}

function validValue(spec: OptionSpec, cap: number | undefined): fc.Arbitrary<unknown> {
  switch (spec.type) {
    case 'integer':
      return fc.integer({ min: spec.min, max: Math.max(spec.min, Math.min(spec.max, cap ?? spec.max)) });
    case 'number': {
      const min = spec.min ?? -1e6;
      const max = Math.max(min, Math.min(spec.max ?? 1e6, cap ?? Number.POSITIVE_INFINITY));
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'choice':
      return fc.constantFrom(...spec.values);
    case 'json':
      return spec.examples.length > 0 ? fc.constantFrom(...spec.examples) : fc.constant(undefined);
  }
}

/** Values core's `checkOptions` refuses for an option of `spec`: another type, past a bound, no choice. */
function refusedValue(spec: OptionSpec): fc.Arbitrary<unknown> | undefined {
  // Never `null`: like an absent option, it leaves the default.
  const notNumber = fc.oneof(fc.string(), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 }));
  switch (spec.type) {
    case 'integer':
      return fc.oneof(
        notNumber,
        fc.integer({ max: spec.min - 1 }),
        fc.integer({ min: spec.max + 1 }),
        fc.double({ noInteger: true }),
      );
    case 'number':
      return fc.oneof(
        notNumber,
        fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
        ...(spec.min === undefined ? [] : [fc.double({ max: spec.min, maxExcluded: true, noNaN: true })]),
        ...(spec.max === undefined ? [] : [fc.double({ min: spec.max, minExcluded: true, noNaN: true })]),
      );
    case 'boolean':
      return fc.oneof(fc.string(), fc.integer());
    case 'choice':
      return fc.oneof(
        fc.string().filter((s) => !spec.values.includes(s)),
        fc.integer(),
      );
    case 'json':
      return undefined;
  }
}

/**
 * Option objects that core's `checkOptions` refuses for `schema`: valid options (see
 * {@link arbOptions}) with one option given a value of another type, past its bounds or outside
 * its choices, or an option the schema does not name. A game's `create` must refuse each with an
 * `OptionsError`, before it builds anything.
 */
export function arbRefusedOptions(schema: OptionsSchema): fc.Arbitrary<Record<string, unknown>> {
  const spoilers: fc.Arbitrary<[string, unknown]>[] = [];
  for (const [name, spec] of Object.entries(schema.options)) {
    const bad = refusedValue(spec);
    if (bad !== undefined) spoilers.push(bad.map((value) => [name, value] as [string, unknown]));
  }
  const unknownName = fc.string({ minLength: 1 }).filter((n) => !Object.hasOwn(schema.options, n));
  spoilers.push(fc.tuple(unknownName, fc.jsonValue()));
  return fc
    .tuple(arbOptions(schema, { max: smallSides(schema) }), fc.oneof(...spoilers))
    .map(([options, [name, value]]) => {
      const spoilt = { ...options };
      Object.defineProperty(spoilt, name, { value, enumerable: true, configurable: true, writable: true });
      return spoilt;
    })
    .filter((options) => refuses(schema, options));
}

/** Caps every integer option at its minimum + 8: the valid part of a refused option set stays cheap. */
function smallSides(schema: OptionsSchema): Record<string, number> {
  const caps: Record<string, number> = {};
  for (const [name, spec] of Object.entries(schema.options))
    if (spec.type === 'integer') caps[name] = spec.min + 8;
  return caps;
}

/** Whether core's `checkOptions` refuses `options` for `schema`. */
export function refuses(schema: OptionsSchema, options: unknown): boolean {
  try {
    checkOptions(schema, options);
    return false;
  } catch {
    return true;
  }
}
