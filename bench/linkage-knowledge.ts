/**
 * Linkage knowledge benchmark, in sections (all by default, or name them):
 *
 * - `playouts`: playouts per second to the end of the game, uniformly random against
 *   `linkageKnowledge.playoutMove`, from positions at plies 0, 6, 12 and 18 of four random
 *   games, moves generated with `legalMovesInto` into one buffer as the search does; and who
 *   wins them (uniformly random playouts are won by More about nine times in ten).
 * - `match`: the CLI's default player (`mcts`: RAVE, priors, solver, tree reuse,
 *   `linkageKnowledge` and no exploration bonus) against the CLI's `uct` baseline (plain UCT,
 *   no knowledge) at equal time per move, seats alternating, with the wins split by role: More
 *   wins most games between equal players, so the split says where the points come from.
 *
 * The machine's load (`uptime`) is printed before and after. Run under the benchmark lock:
 * flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/linkage-knowledge.ts [playouts] [match] [--time MS] [--games N] [--ms MS]
 */
import { execSync } from 'node:child_process';
import { mctsPlayer } from '@quadrille/ai';
import { Rng } from '@quadrille/core';
import { type LinkageMove, type LinkagePosition, linkage, linkageKnowledge } from '@quadrille/linkage';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const TIME_MS = option('time', 200);
const GAMES = option('games', 40);
const PLAYOUT_MS = option('ms', 1000);
const named = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const sections = new Set(named.length > 0 ? named : ['playouts', 'match']);
const pick = linkageKnowledge.playoutMove!;

const load = () => execSync('uptime').toString().trim();

/** The position after `ply` uniformly random moves of the game seeded `seed`. */
function sample(ply: number, seed: number): LinkagePosition {
  const rng = new Rng(seed);
  const pos = linkage.create();
  for (let i = 0; i < ply && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

/** Playouts per second from `starts` for `ms` milliseconds, and the share More wins. */
function playouts(starts: readonly LinkagePosition[], guided: boolean, ms: number) {
  const rng = new Rng(5);
  const buffer: LinkageMove[] = [];
  let games = 0;
  let moreWins = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    const pos = starts[games % starts.length]!.clone();
    for (;;) {
      const count = pos.legalMovesInto(buffer);
      if (count === 0) break;
      pos.play(guided ? pick(pos, buffer, count, rng) : buffer[rng.int(count)]!);
    }
    if (pos.outcome()!.winners[0] === pos.moreSeat) moreWins++;
    games++;
  }
  return { rate: (games * 1000) / (performance.now() - t0), more: moreWins / games };
}

console.log(`load before: ${load()}`);

if (sections.has('playouts')) {
  for (const ply of [0, 6, 12, 18]) {
    const starts = [1, 2, 3, 4].map((seed) => sample(ply, seed));
    const plain = playouts(starts, false, PLAYOUT_MS);
    const guided = playouts(starts, true, PLAYOUT_MS);
    console.log(
      `ply ${ply}: random ${Math.round(plain.rate)} playouts/s (More wins ${(100 * plain.more).toFixed(0)}%), ` +
        `knowledge ${Math.round(guided.rate)} playouts/s (More wins ${(100 * guided.more).toFixed(0)}%)`,
    );
  }
}

if (sections.has('match')) {
  let wins = 0;
  const asMore = { games: 0, wins: 0 };
  const sims = { mcts: 0, uct: 0, mctsMoves: 0, uctMoves: 0 };
  const t0 = performance.now();
  for (let g = 0; g < GAMES; g++) {
    // As the CLI's `mcts`: the knowledge, with the search settings it asks for (no exploration bonus).
    const mcts = mctsPlayer<LinkagePosition>({ seed: 100 + g, timeMs: TIME_MS, knowledge: linkageKnowledge });
    const uct = mctsPlayer<LinkagePosition>({
      seed: 200 + g,
      timeMs: TIME_MS,
      rave: false,
      reuse: false,
      solver: false,
    });
    // Seats alternate; seat 0 is More.
    const mctsSeat = g % 2;
    const pos = linkage.create();
    while (!pos.isOver()) {
      const ours = pos.turn === mctsSeat;
      const { move, stats } = (ours ? mcts : uct).search(pos);
      if (ours) {
        sims.mcts += stats.iterations;
        sims.mctsMoves++;
      } else {
        sims.uct += stats.iterations;
        sims.uctMoves++;
      }
      pos.play(move);
    }
    const won = pos.outcome()!.winners[0] === mctsSeat;
    if (won) wins++;
    if (mctsSeat === 0) {
      asMore.games++;
      if (won) asMore.wins++;
    }
  }
  const asFewer = { games: GAMES - asMore.games, wins: wins - asMore.wins };
  console.log(
    `mcts+knowledge vs uct at ${TIME_MS} ms/move: ${wins}/${GAMES} (${((100 * wins) / GAMES).toFixed(1)}%); ` +
      `as More ${asMore.wins}/${asMore.games}, as Fewer ${asFewer.wins}/${asFewer.games}; ` +
      `simulations per move: mcts ${Math.round(sims.mcts / sims.mctsMoves)}, uct ${Math.round(sims.uct / sims.uctMoves)}; ` +
      `${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

console.log(`load after: ${load()}`);
