// The games the tests solve, and how they read a typed error: the m,n,k example, the Domineering example (plain JavaScript,
// loaded from examples/custom-game as an app would) and Talpa, as `AnyGame`s.
import { type AnyGame, isQuadrilleError } from '@quadrille/core';
import { mnk as mnkGame } from '@quadrille/examples';
import { talpa as talpaGame } from '@quadrille/talpa';
// @ts-expect-error: a plain JavaScript module without declarations.
import { domineering as domineeringGame } from '../../../examples/custom-game/domineering.js';

export const mnk = mnkGame as unknown as AnyGame;
export const talpa = talpaGame as unknown as AnyGame;
export const domineering = domineeringGame as AnyGame;

/** `code reason` of the typed error `f` throws or rejects with (`no error` when it does not). */
export async function failure(f: () => unknown): Promise<string> {
  try {
    await f();
    return 'no error';
  } catch (e) {
    return isQuadrilleError(e) ? `${e.code} ${e.reason}` : String(e);
  }
}
