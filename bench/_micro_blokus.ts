import { blokus } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
for (const variant of ['duo', 'classic'] as const) {
  const start = blokus.create({ variant });
  const rng = new Rng(3);
  const pos = start.clone();
  for (let i = 0; i < 12; i++) { const m = pos.legalMoves(); pos.play(m[rng.int(m.length)]!); }
  const moves = pos.legalMoves();
  let c0 = process.cpuUsage(); let x = 0;
  for (let i = 0; i < 20000; i++) x += pos.legalMoves().length;
  let cpu = process.cpuUsage(c0); console.log(variant, 'legalMoves', moves.length, ((cpu.user) / 20000).toFixed(2), 'us');
  c0 = process.cpuUsage();
  for (let i = 0; i < 20000; i++) { const q = pos.clone(); q.play(moves[i % moves.length]!); }
  cpu = process.cpuUsage(c0); console.log(variant, 'clone+play', ((cpu.user) / 20000).toFixed(2), 'us');
  c0 = process.cpuUsage();
  for (let i = 0; i < 20000; i++) { const q = pos.clone(); }
  cpu = process.cpuUsage(c0); console.log(variant, 'clone', ((cpu.user) / 20000).toFixed(2), 'us');
  c0 = process.cpuUsage();
  for (let i = 0; i < 20000; i++) { const q = pos.clone(); q.play(moves[i % moves.length]!); x+= q.turn; }
  cpu = process.cpuUsage(c0); console.log(variant, 'clone+play+resolve', ((cpu.user) / 20000).toFixed(2), 'us');
}
