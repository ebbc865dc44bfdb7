/**
 * {@link reachedFromStart}: the one way a room loads a game record — only a record it wrote
 * itself (from its store, never from a client), and only if the game's rules reach it: the
 * record is validated by the game's `fromJSON`, then its moves are played again from
 * `create(options)`, in turn, with `play`, and the result must write the same record. So a
 * Blokus record with setup pieces or a colour playing out of turn (which Blokus' permissive
 * `fromJSON` accepts for SGF analyses) is refused here, for every game alike.
 *
 * @module
 */

import { type AnyGameDescription, isQuadrilleError, type Position, SetupError } from '@quadrille/core';

/**
 * The position `record` describes, made by playing its moves from the start by the rules.
 *
 * @param options - the options the room created the game with.
 * @param moves - the moves in notation, as the room stored them beside the record.
 * @throws `SetupError`: the game's own for a record `fromJSON` refuses; `not-reachable` when
 *   the record is not the game played from `create(options)` by these moves in turn.
 */
export function reachedFromStart(
  game: AnyGameDescription,
  options: unknown,
  record: unknown,
  moves: readonly string[],
): Position<number> {
  const loaded = game.fromJSON(record);
  const pos = game.create(options);
  const unreachable = (why: string): never => {
    throw new SetupError(
      `the record is not a game of ${game.id} played from its start: ${why}`,
      'not-reachable',
    );
  };
  if (loaded.history.length !== moves.length) unreachable('its moves and the record differ in number');
  moves.forEach((text, i) => {
    try {
      pos.play(game.parseMove(pos, text));
    } catch (e) {
      if (!isQuadrilleError(e)) throw e;
      unreachable(`move ${i + 1} (${text}): ${e.message}`);
    }
  });
  if (JSON.stringify(pos.toJSON()) !== JSON.stringify(loaded.toJSON()))
    unreachable('the replayed game differs');
  return pos;
}
