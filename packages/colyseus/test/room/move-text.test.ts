/** readMoveText: a move message is text of at most MAX_MOVE_TEXT characters, before the game reads it. */
import { expect, it } from 'vitest';
import { MAX_MOVE_TEXT } from '../../src/index.js';
import { readMoveText } from '../../src/room/move-text.js';

it('takes text and refuses anything else, or too much of it', () => {
  expect(readMoveText('a1xa2')).toBe('a1xa2');
  expect(readMoveText('x'.repeat(MAX_MOVE_TEXT))).toHaveLength(MAX_MOVE_TEXT);
  for (const bad of [12, null, undefined, ['a1'], { move: 'a1' }])
    expect(() => readMoveText(bad)).toThrow(
      expect.objectContaining({ code: 'ERR_NOTATION', reason: 'not-a-string' }),
    );
  expect(() => readMoveText('x'.repeat(MAX_MOVE_TEXT + 1))).toThrow(
    expect.objectContaining({ code: 'ERR_NOTATION', reason: 'too-long' }),
  );
});
