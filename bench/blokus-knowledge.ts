/**
 * Blokus knowledge benchmark (the strength work's target: a knowledge-guided Duo playout keeps ≥ 10,000
 * simulations/s inside the search), in sections (all by default, or name them):
 *
 * - `playouts`: playouts per second to the end of the game, uniformly random against
 *   `blokusKnowledge.playoutMove`, from Duo positions at plies 0, 8, 16 and 24 of four
 *   random-but-reasonable games (each move drawn by the knowledge's own playout policy), moves
 *   generated with `legalMovesInto` into one buffer, as the search does.
 * - `mcts`: simulations per second of a 1 s `mctsPlayer` search (RAVE, priors, tree reuse off:
 *   one search per position) from the same positions, with `blokusKnowledge` and without
 *   knowledge.
 * - `game`: a Duo game of the knowledge player against itself at 1 s per move: simulations per
 *   second of each search, averaged over the moves of the game (the figure the target is about:
 *   searches in the positions that real games go through).
 *
 * The machine's load (`uptime`) is printed before and after. Run under the benchmark lock:
 * flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/blokus-knowledge.ts [playouts] [mcts] [game] [--time MS] [--games N]
 */
import { execSync } from 'node:child_process';
import { mctsPlayer } from '@quadrille/ai';
import { type BlokusMove, type BlokusPosition, blokus, blokusKnowledge } from '@quadrille/blokus';
import { type GameKnowledge, Rng } from '@quadrille/core';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const TIME_MS = option('time', 1000);
const GAMES = option('games', 1);
const named = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const sections = new Set(named.length > 0 ? named : ['playouts', 'mcts', 'game']);
const PLIES = [0, 8, 16, 24] as const;
const SAMPLES = [1, 2, 3, 4] as const;
const NONE: GameKnowledge<BlokusPosition> = {};
const pick = blokusKnowledge.playoutMove!;

const load = () => execSync('uptime').toString().trim();

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

/** Playouts per second (and plies per playout) from `starts`, for `ms` milliseconds. */
function playouts(starts: readonly BlokusPosition[], knowledge: GameKnowledge<BlokusPosition>, ms: number) {
  const rng = new Rng(5);
  const buffer: BlokusMove[] = [];
  const policy = knowledge.playoutMove;
  let games = 0;
  let plies = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    const pos = starts[games % starts.length]!.clone();
    for (;;) {
      const count = pos.legalMovesInto(buffer);
      if (count === 0) break;
      pos.play(policy === undefined ? buffer[rng.int(count)]! : policy(pos, buffer, count, rng));
      plies++;
    }
    games++;
  }
  return { perSecond: (games * 1000) / (performance.now() - t0), plies: plies / games };
}

/** Simulations per second of one `timeMs` search of `pos`. */
function simsPerSecond(
  pos: BlokusPosition,
  knowledge: GameKnowledge<BlokusPosition>,
  timeMs: number,
  seed = 1,
) {
  const player = mctsPlayer<BlokusPosition>({ seed, knowledge, timeMs, reuse: false });
  const { stats } = player.search(pos);
  return (stats.iterations * 1000) / stats.elapsedMs;
}

const fmt = (x: number) => Math.round(x).toLocaleString('en');

console.log(`load before: ${load()}`);
// Warm up the JIT and build the tables.
playouts([sample(8, 1)], blokusKnowledge, 500);
playouts([sample(8, 1)], NONE, 300);
simsPerSecond(sample(8, 1), blokusKnowledge, 300);

if (sections.has('playouts')) {
  console.log('\nplayouts/s to the end from Duo positions (4 games, 2 s each):');
  console.log('ply | uniform (plies) | knowledge (plies)');
  for (const ply of PLIES) {
    const starts = SAMPLES.map((s) => sample(ply, s)).filter((p) => !p.isOver());
    const u = playouts(starts, NONE, 2000);
    const k = playouts(starts, blokusKnowledge, 2000);
    console.log(
      `${ply} | ${fmt(u.perSecond)} (${u.plies.toFixed(1)}) | ${fmt(k.perSecond)} (${k.plies.toFixed(1)})`,
    );
  }
}

if (sections.has('mcts')) {
  console.log(`\nMCTS simulations/s, one ${TIME_MS} ms search per position (mean of the 4 games):`);
  console.log('ply | no knowledge | blokusKnowledge');
  for (const ply of PLIES) {
    const starts = SAMPLES.map((s) => sample(ply, s)).filter((p) => !p.isOver());
    const mean = (k: GameKnowledge<BlokusPosition>) =>
      starts.reduce((sum, p) => sum + simsPerSecond(p, k, TIME_MS), 0) / starts.length;
    console.log(`${ply} | ${fmt(mean(NONE))} | ${fmt(mean(blokusKnowledge))}`);
  }
}

if (sections.has('game')) {
  console.log(`\nSelf-play Duo games with blokusKnowledge at ${TIME_MS} ms per move:`);
  for (let g = 0; g < GAMES; g++) {
    const players = [0, 1].map((s) =>
      mctsPlayer<BlokusPosition>({ seed: 100 * g + s, knowledge: blokusKnowledge, timeMs: TIME_MS }),
    );
    const pos = blokus.create({ variant: 'duo' });
    const rates: number[] = [];
    while (!pos.isOver()) {
      const { move, stats } = players[pos.turn]!.search(pos);
      if (stats.iterations > 0) rates.push((stats.iterations * 1000) / stats.elapsedMs);
      pos.play(move);
    }
    const mean = rates.reduce((a, b) => a + b, 0) / rates.length;
    const sorted = [...rates].sort((a, b) => a - b);
    console.log(
      `game ${g + 1}: ${pos.history.length} plies, scores ${pos.outcome()!.scores.join(':')}; ` +
        `simulations/s over ${rates.length} searches: mean ${fmt(mean)}, min ${fmt(sorted[0]!)}, ` +
        `median ${fmt(sorted[sorted.length >> 1]!)}, first move ${fmt(rates[0]!)}`,
    );
  }
}

console.log(`\nload after: ${load()}`);
