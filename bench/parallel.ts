/**
 * Parallel search: what a second thread buys.
 *
 *   flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/parallel.ts [sims|match|all]
 *     [--time MS] [--reps N] [--match-time MS] [--minutes M] [--games N] [--game G] [--iterations N]
 *     [--double] [--seed N] [--tree shared|root]
 *
 * - `sims`: simulations per move at equal wall time (`--time`, default 1000 ms) on Blokus Duo
 *   and Talpa 8×8 positions (the start and two later positions reached by seeded random play):
 *   `mctsPlayer` on the main thread, and `parallelPlayer` with 1 and 2 threads, taking turns
 *   search by search. Each figure is the median of `--reps` searches after a warm-up one; trees
 *   are not reused, so every search starts from scratch. Target: 2 threads ≥ 1.8× the
 *   simulations of one. `--tree` picks the parallel player's tree: `shared` (the default where
 *   memory can be shared: one tree for both threads) or `root` (a tree per thread).
 * - `match`: `parallelPlayer` with 2 threads against 1 thread at equal time per move
 *   (`--match-time`, default 200 ms) in `--game` (talpa: 8×8, the default; duo: Blokus Duo;
 *   linkage; linage: 11×11), seats alternating every game, new seeds every game, until
 *   `--minutes` (default 10) have passed or `--games` are played. Reports the 2-thread side's
 *   score with a 95% Wilson interval, and by seat. `--iterations N` replaces the time budget by
 *   N simulations per move on each thread (load-independent: exactly twice the simulations).
 *   `--double` (with `--iterations N`) replaces the 2-thread side by one thread with 2N
 *   simulations a move: one tree with twice the simulations, the most root parallelism can hope
 *   to be worth.
 *
 * Both players use the game's knowledge when its package exports one (`blokusKnowledge`,
 * `talpaKnowledge`). The machine's load average is printed with every figure: another process on
 * the two cores takes a thread's share and shows there.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { mctsPlayer, type Player } from '@quadrille/ai';
import { type NodeParallelOptions, parallelPlayer } from '@quadrille/ai/node';
import { type AnyGame, type GameKnowledge, type Position, Rng } from '@quadrille/core';
import { wilson } from '@quadrille/play';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    time: { type: 'string', default: '1000' },
    reps: { type: 'string', default: '5' },
    'match-time': { type: 'string', default: '200' },
    minutes: { type: 'string', default: '10' },
    games: { type: 'string', default: '1000' },
    game: { type: 'string', default: 'talpa' },
    iterations: { type: 'string' },
    double: { type: 'boolean', default: false },
    seed: { type: 'string', default: '1' },
    tree: { type: 'string' },
  },
});
const tree = values.tree as 'shared' | 'root' | undefined;
const part = positionals[0] ?? 'all';

/** One game of the benchmark, as a thread names it and as this thread uses it. */
interface Subject {
  readonly label: string;
  readonly names: NodeParallelOptions['game'];
  readonly game: AnyGame;
  readonly knowledge: GameKnowledge | undefined;
  readonly options: unknown;
}

async function subject(label: string, module: string, name: string, options: unknown): Promise<Subject> {
  const mod = (await import(module)) as Record<string, unknown>;
  const knowledgeName = `${name}Knowledge`;
  const knowledge = mod[knowledgeName] as GameKnowledge | undefined;
  return {
    label,
    names: { module, game: name, ...(knowledge === undefined ? {} : { knowledge: knowledgeName }) },
    game: mod[name] as AnyGame,
    knowledge,
    options,
  };
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The position after `plies` seeded random moves from the start (or fewer if the game ends). */
function positionAt(s: Subject, plies: number, seed: number): Position<number> {
  const pos = s.game.create(s.options);
  const rng = new Rng(seed);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

/**
 * Median simulations per search of each player on `pos`, after a warm-up search each. The
 * players take turns, search by search, so that a passing load on the machine hits them alike.
 */
async function simulations(
  players: readonly Player[],
  pos: Position<number>,
  reps: number,
): Promise<number[]> {
  for (const p of players) await p.chooseMove(pos);
  const counts: number[][] = players.map(() => []);
  for (let i = 0; i < reps; i++) {
    for (const [k, p] of players.entries()) counts[k]!.push((await p.chooseMove(pos)).stats.iterations);
  }
  return counts.map(median);
}

async function sims(): Promise<void> {
  const timeMs = Number(values.time);
  const reps = Number(values.reps);
  const subjects = [
    { s: await subject('Blokus Duo', '@quadrille/blokus', 'blokus', { variant: 'duo' }), plies: [0, 10, 20] },
    { s: await subject('Talpa 8x8', '@quadrille/talpa', 'talpa', { size: 8 }), plies: [0, 10, 20] },
  ];
  console.log(
    `## Simulations per move at ${timeMs} ms (median of ${reps}, no tree reuse, tree ${tree ?? 'default'})\n`,
  );
  console.log(
    '| game | ply | knowledge | mctsPlayer | 1 thread | 2 threads | 2 thr / 1 thr | 2 thr / mctsPlayer | load |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const totals = [0, 0, 0];
  for (const { s, plies } of subjects) {
    const common = { timeMs, reuse: false, seed: Number(values.seed) };
    const local = mctsPlayer({ ...common, knowledge: s.knowledge });
    const one = parallelPlayer({ ...common, threads: 1, game: s.names });
    const two = parallelPlayer({
      ...common,
      threads: 2,
      game: s.names,
      ...(tree === undefined ? {} : { tree }),
    });
    for (const ply of plies) {
      const pos = positionAt(s, ply, Number(values.seed) + ply);
      const before = load();
      const [a, b, c] = (await simulations([local, one, two], pos, reps)) as [number, number, number];
      totals[0]! += a;
      totals[1]! += b;
      totals[2]! += c;
      console.log(
        `| ${s.label} | ${pos.history.length} | ${s.knowledge ? 'yes' : 'no'} | ${a} | ${b} | ${c} | ${(c / b).toFixed(2)}× | ${(c / a).toFixed(2)}× | ${before} → ${load()} |`,
      );
    }
    await Promise.all([one.close(), two.close()]);
  }
  const [a, b, c] = totals as [number, number, number];
  console.log(
    `\nall positions: 2 threads ${(c / b).toFixed(2)}× the simulations of 1 thread, ${(c / a).toFixed(2)}× those of mctsPlayer`,
  );
}

/** The games `match` can play (`--game`). */
const MATCH_GAMES = {
  talpa: () => subject('Talpa 8x8', '@quadrille/talpa', 'talpa', { size: 8 }),
  duo: () => subject('Blokus Duo', '@quadrille/blokus', 'blokus', { variant: 'duo' }),
  linkage: () => subject('Linkage', '@quadrille/linkage', 'linkage', {}),
  linage: () => subject('Linage 11x11', '@quadrille/linage', 'linage', { size: 11 }),
};

async function match(): Promise<void> {
  if (!Object.hasOwn(MATCH_GAMES, values.game)) {
    throw new Error(`--game must be one of ${Object.keys(MATCH_GAMES).join(', ')}`);
  }
  const timeMs = Number(values['match-time']);
  // With --iterations, each thread runs that many simulations a move instead of a time budget:
  // the same comparison, immune to the machine's load (the 2-thread side then has exactly twice
  // the simulations; at equal time it has what the cores give, as `sims` measures).
  const iterations = values.iterations === undefined ? undefined : Number(values.iterations);
  const budget = iterations === undefined ? { timeMs } : { iterations };
  const budgetText =
    iterations === undefined ? `${timeMs} ms/move` : `${iterations} simulations/move per thread`;
  const deadline = Date.now() + Number(values.minutes) * 60_000;
  const maxGames = Number(values.games);
  const s = await MATCH_GAMES[values.game as keyof typeof MATCH_GAMES]();
  if (values.double && iterations === undefined) throw new Error('--double needs --iterations');
  // The challenger: 2 threads, or with --double one thread with twice the simulations.
  const name = values.double ? 'the doubled thread' : '2 threads';
  const challenger = (seed: number) =>
    values.double
      ? parallelPlayer({ threads: 1, game: s.names, iterations: 2 * iterations!, seed })
      : parallelPlayer({
          threads: 2,
          game: s.names,
          ...budget,
          seed,
          ...(tree === undefined ? {} : { tree }),
        });
  const seed = Number(values.seed);
  console.log(
    `## ${s.label}: ${values.double ? '1 thread with twice the simulations' : name} against 1 thread at ${budgetText} (knowledge: ${s.knowledge ? 'yes' : 'no'})\n`,
  );
  console.log(`load at start: ${load()}`);
  let score = 0;
  let games = 0;
  const tally = { wins: 0, draws: 0, losses: 0, plies: 0 };
  // The 2-thread side's score by the seat it held: a game whose first mover nearly always wins
  // scores 50% whatever the strength, and shows it here.
  const bySeat = [
    { score: 0, games: 0 },
    { score: 0, games: 0 },
  ];
  const simulations = { two: 0, one: 0, twoMoves: 0, oneMoves: 0 };
  const records = new Set<string>();
  while (games < maxGames && Date.now() < deadline) {
    const two = challenger(seed * 1000 + games * 2);
    const one = parallelPlayer({ threads: 1, game: s.names, ...budget, seed: seed * 1000 + games * 2 + 1 });
    // Seats alternate: the 2-thread side moves first in even games.
    const twoSeat = games % 2;
    const pos = s.game.create(s.options);
    try {
      while (!pos.isOver()) {
        const mover = pos.turn === twoSeat ? two : one;
        const { move, stats } = await mover.chooseMove(pos);
        if (mover === two) {
          simulations.two += stats.iterations;
          simulations.twoMoves++;
        } else {
          simulations.one += stats.iterations;
          simulations.oneMoves++;
        }
        pos.play(move);
      }
    } finally {
      await Promise.all([two.close(), one.close()]);
    }
    const outcome = pos.outcome()!;
    const won = outcome.winners.includes(twoSeat);
    const share = won ? 1 / outcome.winners.length : 0;
    score += share;
    bySeat[twoSeat]!.score += share;
    bySeat[twoSeat]!.games++;
    if (share === 1) tally.wins++;
    else if (share > 0) tally.draws++;
    else tally.losses++;
    tally.plies += pos.history.length;
    records.add(pos.history.join(','));
    games++;
  }
  const w = wilson(score, games);
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  console.log(
    `games ${games}: ${name} won ${tally.wins}, drew ${tally.draws}, lost ${tally.losses}; ` +
      `score ${pct(w.estimate)} (95% interval ${pct(w.low)}–${pct(w.high)})`,
  );
  console.log(
    `${name} as seat 0 (first to move): ${bySeat[0]!.score}/${bySeat[0]!.games}; ` +
      `as seat 1: ${bySeat[1]!.score}/${bySeat[1]!.games}`,
  );
  console.log(
    `distinct games ${records.size}; mean length ${(tally.plies / Math.max(1, games)).toFixed(1)} plies; ` +
      `simulations per move: ${name} ${Math.round(simulations.two / simulations.twoMoves)}, ` +
      `1 thread ${Math.round(simulations.one / simulations.oneMoves)}`,
  );
  console.log(`load at end: ${load()}`);
}

if (part === 'sims' || part === 'all') await sims();
if (part === 'match' || part === 'all') await match();
