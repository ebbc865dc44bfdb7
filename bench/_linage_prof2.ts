import { Rng } from '@quadrille/core';
import { linage, type LinageMove } from '@quadrille/linage';
const rng = new Rng(1);
const games: LinageMove[][] = [];
for (let g = 0; g < 3000; g++) {
  const pos = linage.create();
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves.length === 1 ? moves[0]! : moves[rng.int(moves.length - 1)]!);
  }
  games.push(pos.history.slice());
}
function cpu(f: () => void): number { const s = process.cpuUsage(); f(); const c = process.cpuUsage(s); return (c.user + c.system) / 1000; }
for (let rep = 0; rep < 2; rep++) {
  const tCreate = cpu(() => { for (const g of games) linage.create(); });
  const tPlay = cpu(() => { for (const g of games) { const p = linage.create(); for (const m of g) p.play(m); } });
  const tBoth = cpu(() => { for (const g of games) { const p = linage.create(); for (const m of g) { p.legalMoves(); p.play(m); } } });
  console.log(`per game CPU µs: create ${(tCreate * 1000 / games.length).toFixed(1)}, create+play ${(tPlay * 1000 / games.length).toFixed(1)}, +legalMoves ${(tBoth * 1000 / games.length).toFixed(1)}`);
}
