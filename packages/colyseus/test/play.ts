/** Playing whole games through rooms, as clients that follow the synced moves. */
import { type AnyGameDescription, FollowedGame, type Position, Rng } from '@quadrille/core';
import { type Player, until } from './harness.js';

/**
 * The position `p` sees, as a client follows it: the synced options and moves, each move read
 * once however often it is asked (core's `FollowedGame`).
 */
export function following(game: AnyGameDescription, p: Player): () => Position<number> {
  let followed: FollowedGame<Position<number>> | undefined;
  return () => {
    const state = p.state();
    followed ??= new FollowedGame(game, JSON.parse(state.options));
    return followed.follow(state.moves);
  };
}

/**
 * Plays random legal moves through `players` (index = seat) until the game is over, or until
 * the game has `stopAfter` moves in all (those played before included); each move is sent by the
 * seat to move, then awaited on every client.
 */
export async function playRandom(
  game: AnyGameDescription,
  players: readonly Player[],
  seed: number,
  stopAfter = Number.POSITIVE_INFINITY,
): Promise<void> {
  const rng = new Rng(seed);
  const watcher = players[0]!;
  const position = following(game, watcher);
  for (let pos = position(); !watcher.state().over && pos.history.length < stopAfter; pos = position()) {
    const seat = watcher.state().turn;
    const moves = pos.legalMoves();
    const text = game.formatMove(pos, moves[rng.int(moves.length)]!);
    const n = pos.history.length;
    players[seat]!.room.send('move', text);
    await until(() => players.every((p) => p.state().moves.length > n), `move ${n + 1} of ${game.id}`);
  }
}
