import { BOARD_TAG, defineBoard, QuadrilleBoard } from '@quadrille/board';
import { expect, it } from 'vitest';

it('loads in Node, where defineBoard only registers games and returns the class', () => {
  expect(typeof customElements).toBe('undefined');
  expect(defineBoard({ games: [] })).toBe(QuadrilleBoard);
  expect(BOARD_TAG).toBe('quadrille-board');
  expect(QuadrilleBoard.observedAttributes).toEqual(['game', 'options', 'seats', 'orientation', 'theme']);
});
