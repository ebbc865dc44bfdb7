/**
 * How a broken property of a game's knowledge is reported: {@link KnowledgeViolation}, thrown
 * by {@link checkKnowledge} with the shrunk position a person can replay (or none, for a
 * property that does not depend on the position).
 *
 * @module
 */

import { type BreachOf, checkFamily } from './breach.js';
import { KNOWLEDGE_PROPERTIES, type KnowledgeProperty } from './knowledge-properties.js';
import { safeStringify } from './violation.js';

/** Everything needed to reproduce one knowledge violation. */
export interface KnowledgeCounterexample {
  /** The game's `id`. */
  readonly gameId: string;
  /**
   * The options the position was created with (`undefined` for the default game, and for a
   * property that concerns no position).
   */
  readonly options: unknown;
  /** The `seed` given to `checkKnowledge`: the same call with the same seed fails again. */
  readonly seed: number;
  /** How many times fast-check shrank the failing case to reach this one (0 for a property that concerns no position). */
  readonly shrinks: number;
  /**
   * The moves from the start to the failing position, in the game's notation (`#n` where that
   * fails); `undefined` for a property that concerns no position (`search-well-formed`).
   */
  readonly line: readonly string[] | undefined;
  /** The seed of the `Rng` given to `playoutMove` from that position (`undefined` where `line` is). */
  readonly playoutSeed: number | undefined;
  /** What exactly went wrong. */
  readonly detail: string;
}

/**
 * A property of a game's knowledge does not hold. Thrown by {@link checkKnowledge} once
 * fast-check has shrunk the failing case; the message is a readable counterexample, the fields
 * are the same facts for programs.
 */
export class KnowledgeViolation extends Error implements KnowledgeCounterexample {
  /** The violated property's stable name. */
  readonly property: KnowledgeProperty;
  readonly gameId: string;
  readonly options: unknown;
  readonly seed: number;
  readonly shrinks: number;
  readonly line: readonly string[] | undefined;
  readonly playoutSeed: number | undefined;
  readonly detail: string;

  /**
   * @param property - the violated property.
   * @param example - the counterexample.
   * @param cause - the error the knowledge threw, if that is what broke the property.
   */
  constructor(property: KnowledgeProperty, example: KnowledgeCounterexample, cause?: unknown) {
    super(describe(property, example), cause === undefined ? undefined : { cause });
    this.name = 'KnowledgeViolation';
    this.property = property;
    this.gameId = example.gameId;
    this.options = example.options;
    this.seed = example.seed;
    this.shrinks = example.shrinks;
    this.line = example.line;
    this.playoutSeed = example.playoutSeed;
    this.detail = example.detail;
  }
}

function describe(property: KnowledgeProperty, x: KnowledgeCounterexample): string {
  const head = [
    `${x.gameId}: knowledge property "${property}" violated: ${x.detail}`,
    `  property:  ${KNOWLEDGE_PROPERTIES[property]}`,
  ];
  if (x.line === undefined) {
    // No position to replay: a made-up start position and seed would send the reader looking
    // for the bug in play.
    return [
      ...head,
      '  replay:    any checkKnowledge call with this knowledge: it fails before checking a position',
    ].join('\n');
  }
  const options = x.options === undefined ? 'undefined' : safeStringify(x.options);
  return [
    ...head,
    `  options:   ${options}`,
    `  ply:       ${x.line.length}`,
    `  line:      ${x.line.length === 0 ? '(start position)' : x.line.join(' ')}`,
    `  playout:   new Rng(${x.playoutSeed})`,
    `  replay:    the same checkKnowledge call with seed ${x.seed} (shrunk ${x.shrinks} times)`,
  ].join('\n');
}

const family = checkFamily(KNOWLEDGE_PROPERTIES);
/** Internal: fails a check of this family (see `breach.ts`). @internal */
export const knowledgeBreach: BreachOf<KnowledgeProperty> = family.breach;
/** Internal: charges what a call throws to a check of this family. @internal */
export const attemptKnowledge = family.attempt;
/** Internal: whether an error is a breach of this family. @internal */
export const caughtKnowledge = family.caught;
