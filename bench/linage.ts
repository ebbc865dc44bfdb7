/**
 * Linage benchmarks, through the public API, on one thread:
 * - random playouts on 11×11 where a player passes only when no placement is legal (uniform among
 *   placements otherwise), generating into one reused buffer with `legalMovesInto`: games per
 *   second (target ≥ 5,000, stretch 20,000);
 * - placement-only perft on 5×5 (depth 3) and 11×11 (depth 2), core's perft (in place through
 *   undo) on 5×5, and clone cost;
 * - undo against play: random 11×11 games played to the end and taken back to the start, ns per
 *   move each way, and the cost of `key()`.
 *
 * Run: npx tsx --conditions=@quadrille/source bench/linage.ts [seconds per figure, default 3]
 */
import { perft, Rng } from '@quadrille/core';
import {
  type LinageMove,
  type LinageOptions,
  type LinagePosition,
  linage,
  placementPerft,
} from '@quadrille/linage';

const seconds = Number(process.argv[2] ?? 3);

/** The move buffer of the playouts, reused from ply to ply (`legalMovesInto`). */
const moves: LinageMove[] = [];

/** One playout: placements uniformly at random; pass only when no placement is legal. */
function playout(options: LinageOptions, rng: Rng): { plies: number; stones: number } {
  const pos = linage.create(options);
  let stones = 0;
  for (let n = pos.legalMovesInto(moves); n > 0; n = pos.legalMovesInto(moves)) {
    // The pass is the last move id of the play phase; placements come before it.
    if (n === 1) pos.play(moves[0]!);
    else {
      pos.play(moves[rng.int(n - 1)]!);
      stones++;
    }
  }
  return { plies: pos.history.length, stones };
}

function gamesPerSecond(options: LinageOptions, label: string): void {
  const rng = new Rng(2026);
  for (let i = 0; i < 200; i++) playout(options, rng); // warm-up
  let games = 0;
  let plies = 0;
  let stones = 0;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    for (let i = 0; i < 100; i++) {
      const r = playout(options, rng);
      plies += r.plies;
      stones += r.stones;
    }
    games += 100;
    elapsed = performance.now() - start;
  }
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const rate = (games * 1000) / elapsed;
  console.log(
    `${label}: ${rate.toFixed(0)} games/s wall, ${((games * 1000) / cpuMs).toFixed(0)} games/s of CPU time ` +
      `(${games} games, ${(stones / games).toFixed(1)} stones and ${(plies / games).toFixed(1)} plies per game, ` +
      `${((elapsed * 1000) / plies).toFixed(2)} µs/ply wall)`,
  );
}

function timePerft(options: LinageOptions, depth: number, label: string): void {
  const pos = linage.create(options);
  const start = performance.now();
  const n = placementPerft(pos, depth);
  console.log(`${label}: placementPerft(${depth}) = ${n} in ${(performance.now() - start).toFixed(1)} ms`);
}

function undoCost(): void {
  // Random games (placements, passing only when forced) recorded first, then replayed and undone.
  const rng = new Rng(11);
  const games: LinageMove[][] = [];
  for (let i = 0; i < 200; i++) {
    const pos = linage.create();
    for (let n = pos.legalMovesInto(moves); n > 0; n = pos.legalMovesInto(moves))
      pos.play(n === 1 ? moves[0]! : moves[rng.int(n - 1)]!);
    games.push(pos.history.slice());
  }
  let playMs = 0;
  let undoMs = 0;
  let ops = 0;
  const end = performance.now() + seconds * 1000;
  for (let round = 0; round < 2 || performance.now() < end; round++) {
    for (const game of games) {
      const pos = linage.create();
      const t0 = performance.now();
      for (const move of game) pos.play(move);
      const t1 = performance.now();
      while (pos.history.length > 0) pos.undo();
      const t2 = performance.now();
      if (round === 0) continue; // warm-up
      playMs += t1 - t0;
      undoMs += t2 - t1;
      ops += game.length;
    }
  }
  const pos = linage.create();
  for (const move of games[0]!.slice(0, 40)) pos.play(move);
  const calls = 1_000_000;
  let mix = 0n;
  const k0 = performance.now();
  for (let i = 0; i < calls; i++) mix ^= pos.key();
  const keyNs = ((performance.now() - k0) * 1e6) / calls;
  console.log(
    `play vs undo (11x11 random games, ${ops} moves each way): play ${((playMs * 1e6) / ops).toFixed(0)} ns, ` +
      `undo ${((undoMs * 1e6) / ops).toFixed(0)} ns per move (undo/play ${(undoMs / playMs).toFixed(2)}); ` +
      `key() ${keyNs.toFixed(0)} ns${mix === 0n ? '' : ''}`,
  );
}

function timeFullPerft(): void {
  const pos = linage.create({ size: 5 });
  const start = performance.now();
  const n = perft(pos, 3);
  console.log(`5x5: perft(3) in place through undo = ${n} in ${(performance.now() - start).toFixed(1)} ms`);
}

function cloneCost(): void {
  // Timed in CPU time as well: the machine may be shared.
  const pos: LinagePosition = linage.create();
  const rng = new Rng(7);
  for (let i = 0; i < 30; i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length - 1)]!);
  }
  const n = 200_000;
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < n; i++) pos.clone();
  const cpu = process.cpuUsage(cpuStart);
  console.log(
    `clone (11x11, 30 stones): ${(((performance.now() - start) * 1e6) / n).toFixed(0)} ns wall, ` +
      `${(((cpu.user + cpu.system) * 1000) / n).toFixed(0)} ns CPU`,
  );
}

console.log('Linage benchmarks (single thread; the machine may be shared, so figures are noisy)');
gamesPerSecond({}, '11x11 playouts (target 5,000, stretch 20,000)');
gamesPerSecond({ size: 19 }, '19x19 playouts');
gamesPerSecond({ size: 11, lineLength: 2 }, '11x11 playouts, lines of 2');
timePerft({ size: 5 }, 3, '5x5');
timePerft({}, 2, '11x11');
timeFullPerft();
cloneCost();
undoCost();
