import { Rng } from '@quadrille/core';
import { linage } from '@quadrille/linage';
for (const o of [{ size: 64, lineLength: 6 }, { size: 64, lineLength: 8 }, { size: 128, lineLength: 5 }, { size: 256, lineLength: 3 }]) {
  const pos = linage.create(o);
  const rng = new Rng(1);
  while (!pos.isOver()) { const m = pos.legalMoves(); pos.play(m.length === 1 ? m[0]! : m[rng.int(m.length - 1)]!); }
  const data = JSON.parse(JSON.stringify(pos.toJSON()));
  const t = performance.now();
  linage.fromJSON(data);
  const ms = performance.now() - t;
  console.log(JSON.stringify(o), data.moves.length, 'moves; fromJSON', ms.toFixed(0), 'ms', ((ms * 1000) / data.moves.length).toFixed(1), 'µs/move');
}
