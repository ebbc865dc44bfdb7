import { Rng } from '@quadrille/core';
import { linage } from '@quadrille/linage';
import { it } from 'vitest';
import { expectMatchesOracle } from './oracle-check.js';

it('soak', () => {
  const rng = new Rng(4242);
  for (let g = 0; g < 500; g++) {
    const width = 3 + rng.int(12);
    const height = 3 + rng.int(12);
    const lineLength = 2 + rng.int(Math.min(width, height) - 1);
    const pos = linage.create({ width, height, lineLength });
    while (!pos.isOver()) {
      const moves = pos.legalMoves();
      pos.play(moves.length === 1 || rng.int(20) === 0 ? moves[moves.length - 1]! : moves[rng.int(moves.length - 1)]!);
      expectMatchesOracle(pos);
    }
  }
  for (let g = 0; g < 4; g++) {
    const pos = linage.create({ size: 40, lineLength: 2 + g });
    while (!pos.isOver()) {
      const moves = pos.legalMoves();
      pos.play(moves.length === 1 ? moves[0]! : moves[rng.int(moves.length - 1)]!);
      if (pos.history.length % 29 === 0 || pos.isOver()) expectMatchesOracle(pos);
    }
  }
}, 900_000);
