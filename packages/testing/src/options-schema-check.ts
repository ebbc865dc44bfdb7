/**
 * The `options-schema` check of {@link checkDescription}: a description's options schema (core's
 * `OptionsSchema`) agrees with its `create` — what the schema accepts in its presets and samples,
 * `create` accepts; what the schema refuses, `create` refuses too.
 *
 * @module
 */

import {
  type AnyGameDescription,
  checkOptions,
  ErrorCode,
  isPlainObject,
  type OptionSpec,
} from '@quadrille/core';
import * as fc from 'fast-check';
import { arbRefusedOptions, refuses } from './arb-options.js';
import { attemptCheck, descriptionBreach } from './description-violation.js';
import { describeError, safeStringify } from './violation.js';

/** An option name no game has: `create` must refuse it as the schema does. */
const UNKNOWN_OPTION = 'noSuchOptionOfThisGame';
/** Random option sets the schema refuses, each of which `create` must refuse. */
const REFUSED_SAMPLES = 50;

/**
 * Checks `game.options` against `game.create` (see the module notes), with random refused
 * option sets drawn from `seed`; does nothing for a description without options.
 */
export function checkOptionsSchema(game: AnyGameDescription, seed: number): void {
  const schema = game.options;
  if (schema === undefined) return;
  if (!isPlainObject(schema) || !isPlainObject(schema.options) || !Array.isArray(schema.samples)) {
    descriptionBreach(
      'options-schema',
      `options is ${safeStringify(schema)}, not { options: {…}, samples: […] }`,
    );
  }
  const sets = [
    ...game.presets.map((p) => ({ what: `preset '${p.name}'`, options: p.options as unknown })),
    ...schema.samples.map((options, i) => ({ what: `samples[${i}]`, options: options as unknown })),
  ];
  for (const { what, options } of sets) {
    attemptCheck('options-schema', `checkOptions(schema, ${what})`, () => checkOptions(schema, options));
    attemptCheck('options-schema', `create(${what})`, () => game.create(options));
  }
  refused(game, { [UNKNOWN_OPTION]: 1 }, `an option the schema does not name`);
  for (const [name, spec] of Object.entries(schema.options)) {
    for (const value of outside(spec)) refused(game, { [name]: value }, `${name}: ${safeStringify(value)}`);
    if (spec.type === 'choice') {
      for (const value of spec.values) {
        attemptCheck('options-schema', `create({ ${name}: ${safeStringify(value)} })`, () =>
          game.create({ [name]: value }),
        );
      }
    }
  }
  for (const options of fc.sample(arbRefusedOptions(schema), { numRuns: REFUSED_SAMPLES, seed })) {
    refused(game, options, safeStringify(options));
  }
}

/** Values the schema refuses for an option of `spec`: of another type, out of its bounds or choices. */
function outside(spec: OptionSpec): unknown[] {
  switch (spec.type) {
    case 'integer':
      return [spec.min - 1, spec.max + 1, spec.min + 0.5, String(spec.min)];
    case 'number':
      return [
        'x',
        Number.NaN,
        ...(spec.min === undefined ? [] : [spec.min - 1]),
        ...(spec.max === undefined ? [] : [spec.max + 1]),
      ];
    case 'boolean':
      return ['true', 1];
    case 'choice':
      return ['no such choice', 1];
    case 'json':
      return [];
  }
}

/** Fails unless both the schema and `create` refuse `options`. */
function refused(game: AnyGameDescription, options: Record<string, unknown>, what: string): void {
  if (!refuses(game.options!, options)) {
    descriptionBreach(
      'options-schema',
      `the schema accepts ${what}, a value it should refuse (a bug in the kit)`,
    );
  }
  let error: unknown;
  try {
    game.create(options);
  } catch (e) {
    error = e;
  }
  if (error === undefined) {
    descriptionBreach('options-schema', `create accepts ${what}, which its options schema refuses`);
  }
  const code = (error as { code?: unknown }).code;
  if (code !== ErrorCode.Options) {
    descriptionBreach('options-schema', `create(${what}) threw ${describeError(error)}, not an OptionsError`);
  }
}
