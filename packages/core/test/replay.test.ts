import { describe, expect, it } from 'vitest';
import { IllegalMoveError, NotationError, Reason, replayMoves, SetupError } from '../src/index.js';

/** A counter game: a move adds 1 or 2, up to 5; its notation is the digit. */
class Count {
  total = 0;
  readonly history: number[] = [];
  play(move: number): void {
    if (this.total + move > 5) throw new IllegalMoveError(`${move} passes 5`, 'too-far');
    this.total += move;
    this.history.push(move);
  }
}
const parse = (_pos: Count, text: string): number => {
  if (text !== '1' && text !== '2')
    throw new NotationError(`${JSON.stringify(text)} is not 1 or 2`, Reason.Malformed);
  return Number(text);
};
// Only `play` is used: the rest of the protocol does not matter to a replay.
type Pos = Parameters<typeof replayMoves>[0];
const start = () => new Count() as unknown as Pos & Count;
const replay = (moves: string[]) => replayMoves(start(), moves, parse as never) as unknown as Count;

describe('replayMoves', () => {
  it('plays every move in order and returns the position', () => {
    const pos = replay(['1', '2', '2']);
    expect(pos.total).toBe(5);
    expect(pos.history).toEqual([1, 2, 2]);
  });

  it('turns a notation error into bad-moves naming the move', () => {
    expect(() => replay(['1', 'x'])).toThrowError(
      new SetupError('moves[1]: "x" is not 1 or 2', Reason.BadMoves),
    );
    try {
      replay(['1', 'x']);
    } catch (e) {
      expect((e as SetupError).reason).toBe(Reason.BadMoves);
    }
  });

  it('turns an illegal move into bad-moves naming the move', () => {
    expect(() => replay(['2', '2', '2'])).toThrowError('moves[2]: 2 passes 5');
  });

  it('lets a bug through as it is', () => {
    const bug = new TypeError('a bug');
    expect(() =>
      replayMoves(start(), ['1'], (() => {
        throw bug;
      }) as never),
    ).toThrow(bug);
  });
});
