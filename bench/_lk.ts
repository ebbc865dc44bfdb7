import { Rng, randomPlayout } from '@quadrille/core';
import { linkage } from '@quadrille/linkage';

const start = linkage.create();
const rng = new Rng(1);
// component timings
const N = 300000;
let t0 = performance.now();
for (let i = 0; i < N; i++) randomPlayout(start, rng);
console.log('playout', (((performance.now() - t0) / N) * 1e6).toFixed(0), 'ns/game');
// record plies
const games: number[][] = [];
for (let i = 0; i < 2000; i++) {
  const p = start.clone();
  const seq: number[] = [];
  for (;;) {
    const m = p.legalMoves();
    if (!m.length) break;
    const x = m[rng.int(m.length)]!;
    seq.push(x);
    p.play(x as any);
  }
  games.push(seq);
}
const plies = games.reduce((a, g) => a + g.length, 0) / games.length;
console.log('plies/game', plies.toFixed(2));
for (let rep = 0; rep < 3; rep++) {
  t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const g = games[i % 2000]!;
    const p = start.clone();
    for (const m of g) p.play(m as any);
  }
  const tp = ((performance.now() - t0) / N) * 1e6;
  t0 = performance.now();
  let s = 0;
  for (let i = 0; i < N; i++) {
    const g = games[i % 2000]!;
    const p = start.clone();
    for (const m of g) {
      s += p.legalMoves().length;
      p.play(m as any);
    }
  }
  const tl = ((performance.now() - t0) / N) * 1e6;
  t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const p = start.clone();
    for (let k = 0; k < 22; k++) s += rng.int(100);
  }
  const tr = ((performance.now() - t0) / N) * 1e6;
  console.log(
    `clone+play ${tp.toFixed(0)} ns/game; +legalMoves ${tl.toFixed(0)}; clone+22 rng ${tr.toFixed(0)}`,
    s % 2,
  );
}
