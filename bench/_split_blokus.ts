import { blokus } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
for (const variant of ['duo', 'classic', 'duo', 'classic'] as const) {
  const start = blokus.create({ variant });
  const rng = new Rng(1);
  let tLegal = 0, tPlay = 0, tTurn = 0, tClone = 0, games = 0, plies = 0, moves = 0;
  const T0 = performance.now();
  while (performance.now() - T0 < 3000) {
    let t = performance.now();
    const pos = start.clone();
    tClone += performance.now() - t;
    for (;;) {
      t = performance.now();
      const over = pos.isOver();
      const t1 = performance.now(); tTurn += t1 - t;
      if (over) break;
      const m = pos.legalMoves();
      const t2 = performance.now(); tLegal += t2 - t1;
      moves += m.length;
      pos.play(m[rng.int(m.length)]!);
      tPlay += performance.now() - t2;
      plies++;
    }
    games++;
  }
  console.log(variant, 'games', games, 'per ply us: resolve', (tTurn * 1000 / plies).toFixed(2), 'legal', (tLegal * 1000 / plies).toFixed(2), 'play', (tPlay * 1000 / plies).toFixed(2), 'clone/game', (tClone * 1000 / games).toFixed(1), 'moves/ply', (moves / plies).toFixed(0));
}
