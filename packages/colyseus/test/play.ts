/** Playing whole games through rooms, as clients that rebuild the position from the synced moves. */
import { type AnyGameDescription, type Position, Rng } from '@quadrille/core';
import { type Player, until } from './harness.js';

/** The position a client rebuilds from the synced options and moves. */
export function rebuild(game: AnyGameDescription, p: Player): Position<number> {
  const state = p.state();
  const pos = game.create(JSON.parse(state.options));
  for (const m of state.moves) pos.play(game.parseMove(pos, m));
  return pos;
}

/**
 * Plays random legal moves through `players` (index = seat) until the game is over, or until
 * `stopAfter` moves in all; each move is sent by the seat to move, then awaited on every client.
 */
export async function playRandom(
  game: AnyGameDescription,
  players: readonly Player[],
  seed: number,
  stopAfter = Number.POSITIVE_INFINITY,
): Promise<void> {
  const rng = new Rng(seed);
  const watcher = players[0]!;
  const pos = rebuild(game, watcher);
  while (!watcher.state().over && pos.history.length < stopAfter) {
    const seat = watcher.state().turn;
    const moves = pos.legalMoves();
    const move = moves[rng.int(moves.length)]!;
    const text = game.formatMove(pos, move);
    const n = pos.history.length;
    players[seat]!.room.send('move', text);
    await until(() => players.every((p) => p.state().moves.length > n), `move ${n + 1} of ${game.id}`);
    pos.play(game.parseMove(pos, watcher.state().moves[n]!));
  }
}
