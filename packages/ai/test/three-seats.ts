/**
 * A three-seat test game with a known solution: seats 0, 1, 2 each pick 0, 1 or 2 once, in
 * turn; the winner is seat (sum of picks) mod 3. The last seat can always make itself win, so
 * under best play seat 2 wins whatever the others do.
 */
import { IllegalMoveError, type MoveId, type Outcome, type Position } from '@quadrille/core';

export type PickMove = MoveId<'pick'>;

export class PickPosition implements Position<PickMove> {
  readonly seats = 3;
  history: PickMove[] = [];

  get turn(): number {
    return this.history.length % 3;
  }

  legalMoves(): PickMove[] {
    return this.isOver() ? [] : ([0, 1, 2] as PickMove[]);
  }

  isLegal(move: number): move is PickMove {
    return !this.isOver() && (move === 0 || move === 1 || move === 2);
  }

  play(move: PickMove): void {
    if (!this.isLegal(move)) throw new IllegalMoveError(`${move} is not a legal pick`);
    this.history.push(move);
  }

  clone(): this {
    const p = new PickPosition();
    p.history = this.history.slice();
    return p as this;
  }

  isOver(): boolean {
    return this.history.length === 3;
  }

  outcome(): Outcome | undefined {
    if (!this.isOver()) return undefined;
    const winner = this.history.reduce((a, b) => a + b, 0) % 3;
    return { scores: [0, 1, 2].map((s) => (s === winner ? 1 : 0)), winners: [winner] };
  }

  toJSON(): unknown {
    return { moves: this.history.slice() };
  }
}
