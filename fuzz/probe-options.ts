/**
 * The option sets of the memory probe (`fuzz/memory-probe.ts`), read from a game's options schema
 * (core's `OptionsSchema`) with no table per game: distinct, large board sizes, so that a cache
 * keyed by size that is not bounded keeps growing; and every fourth set refused. With each
 * game's table cache made unbounded by hand, the long run's 100 sets took Blokus, Linkage and
 * Linage past their budgets (after 38, 10 and 19 sets); Talpa's tables are small enough that 100
 * of them stay within its budget, here as with the table per game this replaced.
 *
 * - **Sizes.** Of the game's presets and samples (all accepted), the one that gives the most
 *   distinct values to integer options is varied: each of those options gets values from the
 *   upper half of its declared range, a new combination each set (while there are new ones). The
 *   sample's order between those values is kept (`{ width: 6, height: 4, lineLength: 4 }` gives
 *   sets with width > height = lineLength): rules between options compare them (a line no longer
 *   than the shorter side, a threshold no larger than the board), so a set ordered like an
 *   accepted sample is accepted. A test holds every game of the catalogue and of the examples to
 *   that.
 * - **Refusals.** Every fourth set is the same sizes with one option given a value its schema
 *   refuses: a choice outside its choices, an integer or number just past its bound, a boolean
 *   that is none. A refusal the game checks after sizing its tables is what a leak would hide
 *   behind, but the schema does not say when the game checks what, so the refusals take turns
 *   over every option that is not varied (over the varied ones when there is no other).
 *
 * @module
 */

import {
  type AnyGameDescription,
  isPlainObject,
  type OptionSpec,
  type OptionsSchema,
  Rng,
} from '@quadrille/core';

/** How many option sets the probe tries: `npm run fuzz:short`, and `npm run fuzz`. */
export const PROBE_STEPS = { short: 8, long: 100 } as const;

/** Every how many sets one is refused (the last of each run of this many). */
const REFUSED_EVERY = 4;

/** One option set of the probe. */
export interface ProbeOptionSet {
  /** The options, for `create` (or in a document, for `fromJSON`: see {@link probeDocument}). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Whether the options schema refuses them, so that the game must too. */
  readonly refused: boolean;
}

/** Integer options of the varied sample that share its value: they keep sharing one. */
interface Group {
  readonly names: readonly string[];
  /** The smallest value of the upper half of the range all of them accept. */
  readonly low: number;
  readonly high: number;
}

/**
 * The first `count` option sets of `game`'s memory probe (see the module notes), the same for the
 * same `seed`: set `i` is refused when `i % 4 === 3`.
 *
 * @throws an Error if the game has no options schema, or no preset or sample gives an integer
 *   option (there are no sizes to vary), or the sample's order cannot be kept in the upper
 *   halves of the ranges.
 */
export function probeOptionSets(game: AnyGameDescription, count: number, seed = 1): ProbeOptionSet[] {
  const schema = game.options;
  if (schema === undefined) throw new Error(`${game.id} has no options schema: the memory probe needs one`);
  const base = variedSample(game, schema);
  const groups = groupsOf(schema, base);
  const sizes = distinctSizes(groups, count, new Rng(seed));
  if (sizes.length === 0) {
    throw new Error(
      `${game.id}: no values in the upper halves of the ranges keep the order of ${JSON.stringify(base)}`,
    );
  }
  const varied = new Set(groups.flatMap((g) => g.names));
  const refusals = refusalsOf(schema, varied);
  return Array.from({ length: count }, (_, i) => {
    const options: Record<string, unknown> = { ...base };
    const values = sizes[i % sizes.length]!;
    groups.forEach((g, j) => {
      for (const name of g.names) options[name] = values[j];
    });
    const refused = i % REFUSED_EVERY === REFUSED_EVERY - 1;
    if (refused) {
      const [name, value] = refusals[Math.floor(i / REFUSED_EVERY) % refusals.length]!;
      options[name] = value;
    }
    return { options, refused };
  });
}

/** The document `template` (a game's `toJSON()` at the start) with `options` as its options. */
export function probeDocument(template: unknown, options: Readonly<Record<string, unknown>>): unknown {
  if (!isPlainObject(template) || !isPlainObject(template.options)) {
    throw new Error('the probe restores documents of the { game, version, options, … } layout only');
  }
  return { ...template, options };
}

const integerValues = (schema: OptionsSchema, options: Readonly<Record<string, unknown>>) =>
  Object.entries(options).filter(
    ([name, value]) => schema.options[name]?.type === 'integer' && Number.isSafeInteger(value),
  ) as [string, number][];

/** The preset's or sample's options that give the most distinct integer values (the first of equals). */
function variedSample(game: AnyGameDescription, schema: OptionsSchema): Readonly<Record<string, unknown>> {
  const candidates = [...game.presets.map((p) => p.options as unknown), ...schema.samples].filter(
    isPlainObject,
  );
  let best: Readonly<Record<string, unknown>> | undefined;
  let bestValues = 0;
  for (const options of candidates) {
    const values = new Set(integerValues(schema, options).map(([, v]) => v)).size;
    if (values > bestValues) [best, bestValues] = [options, values];
  }
  if (best === undefined) {
    throw new Error(
      `${game.id}: no preset or sample gives an integer option: the memory probe has no sizes to vary`,
    );
  }
  return best;
}

/** The integer options of `sample` grouped by value, smallest first, with the upper half of their ranges. */
function groupsOf(schema: OptionsSchema, sample: Readonly<Record<string, unknown>>): Group[] {
  const byValue = new Map<number, string[]>();
  for (const [name, value] of integerValues(schema, sample))
    byValue.set(value, [...(byValue.get(value) ?? []), name]);
  return [...byValue.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, names]) => {
      const specs = names.map((n) => schema.options[n] as Extract<OptionSpec, { type: 'integer' }>);
      const min = Math.max(...specs.map((s) => s.min));
      const high = Math.min(...specs.map((s) => s.max));
      return { names, low: min + Math.ceil((high - min) / 2), high };
    });
}

/**
 * Up to `count` distinct value combinations, one value per group from the upper half of its
 * range, strictly increasing like the groups (fewer when there are no more).
 */
function distinctSizes(groups: readonly Group[], count: number, rng: Rng): number[][] {
  const seen = new Set<string>();
  const found: number[][] = [];
  // Drawn at random and kept when new and in order: enough tries to find nearly every
  // combination when there are fewer than `count`.
  for (let tries = 0; found.length < count && tries < 1000 * count; tries++) {
    const values = groups.map((g) => g.low + rng.int(g.high - g.low + 1));
    if (values.some((v, j) => j > 0 && v <= values[j - 1]!)) continue;
    const key = values.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(values);
  }
  return found;
}

/**
 * The refusals the probe takes turns with: one `[name, value]` per option the schema can refuse a
 * value of, the options not `varied` first (all of them, or else the varied ones).
 */
function refusalsOf(schema: OptionsSchema, varied: ReadonlySet<string>): [string, unknown][] {
  const others: [string, unknown][] = [];
  const sizes: [string, unknown][] = [];
  for (const [name, spec] of Object.entries(schema.options)) {
    const value = refusedValue(spec);
    if (value !== undefined) (varied.has(name) ? sizes : others).push([name, value]);
  }
  const refusals = others.length > 0 ? others : sizes;
  if (refusals.length === 0) throw new Error('the options schema refuses no value of any option');
  return refusals;
}

/** A value the schema refuses for an option of `spec`, or `undefined` (a structured option: only the game checks it). */
function refusedValue(spec: OptionSpec): unknown {
  switch (spec.type) {
    case 'choice': {
      let value = 'no such choice';
      while (spec.values.includes(value)) value += '!';
      return value;
    }
    case 'integer':
      return spec.max + 1;
    case 'number':
      return spec.max !== undefined ? spec.max + 1 : spec.min !== undefined ? spec.min - 1 : 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'json':
      return undefined;
  }
}
