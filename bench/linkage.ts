/**
 * Linkage benchmark: uniformly random playouts of the standard game (every move drawn uniformly
 * from `legalMoves()`, colour and placement together) through the public API on one thread,
 * and perft times.
 *
 * Run: npx tsx --conditions=@quadrille/source bench/linkage.ts [seconds per round, default 3]
 *
 * The machine may be shared: both wall-clock and process CPU time are printed, and the best of
 * several rounds is kept.
 */
import { perft, Rng, randomPlayout } from '@quadrille/core';
import { type LinkageOptions, linkage } from '@quadrille/linkage';

const TARGET = 150_000;
const seconds = Number(process.argv[2] ?? 3);

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function playouts(options: LinkageOptions | undefined, label: string): void {
  const start = linkage.create(options);
  const rng = new Rng(2026);
  // Warm-up so the JIT has compiled the hot path before timing.
  for (let i = 0; i < 20_000; i++) randomPlayout(start, rng);
  let bestWall = 0;
  let bestCpu = 0;
  let plies = 0;
  let games = 0;
  for (let round = 0; round < 3; round++) {
    let n = 0;
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    while (performance.now() - wall0 < seconds * 333) {
      for (let i = 0; i < 1000; i++) {
        plies += randomPlayout(start, rng).history.length;
        n++;
      }
    }
    games += n;
    bestWall = Math.max(bestWall, n / ((performance.now() - wall0) / 1000));
    bestCpu = Math.max(bestCpu, n / ((cpuMs() - cpu0) / 1000));
  }
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(
    `${label}: ${fmt(bestWall)} games/s wall, ${fmt(bestCpu)} games/s per CPU second ` +
      `(best of 3 rounds; ${(plies / games).toFixed(1)} plies/game)`,
  );
}

function perftTime(depth: number, expected?: number): void {
  const pos = linkage.create();
  const t0 = performance.now();
  const n = perft(pos, depth);
  const ms = performance.now() - t0;
  const check =
    expected === undefined ? '' : n === expected ? ' (matches the rules page)' : ` (EXPECTED ${expected})`;
  console.log(`perft(${depth}) = ${n.toLocaleString('en-US')} in ${ms.toFixed(1)} ms${check}`);
}

console.log(`Linkage benchmark (target ≥ ${TARGET.toLocaleString('en-US')} games/s on the standard game)`);
perftTime(1, 320);
perftTime(2, 81_280);
perftTime(3);
playouts(undefined, 'standard 7×7 random playouts');
playouts({ restriction: false }, '7×7 without restriction');
playouts({ width: 9, colours: 5 }, '9×9, 5 colours');
