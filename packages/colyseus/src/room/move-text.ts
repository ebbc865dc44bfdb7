/**
 * {@link readMoveText}: a `move` message as a client sent it, checked before the game reads it.
 *
 * @module
 */

import { NotationError, Reason } from '@quadrille/core';

/** The longest move text a room reads (longer is refused as `too-long` before the game sees it). */
export const MAX_MOVE_TEXT = 1024;

/**
 * `message` as the text of a move, for the game's `parseMove`.
 *
 * @throws `NotationError`: `not-a-string` for anything but text, `too-long` for text over
 *   {@link MAX_MOVE_TEXT} characters.
 */
export function readMoveText(message: unknown): string {
  if (typeof message !== 'string')
    throw new NotationError('a move must be its notation as a string', Reason.NotAString);
  if (message.length > MAX_MOVE_TEXT)
    throw new NotationError(`a move is at most ${MAX_MOVE_TEXT} characters`, Reason.TooLong);
  return message;
}
