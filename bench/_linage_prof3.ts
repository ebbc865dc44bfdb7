import { Rng } from '@quadrille/core';
import { linage } from '@quadrille/linage';
const rng = new Rng(1);
const s = process.cpuUsage();
for (let g = 0; g < 30000; g++) {
  const pos = linage.create();
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves.length === 1 ? moves[0]! : moves[rng.int(moves.length - 1)]!);
  }
}
const c = process.cpuUsage(s);
console.log('µs/game CPU', ((c.user + c.system) / 30000).toFixed(1));
