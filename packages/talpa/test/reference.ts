/**
 * A deliberately naive Talpa referee for differential tests: a plain array board, legal moves
 * found by scanning every square, and paths found by a fresh breadth-first search over the empty
 * squares after every move. It shares no code with the engine beyond the move numbering
 * (captures by (from, N/E/S/W), then removals by cell, then pass).
 */

export const RED = 0;
export const BLUE = 1;
const EMPTY = -1;

export type RefMove =
  | { kind: 'capture'; from: number; to: number }
  | { kind: 'removal'; cell: number }
  | { kind: 'pass' };

export class Referee {
  readonly board: number[];
  turn = RED;
  winner = -1;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly noMove: 'pass' | 'lose' = 'pass',
  ) {
    this.board = [];
    for (let r = 0; r < height; r++)
      for (let f = 0; f < width; f++) this.board.push((f + r) % 2 === 0 ? RED : BLUE);
  }

  neighbours(c: number): number[] {
    const f = c % this.width;
    const r = Math.floor(c / this.width);
    const out: number[] = [];
    // North, east, south, west: the engine's direction order.
    if (r + 1 < this.height) out.push(c + this.width);
    if (f + 1 < this.width) out.push(c + 1);
    if (r > 0) out.push(c - this.width);
    if (f > 0) out.push(c - 1);
    return out;
  }

  captures(player: number): RefMove[] {
    const out: RefMove[] = [];
    for (let c = 0; c < this.board.length; c++) {
      if (this.board[c] !== player) continue;
      for (const n of this.neighbours(c))
        if (this.board[n] === 1 - player) out.push({ kind: 'capture', from: c, to: n });
    }
    return out;
  }

  legalMoves(): RefMove[] {
    if (this.winner >= 0) return [];
    const caps = this.captures(this.turn);
    if (caps.length > 0) return caps;
    const removals: RefMove[] = [];
    for (let c = 0; c < this.board.length; c++)
      if (this.board[c] === this.turn) removals.push({ kind: 'removal', cell: c });
    if (removals.length > 0) return removals;
    return [{ kind: 'pass' }];
  }

  /** Breadth-first search over empty squares from one edge to the other. */
  hasPath(player: number): boolean {
    const { width, height } = this;
    const starts: number[] = [];
    if (player === RED) for (let f = 0; f < width; f++) starts.push(f);
    else for (let r = 0; r < height; r++) starts.push(r * width);
    const seen = new Set<number>();
    const queue = starts.filter((c) => this.board[c] === EMPTY);
    for (const c of queue) seen.add(c);
    for (let head = 0; head < queue.length; head++) {
      const c = queue[head]!;
      if (player === RED ? Math.floor(c / width) === height - 1 : c % width === width - 1) return true;
      for (const n of this.neighbours(c)) {
        if (this.board[n] === EMPTY && !seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return false;
  }

  play(move: RefMove): void {
    const me = this.turn;
    if (move.kind === 'capture') {
      this.board[move.to] = me;
      this.board[move.from] = EMPTY;
    } else if (move.kind === 'removal') this.board[move.cell] = EMPTY;
    this.turn = 1 - me;
    if (move.kind === 'pass') return;
    if (this.hasPath(1 - me)) this.winner = 1 - me;
    else if (this.hasPath(me)) this.winner = me;
    else if (this.noMove === 'lose' && !this.board.includes(1 - me)) this.winner = me;
  }
}
