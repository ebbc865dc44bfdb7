/**
 * {@link PositionSimulator}: the default playout engine of {@link MctsSearch}, for games whose
 * knowledge has no simulator of its own: it plays on a copy of the position through the
 * protocol (`legalMovesInto`, the knowledge's `playoutMove`, `play`, and `undo` back to the
 * start where the game has it).
 *
 * @module
 */

import type { GameKnowledge, MoveOf, Outcome, PlayoutRecord, Position, Rng } from '@quadrille/core';

/**
 * What a search needs of a playout engine: core's `Simulator`, except that a playout may be cut
 * short by `maxPlayoutPlies` and then has no outcome (the search evaluates the position).
 */
export interface SearchSimulator<P extends Position<number>> {
  reset(pos: P): void;
  restore(): void;
  play(move: MoveOf<P>): void;
  turn(): number;
  playout(rng: Rng, record: PlayoutRecord): Outcome | undefined;
  position?(): P;
  movesInto?(out: MoveOf<P>[]): number;
  priorsInto?(moves: readonly MoveOf<P>[], count: number, out: Float64Array): void;
}

/** Plays out on a copy of the position; see the module comment. */
export class PositionSimulator<P extends Position<number>> implements SearchSimulator<P> {
  private start: P;
  private pos: P;
  /** The legal-move buffer of playouts. */
  private readonly buffer: MoveOf<P>[] = [];

  /**
   * @param pos - the first start (see {@link PositionSimulator.reset}).
   * @param knowledge - the playout policy (`playoutMove`; uniform without it).
   * @param maxPlies - playouts stop after this many moves, without an outcome.
   */
  constructor(
    pos: P,
    private readonly knowledge: GameKnowledge<P>,
    private readonly maxPlies: number,
  ) {
    this.start = pos.clone();
    this.pos = pos.clone();
  }

  reset(pos: P): void {
    this.start = pos.clone();
    this.pos = pos.clone();
  }

  /**
   * Back to the start: for a game with `undo`, by undoing (one scratch copy for every
   * simulation, no clone and no new undo log); otherwise a fresh clone.
   */
  restore(): void {
    const pos = this.pos;
    if (pos.undo === undefined) {
      this.pos = this.start.clone();
      return;
    }
    const length = this.start.history.length;
    while (pos.history.length > length) pos.undo();
  }

  play(move: MoveOf<P>): void {
    this.pos.play(move);
  }

  turn(): number {
    return this.pos.isOver() ? -1 : this.pos.turn;
  }

  position(): P {
    return this.pos;
  }

  playout(rng: Rng, record: PlayoutRecord): Outcome | undefined {
    const pos = this.pos;
    const pick = this.knowledge.playoutMove;
    const buffer = this.buffer;
    for (let ply = 0; ply < this.maxPlies; ply++) {
      const count = legalMovesInto(pos, buffer);
      if (count === 0) break;
      const move = pick === undefined ? buffer[rng.int(count)]! : pick(pos, buffer, count, rng);
      record.push(move, pos.turn);
      pos.play(move);
    }
    return pos.outcome();
  }
}

/** `pos.legalMovesInto(out)`, or a copy of `legalMoves()` for a game without it. */
function legalMovesInto<P extends Position<number>>(pos: P, out: MoveOf<P>[]): number {
  if (pos.legalMovesInto !== undefined) return pos.legalMovesInto(out);
  const moves = pos.legalMoves();
  for (let i = 0; i < moves.length; i++) out[i] = moves[i] as MoveOf<P>;
  return moves.length;
}
