/**
 * `@quadrille/testing`: property-test any Quadrille game, or your own variant of one.
 *
 * - {@link checkGame} plays seeded random games and checks every protocol invariant
 *   ({@link INVARIANTS}) at every position, throwing an {@link InvariantViolation} with a
 *   replayable counterexample;
 * - {@link describeGame} registers it as tests in Vitest, Jest or Mocha;
 * - {@link checkVariants} runs it over random variants and shrinks a failure to the simplest one;
 * - {@link checkDescription} checks a game's description (presets, seats, view, move
 *   descriptions, the cells each move is made by selecting, policies, text board, record) at
 *   positions of random games, throwing a {@link DescriptionViolation} with a replayable
 *   counterexample;
 * - {@link checkKnowledge} checks a game's knowledge for a search (priors, playout policy,
 *   evaluation, rewards) at random positions, throwing a {@link KnowledgeViolation} with a
 *   shrunk counterexample;
 * - fast-check arbitraries for a game's own properties: {@link arbPosition},
 *   {@link arbPositionWithMove}, {@link arbMove}, {@link arbLegalLine}, {@link arbValidOptions}.
 *
 * @packageDocumentation
 */

export { type ArbOptionsConfig, arbOptions, arbRefusedOptions } from './arb-options.js';
export {
  type ArbLineOptions,
  arbLegalLine,
  arbMove,
  arbPosition,
  arbPositionWithMove,
  arbValidOptions,
  type LegalLine,
  type OptionsOrArbitrary,
  type PositionWithMove,
} from './arbitraries.js';
export {
  type CheckDescriptionReport,
  checkDescription,
  type SkippedDescriptionCheck,
} from './check-description.js';
export { type CheckGameReport, checkGame, type SkippedCheck } from './check-game.js';
export {
  type CheckKnowledgeOptions,
  type CheckKnowledgeReport,
  checkKnowledge,
  type SkippedProperty,
} from './check-knowledge.js';
export { type CheckVariantsOptions, checkVariants } from './check-variants.js';
export { describeGame, type GameCase, type TestRunner } from './describe-game.js';
export { DESCRIPTION_CHECKS, type DescriptionCheck } from './description-checks.js';
export type { CheckDescriptionOptions } from './description-settings.js';
export { type DescriptionCounterexample, DescriptionViolation } from './description-violation.js';
export { INVARIANTS, type Invariant } from './invariants.js';
export { KNOWLEDGE_PROPERTIES, type KnowledgeProperty } from './knowledge-properties.js';
export { type KnowledgeCounterexample, KnowledgeViolation } from './knowledge-violation.js';
export type { CheckGameOptions } from './settings.js';
export { type Counterexample, InvariantViolation } from './violation.js';
