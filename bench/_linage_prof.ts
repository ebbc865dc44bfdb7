import { Rng } from '@quadrille/core';
import { linage } from '@quadrille/linage';
const rng = new Rng(1);
const t0 = performance.now();
let plies = 0;
for (let g = 0; g < 20000; g++) {
  const pos = linage.create();
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves.length === 1 ? moves[0]! : moves[rng.int(moves.length - 1)]!);
    plies++;
  }
}
console.log((performance.now() - t0) / 20000 * 1000, 'us/game', plies / 20000);
