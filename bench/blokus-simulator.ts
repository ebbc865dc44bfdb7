/**
 * Blokus playouts as a search runs them: `BlokusSimulator` (blokusKnowledge.simulator: its own
 * state, move lists kept incrementally) against today's loop on a position (clone, then
 * `legalMovesInto` + `blokusKnowledge.playoutMove` + `play` to the end), both with the same
 * playout policy, from the same Duo positions: plies 0, 8 and 16 of four games drawn by that
 * policy (as bench/blokus-knowledge.ts samples them).
 *
 * Playouts per CPU-second (`process.cpuUsage`, user + system), the two engines in alternating
 * rounds (each round runs every position in turn for `--round` ms of wall time), so that a
 * change in the machine's load falls on all. The simulator runs twice: with its list loops in
 * WebAssembly (its default) and in JavaScript (`{ wasm: false }`). The simulator is reset once per position, then
 * each playout is a `restore()` and a `playout()` that records its moves and seats, as a
 * search's simulation does. The load (`uptime`) is printed before and after. Run under the
 * benchmark lock:
 *
 * flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/blokus-simulator.ts [--rounds N] [--round MS]
 */
import { execSync } from 'node:child_process';
import {
  type BlokusMove,
  type BlokusPosition,
  BlokusSimulator,
  blokus,
  blokusKnowledge,
} from '@quadrille/blokus';
import { type PlayoutRecord, Rng } from '@quadrille/core';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const ROUNDS = option('rounds', 5);
const ROUND_MS = option('round', 1000);
const PLIES = [0, 8, 16] as const;
const SAMPLES = [1, 2, 3, 4] as const;
const pick = blokusKnowledge.playoutMove!;

const load = () => execSync('uptime').toString().trim();
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The Duo position after `ply` moves of a game drawn by the knowledge's playout policy. */
function sample(ply: number, seed: number): BlokusPosition {
  const rng = new Rng(seed);
  const pos = blokus.create({ variant: 'duo' });
  const buffer: BlokusMove[] = [];
  for (let i = 0; i < ply; i++) {
    const count = pos.legalMovesInto(buffer);
    if (count === 0) break;
    pos.play(pick(pos, buffer, count, rng));
  }
  return pos;
}

/** Where a search's simulation writes its playout's moves: two typed arrays, reused. */
class Record implements PlayoutRecord {
  readonly moves = new Int32Array(512);
  readonly seats = new Int32Array(512);
  length = 0;
  push(move: number, seat: number): void {
    this.moves[this.length] = move;
    this.seats[this.length++] = seat;
  }
}

interface Tally {
  playouts: number;
  plies: number;
  cpuMs: number;
}
const tally = (): Tally => ({ playouts: 0, plies: 0, cpuMs: 0 });

/** Today's loop: playouts from `starts` in turn for `ms` of wall time, added to `t`. */
function loopRound(starts: readonly BlokusPosition[], rng: Rng, ms: number, t: Tally): void {
  const buffer: BlokusMove[] = [];
  const t0 = performance.now();
  const c0 = cpuMs();
  let games = 0;
  while (performance.now() - t0 < ms) {
    const pos = starts[games % starts.length]!.clone();
    for (;;) {
      const count = pos.legalMovesInto(buffer);
      if (count === 0) break;
      pos.play(pick(pos, buffer, count, rng));
      t.plies++;
    }
    games++;
  }
  t.cpuMs += cpuMs() - c0;
  t.playouts += games;
}

/** The simulator: one per start (reset once), restore + playout in turn for `ms`, added to `t`. */
function simulatorRound(sims: readonly BlokusSimulator[], rng: Rng, ms: number, t: Tally): void {
  const record = new Record();
  const t0 = performance.now();
  const c0 = cpuMs();
  let games = 0;
  while (performance.now() - t0 < ms) {
    const sim = sims[games % sims.length]!;
    sim.restore();
    record.length = 0;
    sim.playout(rng, record);
    t.plies += record.length;
    games++;
  }
  t.cpuMs += cpuMs() - c0;
  t.playouts += games;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en');
let commit = '';
try {
  commit = execSync('git rev-parse --short HEAD').toString().trim();
} catch {}

console.log(`load before: ${load()}`);
const sets = PLIES.map((ply) => {
  const starts = SAMPLES.map((s) => sample(ply, s)).filter((p) => !p.isOver());
  const simulators = (wasm: boolean) =>
    starts.map((p) => {
      const sim = new BlokusSimulator(p.rules, { wasm });
      sim.reset(p);
      return sim;
    });
  return {
    ply,
    starts,
    sims: simulators(true),
    jsSims: simulators(false),
    loop: tally(),
    simulator: tally(),
    js: tally(),
  };
});
if (sets[0]!.sims[0]!.loops !== 'webassembly') throw new Error('the simulator cannot run WebAssembly here');
// Warm up the JIT and build the tables (not counted).
for (const set of sets) {
  loopRound(set.starts, new Rng(9), 300, tally());
  simulatorRound(set.sims, new Rng(9), 300, tally());
  simulatorRound(set.jsSims, new Rng(9), 300, tally());
}
const rng = new Rng(5);
for (let round = 0; round < ROUNDS; round++) {
  for (const set of sets) {
    // Rotate which engine goes first.
    const engines = [
      () => loopRound(set.starts, rng, ROUND_MS, set.loop),
      () => simulatorRound(set.jsSims, rng, ROUND_MS, set.js),
      () => simulatorRound(set.sims, rng, ROUND_MS, set.simulator),
    ];
    for (let k = 0; k < engines.length; k++) engines[(round + k) % engines.length]!();
  }
}
const loadAfter = load();

console.log(
  `\nDuo playouts per CPU-second, ${SAMPLES.length} games, ${ROUNDS} alternating rounds of ${ROUND_MS} ms ` +
    `per engine and ply (Node ${process.version}${commit ? `, ${commit}` : ''}):\n`,
);
console.log(
  '| ply | position loop | BlokusSimulator, JavaScript loops | BlokusSimulator, WebAssembly loops | simulator / loop | WebAssembly / JavaScript | plies per playout (loop / simulator) |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const { ply, loop, simulator, js } of sets) {
  const rate = (t: Tally) => (t.playouts * 1000) / t.cpuMs;
  const [a, j, w] = [rate(loop), rate(js), rate(simulator)];
  console.log(
    `| ${ply} | ${fmt(a)} | ${fmt(j)} | ${fmt(w)} | ${(w / a).toFixed(2)}× | ${(w / j).toFixed(2)}× | ` +
      `${(loop.plies / loop.playouts).toFixed(1)} / ${(simulator.plies / simulator.playouts).toFixed(1)} |`,
  );
}
console.log(`\nload after: ${loadAfter}`);
