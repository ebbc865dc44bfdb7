/**
 * Blokus benchmark, in sections (all by default, or name them):
 *
 * - `playouts`: uniformly random playouts from the start through the public API (every legal
 *   move generated at every ply, a uniform pick with core's Rng, play), in games per second for
 *   Duo and classic — through core's `randomPlayout` (moves generated into a reused buffer with
 *   `legalMovesInto`) and through `legalMoves()` (a new array per ply).
 * - `undo`: the cost of `undo()` against the `play()` it reverses, in ns per move, over whole
 *   random games played forward then taken back on one position (`play` includes finding the
 *   colour to move next; no move generation).
 * - `perft`: Duo perft(3) = 89,204,762 through core's `perft` (play/undo in place, the last
 *   level counted in bulk), several runs, best and median; classic perft(3) and Duo perft(2).
 *   With `--leaves`, also the play-every-leaf figure (each leaf move played and undone: minutes
 *   on a shared machine), and with `--classic4` classic perft(4) = 11,316,496.
 *
 * Run: npx tsx --conditions=@quadrille/source bench/blokus.ts [playouts] [undo] [perft] [--leaves] [--classic4] [--runs N]
 */
import { type BlokusMove, type BlokusPosition, type BlokusVariant, blokus } from '@quadrille/blokus';
import { perft, Rng, randomPlayout } from '@quadrille/core';

const argv = process.argv.slice(2);
const flags = new Set(argv.filter((a) => a.startsWith('--')));
const runsAt = argv.indexOf('--runs');
const RUNS = runsAt >= 0 ? Number(argv[runsAt + 1]) : 5;
const named = argv.filter((a, i) => !a.startsWith('--') && argv[i - 1] !== '--runs');
const sections = new Set(named.length > 0 ? named : ['playouts', 'undo', 'perft']);

/** Wall and CPU seconds of `f` (CPU time is the steadier figure on a shared machine). */
function timed<T>(f: () => T): { value: T; wall: number; cpu: number } {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const value = f();
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { value, wall, cpu: (cpu.user + cpu.system) / 1e6 };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const best = (xs: readonly number[]) => Math.min(...xs);

// ---------------------------------------------------------------- playouts

/** How a playout generates its moves. */
type Path = 'randomPlayout' | 'legalMoves';

function playouts(variant: BlokusVariant, seconds: number, path: Path) {
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
  return {
    games,
    perSecond: (games * 1000) / elapsed,
    perCpuSecond: games / ((cpu.user + cpu.system) / 1e6),
    plies: plies / games,
  };
}

if (sections.has('playouts')) {
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
}

// ---------------------------------------------------------------- undo against play

/** `count` random games of `variant`, as their move lists. */
function randomGames(variant: BlokusVariant, count: number): BlokusMove[][] {
  const rng = new Rng(2);
  return Array.from({ length: count }, () => [...randomPlayout(blokus.create({ variant }), rng).history]);
}

if (sections.has('undo')) {
  for (const variant of ['duo', 'classic'] as const) {
    const games = randomGames(variant, 400);
    const start = blokus.create({ variant });
    const plies = games.reduce((n, g) => n + g.length, 0);
    const playTimes: number[] = [];
    const undoTimes: number[] = [];
    for (let run = 0; run < RUNS + 1; run++) {
      let playNs = 0;
      let undoNs = 0;
      // One position for every game, back to the start after each: the undo log is reused.
      const pos = start.clone();
      for (const game of games) {
        const t0 = performance.now();
        for (const m of game) pos.play(m);
        const t1 = performance.now();
        for (let i = 0; i < game.length; i++) pos.undo();
        const t2 = performance.now();
        playNs += (t1 - t0) * 1e6;
        undoNs += (t2 - t1) * 1e6;
      }
      if (run === 0) continue; // warm-up
      playTimes.push(playNs / plies);
      undoTimes.push(undoNs / plies);
    }
    console.log(
      `${variant.padEnd(8)} play ${median(playTimes).toFixed(0)} ns/move, undo ${median(undoTimes).toFixed(0)} ns/move (medians of ${RUNS} runs over ${games.length} random games, ${plies} moves; best ${best(playTimes).toFixed(0)} / ${best(undoTimes).toFixed(0)})`,
    );
  }
}

// ---------------------------------------------------------------- perft

/** perft with every leaf move played and undone (no bulk counting at the last level). */
function perftPlayingLeaves(pos: BlokusPosition, depth: number, buffers: BlokusMove[][] = []): number {
  const moves = (buffers[depth] ??= []);
  const n = pos.legalMovesInto(moves);
  let total = 0;
  for (let i = 0; i < n; i++) {
    pos.play(moves[i]!);
    total += depth === 1 ? 1 : perftPlayingLeaves(pos, depth - 1, buffers);
    pos.undo();
  }
  return total;
}

function report(label: string, expected: number, run: () => number, runs: number): void {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { value, wall, cpu } = timed(run);
    if (value !== expected) throw new Error(`${label} = ${value}, expected ${expected}`);
    walls.push(wall);
    cpus.push(cpu);
  }
  console.log(
    `${label} = ${expected}: best ${best(walls).toFixed(3)} s, median ${median(walls).toFixed(3)} s wall (CPU best ${best(cpus).toFixed(3)}, median ${median(cpus).toFixed(3)} s; ${runs} runs)`,
  );
}

if (sections.has('perft')) {
  const duo = blokus.create({ variant: 'duo' });
  const classic = blokus.create();
  perft(duo, 2); // warm-up
  report('duo perft(2)', 171_396, () => perft(duo, 2), RUNS);
  report('classic perft(3)', 195_112, () => perft(classic, 3), RUNS);
  report('duo perft(3), last level counted in bulk', 89_204_762, () => perft(duo, 3), RUNS);
  if (flags.has('--leaves')) {
    report('duo perft(3), every leaf played and undone', 89_204_762, () => perftPlayingLeaves(duo, 3), 1);
  }
  if (flags.has('--classic4')) report('classic perft(4)', 11_316_496, () => perft(classic, 4), 1);
}
