import { Rng, randomPlayout } from '@quadrille/core';
import { linkage } from '@quadrille/linkage';
const start = linkage.create(); const rng = new Rng(1);
const t = performance.now(); while (performance.now() - t < 6000) for (let i = 0; i < 1000; i++) randomPlayout(start, rng);
