/**
 * {@link EngineError}: an external engine broke a match — it played an illegal or unreadable
 * move, refused one of ours, disagreed on the score, answered too late or not at all, or died.
 * Reported as one line naming the engine, the game and the move, with exit code 1.
 *
 * @module
 */

/** An external (GTP) engine failed during a match; `quadrille` reports it with exit code 1. */
export class EngineError extends Error {
  /** @param message - what the engine did, naming the engine, the game and the move. */
  constructor(message: string) {
    super(message);
    this.name = 'EngineError';
  }
}
