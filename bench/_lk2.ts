import { Rng, randomPlayout } from '@quadrille/core';
import { linkage } from '@quadrille/linkage';

const start = linkage.create();
const rng = new Rng(1);
for (let i = 0; i < 100000; i++) randomPlayout(start, rng);
let best = 0;
for (let r = 0; r < 5; r++) {
  const t0 = performance.now();
  let n = 0;
  while (performance.now() - t0 < 1000) {
    for (let i = 0; i < 1000; i++) randomPlayout(start, rng);
    n += 1000;
  }
  best = Math.max(best, n / ((performance.now() - t0) / 1000));
}
console.log(Math.round(best), 'games/s');
