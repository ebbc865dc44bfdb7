import { blokus } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
const variant = (process.argv[2] ?? 'duo') as 'duo';
const games = Number(process.argv[3] ?? 2000);
const start = blokus.create({ variant });
const rng = new Rng(1);
let plies = 0;
for (let g = 0; g < games; g++) {
  const pos = start.clone();
  for (;;) { const m = pos.legalMoves(); if (m.length === 0) break; pos.play(m[rng.int(m.length)]!); plies++; }
}
console.log(variant, games, plies);
