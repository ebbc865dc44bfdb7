import { Rng } from '@quadrille/core';
import { linage } from '@quadrille/linage';
for (const o of [{ size: 19, lineLength: 5 }, { size: 32, lineLength: 8 }, { size: 64, lineLength: 16 }, { size: 64, lineLength: 64 }]) {
  const t = performance.now();
  let plies = 0;
  for (let g = 0; g < 3; g++) {
    const pos = linage.create(o);
    const rng = new Rng(g);
    while (!pos.isOver()) { const m = pos.legalMoves(); pos.play(m.length === 1 ? m[0]! : m[rng.int(m.length - 1)]!); plies++; }
  }
  console.log(JSON.stringify(o), plies / 3, 'plies/game', ((performance.now() - t) / plies * 1000).toFixed(1), 'µs/ply');
}
