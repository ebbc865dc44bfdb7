/**
 * Blokus against Pentobi in one run, rounds alternating (the machine's speed drifts by ±30%
 * between runs, so only ratios taken side by side mean anything):
 *
 * - `playouts`: uniformly random games from the empty board, Duo and classic — ours through
 *   core's `randomPlayout` (in this process, warmed up), Pentobi's with its full move generation
 *   (`pentobi-bench playouts`); games per second, and ours / Pentobi's.
 * - `perft`: Duo perft(3) = 89,204,762 through core's `perft` against Pentobi's bulk-counted
 *   perft (`pentobi-bench perft duo 3`); seconds, and ours / Pentobi's.
 *
 * Both sides are timed by wall clock and by CPU time of their process (Pentobi's benchmark prints
 * both); on a machine others use, the CPU-time ratio is the steadier one.
 *
 * The targets: playouts ≥ 1.2× Pentobi's (Duo and classic), perft ≤ 1.0× its time.
 *
 * Pentobi's benchmark is built outside the repository (see `shared/anchors/README.md`); give its
 * path in `PENTOBI_BENCH` (default `/tmp/pentobi-bench`).
 *
 * Run: npx tsx --conditions=@quadrille/source bench/pentobi-pairs.ts [playouts] [perft] [--rounds R]
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { blokus } from '@quadrille/blokus';
import { perft, Rng, randomPlayout } from '@quadrille/core';

const BIN = process.env.PENTOBI_BENCH ?? '/tmp/pentobi-bench';
if (!existsSync(BIN)) {
  console.error(`no Pentobi benchmark at ${BIN}: build it (shared/anchors/README.md) or set PENTOBI_BENCH`);
  process.exit(1);
}
const argv = process.argv.slice(2);
const at = argv.indexOf('--rounds');
const ROUNDS = at >= 0 ? Number(argv[at + 1]) : 5;
const named = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--rounds');
const sections = new Set(named.length > 0 ? named : ['playouts', 'perft']);

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const list = (xs: readonly number[]) => xs.map((x) => x.toFixed(2)).join(' ');

/** A rate or a time, by wall clock and by CPU time. */
interface Timing {
  readonly wall: number;
  readonly cpu: number;
}

const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Pentobi's random playouts: games per second. */
function pentobiPlayouts(variant: string, games: number): Timing {
  const out = execFileSync(BIN, ['playouts', variant, String(games), '1'], { encoding: 'utf8' });
  const m = /([\d.]+) playouts\/s \(([\d.]+) per CPU s\)/.exec(out);
  if (m === null) throw new Error(`unexpected output: ${out}`);
  return { wall: Number(m[1]), cpu: Number(m[2]) };
}

/** Ours: games per second through `randomPlayout` for about `seconds`. */
function ourPlayouts(variant: 'duo' | 'classic', seconds: number, seed: number): Timing {
  const start = blokus.create({ variant });
  const rng = new Rng(seed);
  let games = 0;
  const cpu0 = cpuSeconds();
  const t0 = performance.now();
  while (performance.now() - t0 < seconds * 1000) {
    for (let i = 0; i < 20; i++) randomPlayout(start, rng);
    games += 20;
  }
  return { wall: games / ((performance.now() - t0) / 1000), cpu: games / (cpuSeconds() - cpu0) };
}

/** The medians of a series of pairs (ours, Pentobi's): each side, and the ratio ours / theirs. */
function summary(pairs: readonly [Timing, Timing][], digits: number): string {
  const side = (k: 'wall' | 'cpu') => {
    const ratios = pairs.map(([a, b]) => a[k] / b[k]);
    const ours = median(pairs.map(([a]) => a[k])).toFixed(digits);
    const theirs = median(pairs.map(([, b]) => b[k])).toFixed(digits);
    return `${k}: ours ${ours}, Pentobi ${theirs}, ratio ${median(ratios).toFixed(2)} (rounds ${list(ratios)})`;
  };
  return `${side('cpu')}; ${side('wall')}`;
}

if (sections.has('playouts')) {
  for (const variant of ['duo', 'classic'] as const) {
    ourPlayouts(variant, 1, 1); // warm-up: tables and JIT
    const games = variant === 'duo' ? 20_000 : 8_000;
    const pairs: [Timing, Timing][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const theirs = pentobiPlayouts(variant, games);
      pairs.push([ourPlayouts(variant, 2, round + 2), theirs]);
    }
    console.log(`${variant} playouts, games/s, ${summary(pairs, 0)}`);
  }
}

if (sections.has('perft')) {
  const pos = blokus.create({ variant: 'duo' });
  perft(pos, 3); // warm-up
  const pairs: [Timing, Timing][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const out = execFileSync(BIN, ['perft', 'duo', '3'], { encoding: 'utf8' });
    const m = /perft\(3\) = (\d+) +([\d.]+) s wall \(([\d.]+) s CPU\)/.exec(out);
    if (m === null || Number(m[1]) !== 89_204_762) throw new Error(`unexpected output: ${out}`);
    const cpu0 = cpuSeconds();
    const t0 = performance.now();
    const n = perft(pos, 3);
    const ours = { wall: (performance.now() - t0) / 1000, cpu: cpuSeconds() - cpu0 };
    if (n !== 89_204_762) throw new Error(`perft(3) = ${n}`);
    pairs.push([ours, { wall: Number(m[2]), cpu: Number(m[3]) }]);
  }
  console.log(`duo perft(3), seconds, ${summary(pairs, 3)}`);
}
