/**
 * A small game written the way a user would, on @quadrille/core's protocol only: k in a row on a
 * width × height board (tic-tac-toe by default). A move is a cell index, notation the cell name.
 * The release smoke property-tests it when @quadrille/examples (which ships `mnk`) is not there.
 */
import {
  type Game,
  Grid,
  IllegalMoveError,
  type MoveId,
  NotationError,
  OptionsError,
  type Outcome,
  type Position,
  SetupError,
} from '@quadrille/core';

export type RowMove = MoveId<'row'>;
export interface RowOptions {
  readonly size?: number;
  readonly k?: number;
}

const LINES = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
] as const;

export class RowPosition implements Position<RowMove> {
  readonly seats = 2;
  readonly board: Int8Array;
  history: RowMove[] = [];
  private winner = -1;

  constructor(
    readonly grid: Grid,
    readonly k: number,
  ) {
    this.board = new Int8Array(grid.size).fill(-1);
  }

  get turn(): number {
    return this.history.length % 2;
  }

  legalMoves(): RowMove[] {
    const out: RowMove[] = [];
    if (!this.isOver())
      for (let c = 0; c < this.grid.size; c++) if (this.board[c] === -1) out.push(c as RowMove);
    return out;
  }

  isLegal(move: unknown): move is RowMove {
    return typeof move === 'number' && this.grid.contains(move) && this.board[move] === -1 && !this.isOver();
  }

  play(move: RowMove): void {
    if (!this.isLegal(move)) throw new IllegalMoveError(`${String(move)} is not a legal move`, 'not-a-move');
    this.board[move] = this.turn;
    if (this.lineThrough(move)) this.winner = this.turn;
    this.history.push(move);
  }

  private lineThrough(cell: number): boolean {
    const g = this.grid;
    return LINES.some(([df, dr]) => {
      let run = 1;
      for (const s of [1, -1]) {
        for (let f = g.fileOf(cell) + s * df, r = g.rankOf(cell) + s * dr; ; f += s * df, r += s * dr) {
          if (!g.onBoard(f, r) || this.board[r * g.width + f] !== this.board[cell]) break;
          run++;
        }
      }
      return run >= this.k;
    });
  }

  clone(): this {
    const p = new RowPosition(this.grid, this.k);
    p.board.set(this.board);
    p.history = this.history.slice();
    p.winner = this.winner;
    return p as this;
  }

  isOver(): boolean {
    return this.winner >= 0 || this.history.length === this.grid.size;
  }

  outcome(): Outcome | undefined {
    if (!this.isOver()) return undefined;
    if (this.winner < 0) return { scores: [0, 0], winners: [0, 1] };
    return { scores: this.winner === 0 ? [1, -1] : [-1, 1], winners: [this.winner] };
  }

  toJSON(): object {
    return {
      game: 'row',
      version: 1,
      options: { size: this.grid.width, k: this.k },
      moves: this.history.slice(),
    };
  }
}

function integer(name: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new OptionsError(`${name} must be an integer from ${min} to ${max}`, 'bad-type');
  }
  return v;
}

export const row: Game<RowPosition, RowMove, RowOptions> = {
  id: 'row',
  create(options: RowOptions = {}) {
    if (typeof options !== 'object' || options === null) throw new OptionsError('options must be an object');
    const size = integer('size', options.size ?? 3, 1, 9);
    return new RowPosition(Grid.of(size, size), integer('k', options.k ?? 3, 1, size));
  },
  fromJSON(data: unknown) {
    const d = data as { game?: unknown; options?: RowOptions; moves?: unknown } | null;
    if (typeof d !== 'object' || d === null || d.game !== 'row' || !Array.isArray(d.moves)) {
      throw new SetupError('not a row position', 'wrong-game');
    }
    let pos: RowPosition;
    try {
      pos = row.create(d.options);
    } catch (e) {
      throw new SetupError(`bad options: ${(e as Error).message}`, 'bad-options');
    }
    for (const m of d.moves) {
      if (!pos.isLegal(m)) throw new SetupError(`illegal move ${String(m)} in the history`, 'bad-moves');
      pos.play(m);
    }
    return pos;
  },
  formatMove: (pos, move) => pos.grid.name(move),
  parseMove(pos, text) {
    if (typeof text !== 'string') throw new NotationError('a move must be a string', 'not-a-string');
    const cell = pos.grid.parse(text) as RowMove;
    if (!pos.isLegal(cell)) throw new IllegalMoveError(`${text} is not legal here`, 'not-a-move');
    return cell;
  },
};
