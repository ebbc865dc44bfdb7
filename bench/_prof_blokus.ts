import { blokus } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
const variant = (process.argv[2] ?? 'classic') as 'classic';
const start = blokus.create({ variant });
const rng = new Rng(1);
for (let k = 0; k < 3; k++) {
const c0 = process.cpuUsage(); const t0 = performance.now(); let games = 0;
while (performance.now() - t0 < 2000) {
  const pos = start.clone();
  for (;;) { const m = pos.legalMoves(); if (m.length === 0) break; pos.play(m[rng.int(m.length)]!); }
  games++;
}
const cpu = process.cpuUsage(c0); 
console.log(variant, 'wall', (games / 2).toFixed(0), 'cpu', (games / ((cpu.user + cpu.system) / 1e6)).toFixed(0));
}
