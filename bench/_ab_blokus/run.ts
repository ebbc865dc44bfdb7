import { Rng } from '@quadrille/core';
const which = process.argv[2]!;
const variant = process.argv[3] as 'duo';
const games = Number(process.argv[4]);
const mod = await import(`./${which}/index.ts`);
const start = mod.blokus.create({ variant });
const rng = new Rng(1);
for (let g = 0; g < games; g++) {
  const pos = start.clone();
  for (;;) { const m = pos.legalMoves(); if (m.length === 0) break; pos.play(m[rng.int(m.length)]!); }
}
