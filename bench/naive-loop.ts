/**
 * The loop people write first against core's `randomPlayout`, for every game, in one run:
 *
 * ```ts
 * while (!pos.isOver()) {
 *   const moves = pos.legalMoves();
 *   const seat = pos.turn;
 *   pos.play(moves[rng.int(moves.length)]);
 * }
 * pos.outcome();
 * ```
 *
 * against `randomPlayout(start, rng).outcome()` (moves generated into a reused buffer with
 * `legalMovesInto`). Both pick with the same seed, so they play the same games (checked: the
 * plies must agree). Rounds alternate the two loops; each prints games per second of CPU time and
 * the ratio randomPlayout / naive (the target is at most 1.25 for every game).
 *
 * Each game runs in a process of its own, as in an app that uses one game: several games in one
 * process make every call in the two loops polymorphic, which costs the naive loop (four calls
 * per ply) more than `randomPlayout` (two).
 *
 * With `--breakdown`, two more loops run in the same rounds, to show where the difference goes:
 * `copy only` is randomPlayout's loop plus the one thing `legalMoves()` must add, a new array of
 * the moves (`slice` of the reused buffer) per ply; `no copy` is the naive loop with
 * `legalMovesInto` into a reused buffer instead of `legalMoves()` (its `isOver`, `turn` and
 * `outcome` calls kept).
 *
 * Run: npx tsx --conditions=@quadrille/source bench/naive-loop.ts [game …] [--seconds S] [--rounds R] [--breakdown]
 * (games: blokus-duo blokus-classic linkage linage talpa; all by default)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { blokus } from '@quadrille/blokus';
import { type Position, Rng, randomPlayout } from '@quadrille/core';
import { linage } from '@quadrille/linage';
import { linkage } from '@quadrille/linkage';
import { talpa } from '@quadrille/talpa';

const argv = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const at = argv.indexOf(name);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const SECONDS = flag('--seconds', 1);
const ROUNDS = flag('--rounds', 5);
const BREAKDOWN = argv.includes('--breakdown');
const named = argv.filter(
  (a, i) => !a.startsWith('--') && !(argv[i - 1]?.startsWith('--') && argv[i - 1] !== '--breakdown'),
);

const starts: Record<string, () => Position<number>> = {
  'blokus-duo': () => blokus.create({ variant: 'duo' }),
  'blokus-classic': () => blokus.create({ variant: 'classic' }),
  linkage: () => linkage.create(),
  linage: () => linage.create({ size: 11 }),
  talpa: () => talpa.create({ size: 8 }),
};

let sink = 0;

function naive(start: Position<number>, rng: Rng): number {
  const pos = start.clone();
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    sink += pos.turn;
    pos.play(moves[rng.int(moves.length)]!);
  }
  sink += pos.outcome()!.winners.length;
  return pos.history.length;
}

function viaPlayout(start: Position<number>, rng: Rng): number {
  const pos = randomPlayout(start, rng);
  sink += pos.outcome()!.winners.length;
  return pos.history.length;
}

/** The buffer of the breakdown loops, reused from ply to ply. */
const buffer: number[] = [];

function copyOnly(start: Position<number>, rng: Rng): number {
  const pos = start.clone();
  for (let n = pos.legalMovesInto!(buffer); n > 0; n = pos.legalMovesInto!(buffer)) {
    const moves = buffer.slice(0, n);
    pos.play(moves[rng.int(n)]!);
  }
  sink += pos.outcome()!.winners.length;
  return pos.history.length;
}

function noCopy(start: Position<number>, rng: Rng): number {
  const pos = start.clone();
  while (!pos.isOver()) {
    const n = pos.legalMovesInto!(buffer);
    sink += pos.turn;
    pos.play(buffer[rng.int(n)]!);
  }
  sink += pos.outcome()!.winners.length;
  return pos.history.length;
}

const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** Games per CPU-second of `loop` for `seconds`, from a fresh seed, and the plies of the first 200 games. */
function rate(start: Position<number>, loop: typeof naive, seconds: number) {
  const rng = new Rng(34);
  let games = 0;
  let plies200 = 0;
  const cpu0 = cpuNow();
  const wall0 = performance.now();
  while (performance.now() - wall0 < seconds * 1000) {
    for (let i = 0; i < 20; i++) {
      const plies = loop(start, rng);
      if (games < 200) plies200 += plies;
      games++;
    }
  }
  return {
    perCpu: games / (cpuNow() - cpu0),
    perWall: games / ((performance.now() - wall0) / 1000),
    plies200,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const games = named.length > 0 ? named : Object.keys(starts);
if (games.length > 1) {
  // One child process per game (see above).
  const rest = argv.filter((a) => !named.includes(a));
  for (const name of games) {
    const r = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), name, ...rest],
      {
        stdio: 'inherit',
      },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  process.exit(0);
}

for (const name of games) {
  const make = starts[name];
  if (make === undefined) throw new Error(`no game ${name}; one of ${Object.keys(starts).join(' ')}`);
  const start = make();
  rate(start, viaPlayout, 0.5); // warm-up
  rate(start, naive, 0.5);
  const extra = BREAKDOWN ? { 'copy only': copyOnly, 'no copy': noCopy } : {};
  for (const loop of Object.values(extra)) rate(start, loop, 0.5);
  const fast: number[] = [];
  const slow: number[] = [];
  const ratios: number[] = [];
  const extraRatios: Record<string, number[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    const a = rate(start, viaPlayout, SECONDS);
    const b = rate(start, naive, SECONDS);
    if (a.plies200 !== b.plies200) throw new Error(`${name}: the two loops played different games`);
    fast.push(a.perCpu);
    slow.push(b.perCpu);
    ratios.push(a.perCpu / b.perCpu);
    for (const [label, loop] of Object.entries(extra)) {
      const c = rate(start, loop, SECONDS);
      if (c.plies200 !== a.plies200) throw new Error(`${name}: ${label} played different games`);
      (extraRatios[label] ??= []).push(a.perCpu / c.perCpu);
    }
  }
  const f = (x: number) => x.toFixed(0).padStart(7);
  const rounds = ratios.map((r) => r.toFixed(2)).join(' ');
  console.log(
    `${name.padEnd(15)} randomPlayout ${f(median(fast))} games/CPU-s, naive loop ${f(median(slow))}: ratio ${median(ratios).toFixed(2)} (rounds ${rounds})`,
  );
  for (const [label, rs] of Object.entries(extraRatios)) {
    const each = rs.map((r) => r.toFixed(2)).join(' ');
    console.log(`${''.padEnd(15)} ${label}: ratio ${median(rs).toFixed(2)} (rounds ${each})`);
  }
}
if (sink === 0.5) console.log(sink);
