/**
 * The CLI's version, printed by `quadrille --version` and GTP `version`.
 *
 * @module
 */

/** The version of `@quadrille/cli` (kept in step with package.json by the release process). */
export const VERSION = '0.0.0';
