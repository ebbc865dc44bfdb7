/**
 * fuzz/probe-options.ts: the memory probe's option sets, read from each game's options schema —
 * for every game of the catalogue and of the examples, distinct large sizes (more of them in the
 * long run than any of the game's caches may keep, so an unbounded cache keeps more than its
 * limits allow),
 * accepted by the game, and every fourth set refused by the schema and the game, as the probe
 * uses them (`create`, then `fromJSON` of a document).
 */
import {
  type AnyGameDescription,
  checkOptions,
  ErrorCode,
  GRID_CACHE_LIMITS,
  isQuadrilleError,
  type OptionsSchema,
} from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { catalogue } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without declarations.
import { domineering } from '../../../examples/custom-game/domineering.js';
import { attempt } from '../../../fuzz/attempt.js';
import { tableCacheLimits } from '../../../fuzz/limits.js';
import {
  PROBE_STEPS,
  type ProbeOptionSet,
  probeDocument,
  probeOptionSets,
} from '../../../fuzz/probe-options.js';

/** The code of what `f` throws, or `accepted`. */
function outcome(f: () => unknown): string {
  const a = attempt(f);
  return a.ok ? 'accepted' : isQuadrilleError(a.error) ? a.error.code : String(a.error);
}

/** The values of the integer options of `options`, as one key. */
const sizesOf = (schema: OptionsSchema, options: Readonly<Record<string, unknown>>): string =>
  JSON.stringify(Object.entries(options).filter(([name]) => schema.options[name]?.type === 'integer'));

/** What every game's probe must hold to, over its first `count` sets. */
function checkSets(game: AnyGameDescription, count: number): ProbeOptionSet[] {
  const schema = game.options!;
  const sets = probeOptionSets(game, count);
  expect(sets).toHaveLength(count);
  expect(sets.map((s) => s.refused)).toEqual(sets.map((_, i) => i % 4 === 3));
  // Each set a board not seen before.
  const accepted = sets.filter((s) => !s.refused);
  expect(new Set(accepted.map((s) => sizesOf(schema, s.options))).size).toBe(accepted.length);
  expect(new Set(sets.map((s) => JSON.stringify(s.options))).size).toBe(count);
  for (const { options, refused } of sets) {
    expect(
      outcome(() => checkOptions(schema, options)),
      JSON.stringify(options),
    ).toBe(refused ? ErrorCode.Options : 'accepted');
    if (refused) continue;
    // Large: every integer option in the upper half of its range.
    for (const [name, value] of Object.entries(options)) {
      const spec = schema.options[name]!;
      if (spec.type === 'integer') expect(value, name).toBeGreaterThanOrEqual((spec.min + spec.max) / 2);
    }
  }
  // The first four as the probe runs them: create, fromJSON, create, fromJSON (the refused one).
  const template = game.create().toJSON();
  sets.slice(0, 4).forEach(({ options, refused }, i) => {
    const made = outcome(() =>
      i % 2 === 1 ? game.fromJSON(probeDocument(template, options)) : game.create(options),
    );
    const refusal = i % 2 === 1 ? ErrorCode.Setup : ErrorCode.Options;
    expect(made, `${game.id} ${JSON.stringify(options)}`).toBe(refused ? refusal : 'accepted');
  });
  expect(outcome(() => game.create(sets[3]!.options))).toBe(ErrorCode.Options);
  return sets;
}

describe.each(catalogue.map((g) => [g.id, g] as const))('the memory probe of %s', (id, game) => {
  it('tries distinct large sizes, accepted, and every fourth set refused', () => {
    checkSets(game, PROBE_STEPS.short);
  });

  it('tries more sizes in the long run than any of its caches may keep', async () => {
    const sets = checkSets(game, PROBE_STEPS.long).filter((s) => !s.refused);
    const limits = tableCacheLimits((await import(`@quadrille/${id}`)) as Record<string, unknown>);
    expect(limits, 'TABLE_CACHE_LIMITS').toBeDefined();
    expect(sets.length).toBeGreaterThan(Math.max(limits!.maxEntries, GRID_CACHE_LIMITS.maxEntries));
  });
});

describe.each([mnk, domineering as AnyGameDescription].map((g) => [g.id, g] as const))(
  'the memory probe of the example %s',
  (_id, game) => {
    it('tries distinct large sizes, accepted, and every fourth set refused', () => {
      checkSets(game, PROBE_STEPS.short);
    });
  },
);

describe('probeOptionSets', () => {
  it('is the same for the same seed, and refuses by turns over the options not varied', () => {
    const [blokus] = catalogue;
    expect(probeOptionSets(blokus!, 12)).toEqual(probeOptionSets(blokus!, 12));
    const spoilt = (sets: readonly ProbeOptionSet[]) =>
      sets.filter((s) => s.refused).map((s) => Object.keys(s.options).find((k) => !(k in sets[0]!.options)));
    const talpa = catalogue.find((g) => g.id === 'talpa')!;
    // Talpa's sample { width, height } is varied; variant, size and noMove take turns.
    expect(spoilt(probeOptionSets(talpa, 12))).toEqual(['variant', 'size', 'noMove']);
  });

  it('refuses a game with no sizes to vary', () => {
    const game = { ...mnk, id: 'flat', presets: [{ name: 'p', label: 'P', options: {} }] };
    const schema = {
      options: { rule: { type: 'choice', values: ['a'], doc: '' } },
      samples: [{ rule: 'a' }],
    };
    expect(() => probeOptionSets({ ...game, options: schema } as unknown as AnyGameDescription, 4)).toThrow(
      /no sizes to vary/,
    );
  });
});
