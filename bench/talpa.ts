/**
 * Talpa benchmarks, through the public API only:
 * - uniformly random playouts on 8×8, one thread (target ≥ 60,000 games/s);
 * - the game-length statistics of those playouts (the rules page: about 37 plies on average,
 *   roughly a sixth of the games decided in the removal phase);
 * - perft times on 6×6 and 8×8.
 *
 * Run: `npx tsx --conditions=@quadrille/source bench/talpa.ts [games]`
 */
import { perft, Rng } from '@quadrille/core';
import { describeMove, talpa } from '@quadrille/talpa';

const TARGET = 60_000;
const games = Number(process.argv[2] ?? 200_000);

function playouts(count: number, seed: number) {
  const rng = new Rng(seed);
  const start = talpa.create({ size: 8 });
  let plies = 0;
  let removalPhase = 0;
  let redWins = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < count; g++) {
    const pos = start.clone();
    while (!pos.isOver()) {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
    plies += pos.history.length;
    if (describeMove(pos, pos.history[pos.history.length - 1]!).kind === 'removal') removalPhase++;
    if (pos.winner === 0) redWins++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, plies, removalPhase, redWins };
}

playouts(20_000, 1); // warm-up
const r = playouts(games, 2);
const rate = games / r.seconds;
console.log(
  `talpa 8x8 random playouts: ${games} games in ${r.seconds.toFixed(2)} s = ${Math.round(rate)} games/s`,
);
console.log(
  `  per CPU-second (less sensitive to other processes on a shared machine): ${Math.round(games / r.cpuSeconds)} games/s`,
);
console.log(
  `  target ${TARGET} games/s: ${rate >= TARGET ? 'met' : `NOT met (${((100 * rate) / TARGET).toFixed(0)}%)`}`,
);
console.log(`  ${((r.plies / r.seconds) | 0).toLocaleString('en')} plies/s`);
console.log(`  mean length ${(r.plies / games).toFixed(2)} plies (rules page: about 37)`);
console.log(
  `  decided in the removal phase: ${((100 * r.removalPhase) / games).toFixed(1)}% (rules page: roughly a sixth, 16.7%)`,
);
console.log(`  Red wins ${((100 * r.redWins) / games).toFixed(1)}%`);

for (const [size, depth] of [
  [6, 3],
  [6, 4],
  [8, 3],
] as const) {
  const t0 = performance.now();
  const n = perft(talpa.create({ size }), depth);
  console.log(
    `perft ${size}x${size} depth ${depth}: ${n.toLocaleString('en')} in ${((performance.now() - t0) / 1000).toFixed(2)} s`,
  );
}
