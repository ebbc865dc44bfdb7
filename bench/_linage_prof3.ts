import { Rng } from '@quadrille/core';
import { linage, type LinageMove } from '@quadrille/linage';
const rng = new Rng(1);
const games: LinageMove[][] = [];
for (let g = 0; g < 2000; g++) {
  const pos = linage.create();
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves.length === 1 ? moves[0]! : moves[rng.int(moves.length - 1)]!);
  }
  games.push(pos.history.slice());
}
for (let rep = 0; rep < 15; rep++) for (const g of games) { const p = linage.create(); for (const m of g) p.play(m); }
