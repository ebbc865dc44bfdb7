/**
 * The failure functions of {@link checkGame}'s invariants (see `breach.ts`).
 *
 * @module
 * @internal
 */

import { type BreachOf, checkFamily } from './breach.js';
import { INVARIANTS, type Invariant } from './invariants.js';

const family = checkFamily(INVARIANTS);
/** Internal: fails an invariant. @internal */
export const breach: BreachOf<Invariant> = family.breach;
/** Internal: charges what a call throws to an invariant. @internal */
export const attempt = family.attempt;
/** Internal: whether an error is an invariant's breach. @internal */
export const caughtInvariant = family.caught;
