/**
 * {@link UsageError}: a mistake on the command line (unknown command, bad flag value). Reported
 * with the usage hint and exit code 2, never as a stack trace.
 *
 * @module
 */

/** A command-line mistake, reported as `quadrille: <message>` with exit code 2. */
export class UsageError extends Error {
  /** @param message - what is wrong with the command line. */
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
