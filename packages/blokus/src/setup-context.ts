/**
 * Loading untrusted data (JSON, SGF) reuses the engine's validating calls, whose errors
 * (NotationError, IllegalMoveError, …) must surface as a SetupError that says where the data
 * went wrong.
 */
import { type ErrorReason, isQuadrilleError, SetupError } from '@quadrille/core';

/**
 * Runs `f`, re-throwing any Quadrille error as a SetupError prefixed with `where`, with the
 * error's own reason or, if given, `reason`.
 */
export function withinSetup<T>(where: string, f: () => T, reason?: ErrorReason): T {
  try {
    return f();
  } catch (e) {
    if (isQuadrilleError(e)) throw new SetupError(`${where}: ${e.message}`, reason ?? e.reason);
    throw e;
  }
}
