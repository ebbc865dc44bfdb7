/**
 * `@quadrille/games`: the catalogue of Quadrille's games — {@link catalogue}, the four games'
 * descriptions in one list, which the command line, the playground, studies, the fuzzer and the
 * docs read — and each game under its own name. A tool that offers "every game" imports this
 * package; a tool that offers one game imports that game's package.
 *
 * @packageDocumentation
 */

import { blokus } from '@quadrille/blokus';
import type { AnyGameDescription } from '@quadrille/core';
import { linage } from '@quadrille/linage';
import { linkage } from '@quadrille/linkage';
import { talpa } from '@quadrille/talpa';

export { blokus, linage, linkage, talpa };

/**
 * Every Quadrille game's description, in the order tools list them. Adding a game to Quadrille
 * is adding its package and one entry here.
 *
 * @example
 * ```ts
 * import { catalogue } from '@quadrille/games';
 *
 * console.log(catalogue.map((g) => g.id).join(' ')); // => blokus linkage linage talpa
 * ```
 */
export const catalogue: readonly AnyGameDescription[] = [blokus, linkage, linage, talpa];

/**
 * The game of the catalogue whose id is `id`, or `undefined`.
 *
 * @example
 * ```ts
 * import { gameById } from '@quadrille/games';
 *
 * console.log(gameById('talpa')?.title); // => Talpa
 * ```
 */
export function gameById(id: string): AnyGameDescription | undefined {
  return catalogue.find((g) => g.id === id);
}
