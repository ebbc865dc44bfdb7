/**
 * {@link OptionsSchema}: a game's create options described once, with the game — each option's
 * type, range or choices and default, and sample option sets beyond the presets — so that tools
 * (the command line, rooms, the fuzzer, the docs) read a game's options from its description
 * instead of keeping a table per game. The game's own `create` stays the authority: it checks
 * its options with its own error reasons, and the testing kit checks that the schema agrees
 * with it. {@link checkOptions} checks options against a schema with core's shared reasons,
 * {@link readOptionText} reads an option written on a command line, {@link describeOptions}
 * writes the schema as a markdown table.
 *
 * @module
 */

import { Reason } from './errors.js';
import { describeValue, failOptions, readRecord } from './untrusted.js';

/** What every option says of itself. */
interface OptionBase {
  /** One line for people: what the option does, and its default when that depends on others. */
  readonly doc: string;
}

/** An integer option, from `min` to `max` (the widest bounds; other options may narrow them). */
export interface IntegerOption extends OptionBase {
  readonly type: 'integer';
  readonly min: number;
  readonly max: number;
  /** The value when the option is absent, when it does not depend on other options. */
  readonly default?: number;
}

/** A finite number, from `min` to `max` where bounded. */
export interface NumberOption extends OptionBase {
  readonly type: 'number';
  readonly min?: number;
  readonly max?: number;
  readonly default?: number;
}

/** `true` or `false`. */
export interface BooleanOption extends OptionBase {
  readonly type: 'boolean';
  readonly default?: boolean;
}

/** One of a few strings. */
export interface ChoiceOption extends OptionBase {
  readonly type: 'choice';
  readonly values: readonly string[];
  readonly default?: string;
}

/**
 * A structured value (a list of cells, a piece set) that only the game checks: `examples` are
 * valid values, for people and for tools that need one.
 */
export interface JsonOption extends OptionBase {
  readonly type: 'json';
  readonly examples: readonly unknown[];
}

/** One option of a game's `create`. */
export type OptionSpec = IntegerOption | NumberOption | BooleanOption | ChoiceOption | JsonOption;

/** A game's create options, as tools read them (see the module notes). */
export interface OptionsSchema {
  /** Every option `create` accepts, by name. */
  readonly options: Readonly<Record<string, OptionSpec>>;
  /**
   * Valid option sets beyond the presets', covering options that no preset uses: what tools
   * start from when they need more than the presets (fuzzing, tests).
   */
  readonly samples: readonly Readonly<Record<string, unknown>>[];
}

/**
 * `options` checked against `schema` with core's shared reasons, as a tool checks options before
 * it hands them to a game (a room's create options, a command line's): a plain object, no
 * option the schema does not name, each value of its option's type, within its bounds or
 * choices (`null`, like an absent option, leaves the default). Structured (`json`) values and the rules between options are left to the game's
 * `create`, which may refuse what passes here, never the reverse.
 *
 * @returns a copy of `options`, with no inherited or accessor fields.
 * @throws `OptionsError`: `not-an-object`, `unknown-option`, `bad-type` (a value of another
 *   type), `out-of-range` (a number outside its bounds, a string that is not one of the choices).
 */
export function checkOptions(schema: OptionsSchema, options: unknown): Record<string, unknown> {
  const names = Object.keys(schema.options);
  const record = readRecord(options, names, 'options', failOptions, Reason.UnknownOption);
  for (const name of names) {
    // `null` stands for an absent option, as the games read theirs (`options.width ?? 7`).
    if (record[name] !== undefined && record[name] !== null)
      checkValue(name, schema.options[name]!, record[name]);
  }
  return record;
}

function checkValue(name: string, spec: OptionSpec, value: unknown): void {
  const shown = describeValue(value);
  switch (spec.type) {
    case 'integer':
      if (!Number.isSafeInteger(value))
        failOptions(`${name} must be an integer, got ${shown}`, Reason.BadType);
      checkBounds(name, value as number, spec.min, spec.max);
      return;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        failOptions(`${name} must be a finite number, got ${shown}`, Reason.BadType);
      checkBounds(name, value as number, spec.min, spec.max);
      return;
    case 'boolean':
      if (typeof value !== 'boolean')
        failOptions(`${name} must be true or false, got ${shown}`, Reason.BadType);
      return;
    case 'choice':
      if (typeof value !== 'string') failOptions(`${name} must be a string, got ${shown}`, Reason.BadType);
      if (!spec.values.includes(value as string))
        failOptions(`${name} must be one of ${spec.values.join(', ')}, got ${shown}`, Reason.OutOfRange);
      return;
    case 'json':
      return;
  }
}

function checkBounds(name: string, value: number, min = -Infinity, max = Infinity): void {
  if (value < min || value > max) {
    const range = `${Number.isFinite(min) ? min : '-∞'}..${Number.isFinite(max) ? max : '∞'}`;
    failOptions(`${name} must be in ${range}, got ${value}`, Reason.OutOfRange);
  }
}

/** The longest option text {@link readOptionText} reads. */
const MAX_OPTION_TEXT = 10_000;

/**
 * The value of option `name` written as `text` on a command line (`--option width=9`): a number
 * for a number option, `true`/`false` for a boolean, the text itself for a choice, JSON for a
 * structured option. The value is then checked as {@link checkOptions} checks it.
 *
 * @throws `OptionsError`: `unknown-option` for a name the schema does not have, `bad-type` for
 *   text that is not a value of the option's type (or too long), `out-of-range` as in
 *   {@link checkOptions}.
 */
export function readOptionText(schema: OptionsSchema, name: string, text: string): unknown {
  if (!Object.hasOwn(schema.options, name)) {
    const known = Object.keys(schema.options).join(', ');
    failOptions(`no option ${describeValue(name)} (the options are ${known})`, Reason.UnknownOption);
  }
  if (typeof text !== 'string' || text.length > MAX_OPTION_TEXT)
    failOptions(`${name}: the value must be text of at most ${MAX_OPTION_TEXT} characters`, Reason.BadType);
  const spec = schema.options[name]!;
  const value = parseText(spec, text.trim());
  checkValue(name, spec, value);
  return value;
}

function parseText(spec: OptionSpec, text: string): unknown {
  switch (spec.type) {
    case 'integer':
    case 'number':
      // Number('') is 0: an empty value is no number.
      return text === '' ? Number.NaN : Number(text);
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'choice':
      return text;
    case 'json':
      try {
        return JSON.parse(text);
      } catch {
        return failOptions(`${describeValue(text)} is not JSON`, Reason.BadType);
      }
  }
}

/** The schema as a markdown table: option, type, values, default, what it does. */
export function describeOptions(schema: OptionsSchema): string {
  const rows = Object.entries(schema.options).map(([name, spec]) => {
    const cells = [
      `\`${name}\``,
      spec.type,
      valuesOf(spec),
      defaultOf(spec),
      spec.doc.replaceAll('|', '\\|'),
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return ['| option | type | values | default | what it does |', '|---|---|---|---|---|', ...rows].join('\n');
}

function valuesOf(spec: OptionSpec): string {
  switch (spec.type) {
    case 'integer':
      return `${spec.min}..${spec.max}`;
    case 'number':
      return spec.min === undefined && spec.max === undefined
        ? 'any'
        : `${spec.min ?? '-∞'}..${spec.max ?? '∞'}`;
    case 'boolean':
      return '`true`, `false`';
    case 'choice':
      return spec.values.map((v) => `\`${v}\``).join(', ');
    case 'json':
      return spec.examples.map((v) => `\`${JSON.stringify(v)}\``).join(', ');
  }
}

function defaultOf(spec: OptionSpec): string {
  return 'default' in spec && spec.default !== undefined ? `\`${JSON.stringify(spec.default)}\`` : '—';
}
