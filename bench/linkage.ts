/**
 * Linkage benchmark: uniformly random playouts (every move drawn uniformly from the legal moves,
 * colour and placement together) through the public API on one thread — core's `randomPlayout`,
 * which generates them with `legalMovesInto`, and the same loop through `legalMoves()` — perft times
 * (core's perft plays and undoes in place), the cost of `undo` against the `play` it reverses and
 * of `key()`, and a cross-check against a naive reference (plain arrays, rescanning the board every
 * move) that is also the speed baseline.
 *
 * Run: npx tsx --conditions=@quadrille/source bench/linkage.ts [seconds per measurement, default 3]
 * [--verify]; `--verify` also recomputes perft(3) with the naive reference (slow: seconds).
 *
 * The machine may be shared: wall-clock and process-CPU rates are both printed, best of 3 rounds.
 */
import { colourComponents, Grid, perft, Rng, randomPlayout } from '@quadrille/core';
import { type LinkageMove, type LinkageOptions, linkage } from '@quadrille/linkage';

const TARGET = 150_000;
const args = process.argv.slice(2);
const verify = args.includes('--verify');
const seconds = Number(args.find((a) => a !== '--verify') ?? 3);
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** Best games/s (wall and CPU) of 3 rounds of `game()`, after a warm-up. */
function rate(game: () => void): { wall: number; cpu: number } {
  for (let i = 0; i < 2000; i++) game();
  let wall = 0;
  let cpu = 0;
  for (let round = 0; round < 3; round++) {
    let n = 0;
    const wall0 = performance.now();
    const cpu0 = cpuMs();
    while (performance.now() - wall0 < (seconds * 1000) / 3) {
      for (let i = 0; i < 200; i++) game();
      n += 200;
    }
    wall = Math.max(wall, n / ((performance.now() - wall0) / 1000));
    cpu = Math.max(cpu, n / ((cpuMs() - cpu0) / 1000));
  }
  return { wall, cpu };
}

function playouts(options: LinkageOptions | undefined, label: string): void {
  const start = linkage.create(options);
  const rng = new Rng(2026);
  const r = rate(() => randomPlayout(start, rng));
  const gap =
    options === undefined ? ` (target ${fmt(TARGET)}: ${((100 * r.cpu) / TARGET).toFixed(0)}%)` : '';
  console.log(`${label}: ${fmt(r.wall)} games/s wall, ${fmt(r.cpu)} games/s per CPU second${gap}`);
}

function perftTime(depth: number, expected?: number): number {
  const pos = linkage.create();
  const t0 = performance.now();
  const n = perft(pos, depth);
  const ms = performance.now() - t0;
  const check = expected === undefined ? '' : n === expected ? ' (matches)' : ` (EXPECTED ${fmt(expected)})`;
  if (expected !== undefined && n !== expected) process.exitCode = 1;
  console.log(`perft(${depth}) = ${fmt(n)} in ${ms.toFixed(1)} ms${check}`);
  return n;
}

/**
 * ns per `play` and per `undo` over the same moves: 200 random games played forward on 200
 * positions, then all taken back to the start, the two phases timed apart; then ns per `key()`
 * call on those positions. Each figure is the fastest of many ~1 ms batches, which filters out
 * the time slices a shared machine takes away.
 */
function undoCost(options: LinkageOptions | undefined, label: string): void {
  const rng = new Rng(7);
  const lines: LinkageMove[][] = [];
  for (let g = 0; g < 200; g++) lines.push([...randomPlayout(linkage.create(options), rng).history]);
  const positions = lines.map(() => linkage.create(options));
  const plies = lines.reduce((n, line) => n + line.length, 0);
  const best = {
    play: Number.POSITIVE_INFINITY,
    undo: Number.POSITIVE_INFINITY,
    key: Number.POSITIVE_INFINITY,
  };
  let sink = 0n;
  const until = performance.now() + seconds * 1000;
  for (let batch = 0; performance.now() < until || batch < 20; batch++) {
    const t0 = performance.now();
    for (let g = 0; g < lines.length; g++) for (const m of lines[g]!) positions[g]!.play(m);
    const t1 = performance.now();
    for (let g = 0; g < lines.length; g++) for (let i = lines[g]!.length; i > 0; i--) positions[g]!.undo();
    const t2 = performance.now();
    for (let g = 0; g < lines.length; g++)
      for (let i = lines[g]!.length; i > 0; i--) sink ^= positions[g]!.key();
    const t3 = performance.now();
    // The first batches warm up the JIT.
    if (batch < 5) continue;
    best.play = Math.min(best.play, ((t1 - t0) * 1e6) / plies);
    best.undo = Math.min(best.undo, ((t2 - t1) * 1e6) / plies);
    best.key = Math.min(best.key, ((t3 - t2) * 1e6) / plies);
  }
  const ratio = (best.undo / best.play).toFixed(2);
  console.log(
    `${label}: play ${best.play.toFixed(0)} ns, undo ${best.undo.toFixed(0)} ns (undo/play ${ratio}), key() ${best.key.toFixed(0)} ns (${sink & 1n})`,
  );
}

// ---- The naive reference: the standard game with plain arrays, rescanning everything. ----

const GRID = Grid.of(7, 7);
const LETTERS = 'WBRY';

interface Naive {
  cells: number[]; // -1 empty, -2 black, else colour
  supply: number[];
  marked: number[]; // the cells of the opponent's last piece, or []
}

function naiveStart(): Naive {
  const cells = new Array<number>(49).fill(-1);
  cells[GRID.parse('d4')] = -2;
  return { cells, supply: [6, 6, 6, 6], marked: [] };
}

/** Legal moves in notation, ascending like the engine: lower cell, upper cell, colour. */
function naiveMoves(p: Naive): string[] {
  const near = new Set<number>();
  for (const c of p.marked) {
    for (let d = 0; d < 4; d++) {
      const n = GRID.orthogonal[4 * c + d]!;
      if (n >= 0) near.add(n);
    }
  }
  const pairs = (restricted: boolean): [number, number][] => {
    const out: [number, number][] = [];
    const ok = (c: number) => p.cells[c] === -1 && !(restricted && near.has(c));
    for (let c = 0; c < 49; c++) {
      if (c % 7 < 6 && ok(c) && ok(c + 1)) out.push([c, c + 1]);
      if (c + 7 < 49 && ok(c) && ok(c + 7)) out.push([c, c + 7]);
    }
    return out;
  };
  const colours = [0, 1, 2, 3].filter((k) => p.supply[k]! > 0);
  if (colours.length === 0 || pairs(false).length === 0) return [];
  const free = pairs(true);
  if (free.length === 0) return ['pass'];
  return free.flatMap(([a, b]) => colours.map((k) => `${LETTERS[k]}${GRID.name(a)}-${GRID.name(b)}`));
}

function naivePlay(p: Naive, move: string): Naive {
  if (move === 'pass') return { ...p, marked: [] };
  const k = LETTERS.indexOf(move[0]!);
  const [a, b] = move
    .slice(1)
    .split('-')
    .map((c) => GRID.parse(c)) as [number, number];
  const cells = p.cells.slice();
  cells[a] = k;
  cells[b] = k;
  const supply = p.supply.slice();
  supply[k]!--;
  return { cells, supply, marked: [a, b] };
}

function naivePerft(p: Naive, depth: number): number {
  const moves = naiveMoves(p);
  if (depth === 1) return moves.length;
  let total = 0;
  for (const m of moves) total += naivePerft(naivePlay(p, m), depth - 1);
  return total;
}

/** Plays `games` random games on both and compares moves, group counts and outcomes. */
function crossCheck(games: number): void {
  const rng = new Rng(99);
  let plies = 0;
  for (let g = 0; g < games; g++) {
    const pos = linkage.create();
    let ref = naiveStart();
    for (;;) {
      const moves = pos.legalMoves().map((m) => linkage.formatMove(pos, m));
      const expected = naiveMoves(ref);
      if (moves.join() !== expected.join()) throw new Error(`game ${g} ply ${plies}: legal moves differ`);
      const groups = colourComponents(GRID, ref.cells).count;
      if (pos.groups !== groups) throw new Error(`game ${g}: ${pos.groups} groups, naive ${groups}`);
      if (moves.length === 0) break;
      const move = moves[rng.int(moves.length)]!;
      pos.play(linkage.parseMove(pos, move));
      ref = naivePlay(ref, move);
      plies++;
    }
    if (pos.outcome()!.winners[0] !== (pos.groups >= 12 ? 0 : 1)) throw new Error(`game ${g}: wrong winner`);
  }
  console.log(`cross-check: ${games} random games (${plies} plies) agree with the naive reference`);
}

console.log(
  `Linkage benchmark (target ≥ ${fmt(TARGET)} games/s on the standard game; shared machine: noisy)`,
);
perftTime(1, 320);
perftTime(2, 81_280);
const p3 = perftTime(3);
if (verify) {
  const t0 = performance.now();
  const naiveP3 = naivePerft(naiveStart(), 3);
  const agrees = naiveP3 === p3 ? 'agrees' : 'DISAGREES';
  if (naiveP3 !== p3) process.exitCode = 1;
  console.log(`naive perft(3) = ${fmt(naiveP3)} in ${(performance.now() - t0).toFixed(0)} ms (${agrees})`);
}
crossCheck(300);
playouts(undefined, 'standard 7×7 random playouts');
{
  // The same games through legalMoves() (a new array per ply) instead of legalMovesInto.
  const start = linkage.create();
  const rng = new Rng(2026);
  const r = rate(() => {
    const p = start.clone();
    for (;;) {
      const moves = p.legalMoves();
      if (moves.length === 0) return;
      p.play(moves[rng.int(moves.length)]!);
    }
  });
  console.log(
    `  the same through legalMoves(), a new array per ply: ${fmt(r.wall)} games/s wall, ${fmt(r.cpu)} per CPU second`,
  );
}
undoCost(undefined, 'standard 7×7 undo cost');
undoCost({ width: 9, colours: 5 }, '9×9, 5 colours undo cost');
undoCost(
  { width: 20, height: 8, black: 'c3', colours: 3, piecesPerColour: 30, threshold: 20 },
  '20×8 (no slot sets) undo cost',
);
playouts({ restriction: false }, '7×7 without restriction');
playouts({ setup: 'pie' }, '7×7 with the pie setup');
playouts({ width: 9, colours: 5 }, '9×9, 5 colours');
{
  const rng = new Rng(1);
  const r = rate(() => {
    let p = naiveStart();
    for (;;) {
      const moves = naiveMoves(p);
      if (moves.length === 0) return;
      p = naivePlay(p, moves[rng.int(moves.length)]!);
    }
  });
  console.log(
    `naive reference playouts (baseline): ${fmt(r.wall)} games/s wall, ${fmt(r.cpu)} per CPU second`,
  );
}
