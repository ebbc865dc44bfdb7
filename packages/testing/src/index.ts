/**
 * `@quadrille/testing`: property-test any Quadrille game, or your own variant of one.
 *
 * - {@link checkGame} plays seeded random games and checks every protocol invariant at every
 *   position, throwing an {@link InvariantViolation} with a replayable counterexample;
 * - fast-check arbitraries for a game's own properties.
 *
 * @packageDocumentation
 */

export { type CheckGameReport, checkGame } from './check-game.js';
export { INVARIANTS, type Invariant } from './invariants.js';
export type { CheckGameOptions } from './settings.js';
export { type Counterexample, InvariantViolation } from './violation.js';
