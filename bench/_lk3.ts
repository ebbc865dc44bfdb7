import { Rng } from '@quadrille/core';
import { linkage } from '@quadrille/linkage';

const start = linkage.create();
const rng = new Rng(1);
let total = 0,
  plies = 0;
const hist = new Map<number, number>();
for (let g = 0; g < 20000; g++) {
  const p = start.clone();
  let ply = 0;
  for (;;) {
    const m = p.legalMoves();
    if (!m.length) break;
    total += m.length;
    hist.set(ply, (hist.get(ply) ?? 0) + m.length);
    ply++;
    plies++;
    p.play(m[rng.int(m.length)]!);
  }
}
console.log('elements/game', total / 20000, 'per ply', total / plies);
console.log(
  [...hist]
    .slice(0, 24)
    .map(([k, v]) => `${k}:${(v / 20000).toFixed(0)}`)
    .join(' '),
);
