/**
 * The CLI's version, printed by `quadrille --version` and GTP `version`.
 *
 * @module
 */

// Bundled at build time, so `dist/` needs no package.json lookup at run time.
import packageJson from '../package.json' with { type: 'json' };

/** The version of `@quadrille/cli`, from its package.json. */
export const VERSION: string = packageJson.version;
