/**
 * {@link FollowedGame}: a position kept in step with a list of moves in notation that grows one
 * move at a time, as an online room's state does. Each new list plays only the moves the
 * position has not seen yet, so following a game of n moves reads each move once instead of
 * replaying the whole game at every change (n²/2 moves read).
 *
 * @module
 */

import type { Game, Position } from './protocol.js';

/** What {@link FollowedGame} needs of a game: its start and its notation. */
export type FollowableGame<P extends Position<number>> = Pick<Game<P, number, never>, 'create' | 'parseMove'>;

/**
 * A game followed from outside: the position that `options` and the moves given to
 * {@link FollowedGame.follow} lead to. When the new list extends the moves followed so far, only
 * the new moves are played; any other list (a move taken back, a new game) is replayed from the
 * start.
 *
 * @example
 * ```ts
 * import { FollowedGame } from '@quadrille/core';
 * import { talpa } from '@quadrille/talpa';
 *
 * const followed = new FollowedGame(talpa, { variant: 'beginner' });
 * followed.follow(['a1xa2']); // plays a1xa2
 * const pos = followed.follow(['a1xa2', 'b1xb2']); // plays b1xb2 only
 * console.log(pos.history.length); // => 2
 * ```
 */
export class FollowedGame<P extends Position<number>> {
  readonly #game: FollowableGame<P>;
  readonly #options: unknown;
  #pos: P;
  #moves: string[] = [];

  /**
   * @param options - the game's create options (the room's `options`, parsed).
   * @throws `OptionsError` when the game refuses `options`.
   */
  constructor(game: FollowableGame<P>, options?: unknown) {
    this.#game = game;
    this.#options = options;
    this.#pos = this.#start();
  }

  /**
   * The position the moves followed lead to. It is this object's own: read it, or `clone()` it to
   * play on (`<quadrille-board>`'s `position` setter copies it).
   */
  get position(): P {
    return this.#pos;
  }

  /** The moves followed so far, in notation. */
  get moves(): readonly string[] {
    return this.#moves;
  }

  /**
   * Brings the position to `moves` (the whole list, as the room holds it) and returns it: the
   * moves after those followed so far are played when `moves` begins with them, else the game
   * is replayed from the start.
   *
   * @throws the game's `NotationError` or `IllegalMoveError` for a move that does not parse or
   *   is not legal where it comes; the position and the moves followed are then as before.
   */
  follow(moves: ArrayLike<string>): P {
    const held = this.#moves;
    if (moves.length >= held.length && startsWith(moves, held)) {
      this.#extend(moves);
      return this.#pos;
    }
    // Not an extension: built aside, so that a bad list leaves the game followed as it was.
    const pos = this.#start();
    const played: string[] = [];
    playFrom(this.#game, pos, moves, played);
    this.#pos = pos;
    this.#moves = played;
    return pos;
  }

  /** Plays the moves of `moves` past those followed; undone again if one of them fails. */
  #extend(moves: ArrayLike<string>): void {
    const held = this.#moves.length;
    try {
      playFrom(this.#game, this.#pos, moves, this.#moves);
    } catch (e) {
      const pos = this.#pos;
      if (pos.undo !== undefined) {
        while (this.#moves.length > held) {
          pos.undo();
          this.#moves.pop();
        }
      } else {
        // No undo (a custom game may lack it): the moves held before were legal, replay them.
        this.#moves.length = held;
        const again = this.#start();
        playFrom(this.#game, again, this.#moves, []);
        this.#pos = again;
      }
      throw e;
    }
  }

  #start(): P {
    return this.#game.create(this.#options as never);
  }
}

/** Whether `list` begins with `prefix`. */
function startsWith(list: ArrayLike<string>, prefix: readonly string[]): boolean {
  for (let i = 0; i < prefix.length; i++) if (list[i] !== prefix[i]) return false;
  return true;
}

/** Plays `moves[played.length…]` on `pos`, appending each one to `played` once it is played. */
function playFrom<P extends Position<number>>(
  game: FollowableGame<P>,
  pos: P,
  moves: ArrayLike<string>,
  played: string[],
): void {
  for (let i = played.length; i < moves.length; i++) {
    const text = moves[i]!;
    pos.play(game.parseMove(pos, text));
    played.push(text);
  }
}
