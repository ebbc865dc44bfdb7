/**
 * Talpa benchmarks, through the public API only:
 * - uniformly random playouts on 8×8, one thread (target ≥ 60,000 games/s), through core's
 *   `randomPlayout` (which generates into a reused buffer with `legalMovesInto`) and through a
 *   loop on `legalMoves()` (a new array per ply);
 * - the game-length statistics of those playouts (the rules page: about 37 plies on average,
 *   roughly a sixth of the games decided in the removal phase);
 * - the cost of `undo` against the `play` it reverses (ns per move, over whole random games);
 * - perft times on 6×6 and 8×8, through `undo` (core's perft, in place) and through clones.
 *
 * Run: `npx tsx --conditions=@quadrille/source bench/talpa.ts [games]`
 */
import { next, perft, Rng, randomPlayout } from '@quadrille/core';
import { describeMove, type TalpaMove, type TalpaPosition, talpa } from '@quadrille/talpa';

const TARGET = 60_000;
const games = Number(process.argv[2] ?? 200_000);

/** How a playout generates its moves. */
type Path = 'randomPlayout' | 'legalMoves';

function playOut(start: TalpaPosition, rng: Rng, path: Path): TalpaPosition {
  if (path === 'randomPlayout') return randomPlayout(start, rng);
  const pos = start.clone();
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

function playouts(count: number, seed: number, path: Path) {
  const rng = new Rng(seed);
  const start = talpa.create({ size: 8 });
  let plies = 0;
  let removalPhase = 0;
  let redWins = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let g = 0; g < count; g++) {
    const pos = playOut(start, rng, path);
    plies += pos.history.length;
    if (describeMove(pos, pos.history[pos.history.length - 1]!).kind === 'removal') removalPhase++;
    if (pos.winner === 0) redWins++;
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return { seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, plies, removalPhase, redWins };
}

playouts(20_000, 1, 'randomPlayout'); // warm-up
playouts(20_000, 1, 'legalMoves');
const viaLegalMoves = playouts(games, 2, 'legalMoves');
const r = playouts(games, 2, 'randomPlayout');
const rate = games / r.seconds;
console.log(
  `talpa 8x8 random playouts via randomPlayout: ${games} games in ${r.seconds.toFixed(2)} s = ${Math.round(rate)} games/s`,
);
console.log(
  `  per CPU-second (less sensitive to other processes on a shared machine): ${Math.round(games / r.cpuSeconds)} games/s`,
);
console.log(
  `  target ${TARGET} games/s: ${rate >= TARGET ? 'met' : `NOT met (${((100 * rate) / TARGET).toFixed(0)}%)`}`,
);
console.log(`  ${((r.plies / r.seconds) | 0).toLocaleString('en')} plies/s`);
console.log(
  `  via legalMoves(): ${Math.round(games / viaLegalMoves.seconds)} games/s, ${Math.round(games / viaLegalMoves.cpuSeconds)} per CPU-second`,
);
console.log(`  mean length ${(r.plies / games).toFixed(2)} plies (rules page: about 37)`);
console.log(
  `  decided in the removal phase: ${((100 * r.removalPhase) / games).toFixed(1)}% (rules page: roughly a sixth, 16.7%)`,
);
console.log(`  Red wins ${((100 * r.redWins) / games).toFixed(1)}%`);

/**
 * Plays random 8×8 games to the end and takes them back move by move, timing the two halves
 * apart: nanoseconds per `play` and per `undo` of the same moves (the same mix of captures,
 * removals and winning moves). Batches of 500 games; the best batch and the median, since other
 * processes on a shared machine only ever add time.
 */
function playAndUndo(batches: number, seed: number) {
  const rng = new Rng(seed);
  const pos = talpa.create({ size: 8 });
  const start = pos.clone();
  const play: number[] = [];
  const undo: number[] = [];
  for (let b = 0; b < batches; b++) {
    let playMs = 0;
    let undoMs = 0;
    let plies = 0;
    for (let g = 0; g < 500; g++) {
      // Choose the game first, so that the timed loops do nothing but play and undo.
      const game = randomPlayout(start, rng).history;
      const t0 = performance.now();
      for (const m of game) pos.play(m);
      const t1 = performance.now();
      for (let i = game.length; i > 0; i--) pos.undo();
      undoMs += performance.now() - t1;
      playMs += t1 - t0;
      plies += game.length;
    }
    play.push((playMs * 1e6) / plies);
    undo.push((undoMs * 1e6) / plies);
  }
  const best = (xs: number[]) => Math.min(...xs);
  const median = (xs: number[]) => xs.slice().sort((x, y) => x - y)[xs.length >> 1]!;
  return { play: best(play), undo: best(undo), playMedian: median(play), undoMedian: median(undo) };
}

playAndUndo(5, 3); // warm-up
const cost = playAndUndo(60, 4);
console.log(
  `play ${cost.play.toFixed(0)} ns, undo ${cost.undo.toFixed(0)} ns per move, best of 60 batches of 500 random 8x8 games (medians ${cost.playMedian.toFixed(0)} and ${cost.undoMedian.toFixed(0)}); undo/play = ${(cost.undo / cost.play).toFixed(2)}`,
);

/** perft through clones (what core's perft did before positions had `undo`), for comparison. */
function perftByClones(pos: TalpaPosition, depth: number, buffers: TalpaMove[][] = []): number {
  const moves = (buffers[depth] ??= []);
  const n = pos.legalMovesInto(moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) {
    const child = pos.clone();
    child.play(moves[i]!);
    total += perftByClones(child, depth - 1, buffers);
  }
  return total;
}

for (const [size, depth, expected] of [
  [6, 3, 157_408],
  [6, 4, 6_812_036],
  [8, 3, 1_182_276],
] as const) {
  const t0 = performance.now();
  const n = perft(talpa.create({ size }), depth);
  const t1 = performance.now();
  const byClones = perftByClones(talpa.create({ size }), depth);
  const t2 = performance.now();
  console.log(
    `perft ${size}x${size} depth ${depth}: ${n.toLocaleString('en')} (expected ${expected.toLocaleString('en')}${n === expected && byClones === n ? ', ok' : ', MISMATCH'}) in ${((t1 - t0) / 1000).toFixed(2)} s through undo, ${((t2 - t1) / 1000).toFixed(2)} s through clones`,
  );
}

// The no-move rule: search for a reachable position where the player to move has no piece left
// (and the game is not over). None has been found; see docs/games/talpa.md.
function noMoveLines(pos: TalpaPosition): number {
  if (pos.isOver()) return 0;
  if (pos.pieceCount(pos.turn) === 0) return 1;
  let found = 0;
  for (const move of pos.legalMoves()) {
    const child = pos.clone();
    child.play(move);
    found += noMoveLines(child);
  }
  return found;
}

for (const [width, height] of [
  [2, 2],
  [2, 3],
  [3, 2],
  [2, 4],
  [4, 2],
  [3, 3],
  [2, 5],
  [5, 2],
  [2, 6],
  [6, 2],
  [3, 4],
  [4, 3],
] as const) {
  const t0 = performance.now();
  const found = noMoveLines(talpa.create({ width, height }));
  console.log(
    `no-move positions, exhaustive ${width}x${height}: ${found} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
}

/** Random games that avoid ending whenever some move keeps the game going. */
function longGames(size: number, count: number, seed: number): number {
  const rng = new Rng(seed);
  let found = 0;
  for (let g = 0; g < count; g++) {
    const pos = talpa.create({ size });
    while (!pos.isOver()) {
      if (pos.pieceCount(pos.turn) === 0) found++;
      const moves = pos.legalMoves();
      const quiet = moves.filter((m) => !next(pos, m).isOver());
      const pool = quiet.length > 0 ? quiet : moves;
      pos.play(pool[rng.int(pool.length)]!);
    }
  }
  return found;
}
for (const size of [4, 5, 6, 8]) {
  console.log(
    `no-move positions in 2,000 game-prolonging random ${size}x${size} games: ${longGames(size, 2000, size)}`,
  );
}
