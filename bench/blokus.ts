/**
 * Blokus benchmark: uniformly random playouts from the start through the public API (every
 * legal move generated at every ply, a uniform pick with core's Rng, play), in games per second
 * for Duo and classic — through core's `randomPlayout`, which generates into a reused buffer
 * with `legalMovesInto`, and through `legalMoves()` (a new array per ply) — then perft timings.
 *
 * Run: npx tsx --conditions=@quadrille/source bench/blokus.ts [--perft3] [--classic4]
 *   --perft3    also run Duo perft(3) (89,204,762 leaves; minutes)
 *   --classic4  also run classic perft(4) (11,316,496 leaves)
 */
import { type BlokusVariant, blokus } from '@quadrille/blokus';
import { perft, Rng, randomPlayout } from '@quadrille/core';

interface PlayoutRate {
  readonly games: number;
  /** Games per wall-clock second. */
  readonly perSecond: number;
  /** Games per second of this process's CPU time (less sensitive to a shared machine). */
  readonly perCpuSecond: number;
  readonly plies: number;
}

/** How a playout generates its moves. */
type Path = 'randomPlayout' | 'legalMoves';

function playouts(variant: BlokusVariant, seconds: number, path: Path): PlayoutRate {
  const start = blokus.create({ variant });
  const rng = new Rng(1);
  let games = 0;
  let plies = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    if (path === 'randomPlayout') {
      plies += randomPlayout(start, rng).history.length;
    } else {
      const pos = start.clone();
      for (;;) {
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        pos.play(moves[rng.int(moves.length)]!);
        plies++;
      }
    }
    games++;
    elapsed = performance.now() - t0;
  }
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    games,
    perSecond: (games * 1000) / elapsed,
    perCpuSecond: games / cpuSeconds,
    plies: plies / games,
  };
}

function timed<T>(f: () => T): [T, number] {
  const t0 = performance.now();
  const value = f();
  return [value, (performance.now() - t0) / 1000];
}

const args = new Set(process.argv.slice(2));
// Warm up the JIT and build the placement tables.
for (const path of ['randomPlayout', 'legalMoves'] as const) {
  playouts('duo', 1, path);
  playouts('classic', 1, path);
}
for (const variant of ['duo', 'classic'] as const) {
  for (const path of ['randomPlayout', 'legalMoves'] as const) {
    const r = playouts(variant, 5, path);
    console.log(
      `${variant.padEnd(8)} random playouts via ${path.padEnd(13)}: ${r.perSecond.toFixed(0)} games/s wall, ${r.perCpuSecond.toFixed(0)} games/s of CPU time (${r.games} games, ${r.plies.toFixed(1)} plies/game)`,
    );
  }
}
const duo = blokus.create({ variant: 'duo' });
const classic = blokus.create();
const [d2, t2] = timed(() => perft(duo, 2));
console.log(`duo perft(2) = ${d2} in ${t2.toFixed(3)} s`);
const [c3, tc3] = timed(() => perft(classic, 3));
console.log(`classic perft(3) = ${c3} in ${tc3.toFixed(3)} s`);
if (args.has('--perft3')) {
  const [d3, t3] = timed(() => perft(duo, 3));
  console.log(`duo perft(3) = ${d3} in ${t3.toFixed(1)} s (expected 89204762)`);
} else {
  // perft(3) = sum over depth-2 nodes of their move counts: time a sample of the depth-1
  // subtrees and scale by the number of leaves.
  const moves = duo.legalMoves();
  const sample = moves.filter((_, i) => i % 23 === 0);
  let leaves = 0;
  const [, ts] = timed(() => {
    for (const m of sample) {
      const child = duo.clone();
      child.play(m);
      leaves += perft(child, 2);
    }
  });
  const rate = leaves / ts;
  console.log(
    `duo perft(3) estimated ${(89_204_762 / rate).toFixed(1)} s (sampled ${sample.length}/${moves.length} subtrees: ${leaves} leaves in ${ts.toFixed(2)} s; run with --perft3 for the full count)`,
  );
}
if (args.has('--classic4')) {
  const [c4, t4] = timed(() => perft(classic, 4));
  console.log(`classic perft(4) = ${c4} in ${t4.toFixed(1)} s (expected 11316496)`);
}
