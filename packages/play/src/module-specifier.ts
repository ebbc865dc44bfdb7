/**
 * {@link moduleSpecifier}: a module as a user names it (`--module ./my-game.js`) turned into what
 * `import()` takes in any thread or process of this machine.
 *
 * @module
 */

import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What `import()` takes for a module the user named: a path (`./my-game.js`, `/abs/game.js`)
 * becomes a `file:` URL, resolved against `cwd`; a package name or URL is kept as given.
 *
 * @example
 * ```ts
 * console.log(moduleSpecifier('./my-game.js', '/home/me')); // => file:///home/me/my-game.js
 * console.log(moduleSpecifier('@quadrille/examples')); // => @quadrille/examples
 * ```
 */
export function moduleSpecifier(name: string, cwd: string = process.cwd()): string {
  if (name.startsWith('.') || isAbsolute(name)) return pathToFileURL(resolve(cwd, name)).href;
  return name;
}
