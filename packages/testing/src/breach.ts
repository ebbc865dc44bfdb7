/**
 * How a check fails inside the kit's runs, for every checker alike: a {@link Breach} names the
 * failed check (a protocol invariant, a knowledge property or a description check) and what went
 * wrong; the checker that catches it turns it into its public violation, with the
 * counterexample of the run in progress. {@link checkFamily} gives each checker its typed
 * `breach`, `attempt` and `caught`.
 *
 * @module
 * @internal
 */

import { describeError } from './violation.js';

/**
 * Internal: a check of one family failed (its name is one of the family's table).
 *
 * @internal
 */
export class Breach<N extends string = string> extends Error {
  readonly check: N;
  readonly detail: string;
  readonly original: unknown;

  constructor(check: N, detail: string, original?: unknown) {
    super(`${check}: ${detail}`);
    this.name = 'Breach';
    this.check = check;
    this.detail = detail;
    this.original = original;
  }
}

/** Internal: fails a check of family `N` (declared with this type, calls narrow as `never` does). @internal */
export type BreachOf<N extends string> = (check: N, detail: string, original?: unknown) => never;

/**
 * Internal: the failure functions of the checks named in `names` (their statements by name).
 *
 * - `breach(check, detail, original?)` fails `check`;
 * - `attempt(check, what, fn)` runs `fn` (which calls into the user's code) and charges anything
 *   it throws to `check`, so a crash is reported as the check it broke (`what` names the call; a
 *   function is called only on failure, for messages that cost to build); a breach of any check
 *   passes through;
 * - `caught(e)` tells whether `e` is a breach of this family, not of another checker's whose
 *   code a run borrows.
 *
 * @internal
 */
export function checkFamily<N extends string>(names: Readonly<Record<N, string>>) {
  const breach: BreachOf<N> = (check, detail, original) => {
    throw new Breach(check, detail, original);
  };
  return {
    breach,
    attempt<T>(check: N, what: string | (() => string), fn: () => T): T {
      try {
        return fn();
      } catch (e) {
        if (e instanceof Breach) throw e;
        const text = typeof what === 'string' ? what : what();
        return breach(check, `${text} threw ${describeError(e)}`, e);
      }
    },
    caught(e: unknown): e is Breach<N> {
      return e instanceof Breach && Object.hasOwn(names, e.check);
    },
  };
}
