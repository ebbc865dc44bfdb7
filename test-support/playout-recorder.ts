/**
 * A `PlayoutRecord` (core's) that keeps what a playout pushes, for the games' simulator tests.
 * Shared by the packages' tests; not published.
 */

/** A playout record that keeps the moves and their seats, in order. */
export function playoutRecorder(): {
  readonly moves: number[];
  readonly seats: number[];
  push(move: number, seat: number): void;
} {
  const moves: number[] = [];
  const seats: number[] = [];
  const push = (move: number, seat: number): void => {
    moves.push(move);
    seats.push(seat);
  };
  return { moves, seats, push };
}
