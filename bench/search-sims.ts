/**
 * Search speed of any catalogue game: simulations per CPU-second of the default search
 * (`mctsPlayer` with the game's knowledge and its defaults, `reuse: false`, so every search
 * starts from scratch) at plies 0, 10 and 20 of games drawn by the knowledge's playout policy.
 *
 *   flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/search-sims.ts --game linkage \
 *     [--options JSON] [--plies 0,10,20] [--time MS] [--reps N] [--games N] [--seed N] [--compare]
 *
 * - Positions: ply 0 once, and each later ply in `--games` (default 2) games, each drawn from
 *   `game.create(options)` by the knowledge's `playoutMove` (uniformly random without one) with
 *   `new Rng(seed + g)`.
 * - A figure is the median over `--reps` (default 5) searches of `--time` ms (default 1000; the
 *   search's own wall-time budget) of `stats.iterations` over the CPU seconds of the search
 *   (`process.cpuUsage`, user + system), after one unrecorded warm-up search per position.
 * - `--compare`: also the same knowledge without its `simulator` (the search then plays out on a
 *   copy of the position, as for a game without one), the two taking turns search by search at
 *   each position, so that a change of load falls on both.
 *
 * Prints a markdown table, the date, the commit (with the files under packages/ that differ from
 * it: the code measured is the working tree) and the load (`uptime`) before and after. Run a
 * checkout of an earlier commit with a copy of this file to measure that commit the same way.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { mctsPlayer, type Player } from '@quadrille/ai';
import { type GameKnowledge, type Position, Rng } from '@quadrille/core';
import { catalogue } from '@quadrille/games';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'linkage' },
    options: { type: 'string' },
    plies: { type: 'string', default: '0,10,20' },
    time: { type: 'string', default: '1000' },
    reps: { type: 'string', default: '5' },
    games: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    compare: { type: 'boolean', default: false },
  },
});
const game = catalogue.find((g) => g.id === values.game);
if (game === undefined)
  throw new Error(`no game ${values.game}; one of ${catalogue.map((g) => g.id).join(', ')}`);
const options = values.options === undefined ? {} : (JSON.parse(values.options) as object);
const plies = values.plies.split(',').map(Number);
const timeMs = Number(values.time);
const reps = Number(values.reps);
const games = Number(values.games);
const seed = Number(values.seed);
const knowledge = game.knowledge as GameKnowledge<Position<number>> | undefined;
if (knowledge === undefined) throw new Error(`${game.id} has no knowledge`);

const sh = (cmd: string) => execSync(cmd).toString().trim();
const load = () => sh('uptime');
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 === 1 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The position after `ply` moves of the game drawn with `seed` (fewer if it ends first). */
function sample(ply: number, gameSeed: number): Position<number> {
  const rng = new Rng(gameSeed);
  const pos = game!.create(options as never) as Position<number>;
  const pick = knowledge!.playoutMove;
  for (let i = 0; i < ply && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(pick === undefined ? moves[rng.int(moves.length)]! : pick(pos, moves, moves.length, rng));
  }
  return pos;
}

/** One search from `pos`: its simulations and CPU seconds. */
async function search(
  k: GameKnowledge<Position<number>>,
  pos: Position<number>,
  searchSeed: number,
): Promise<{ sims: number; cpu: number }> {
  const player = mctsPlayer({ seed: searchSeed, timeMs, knowledge: k, reuse: false }) as Player<
    Position<number>
  >;
  const since = process.cpuUsage();
  const { stats } = await player.chooseMove(pos.clone());
  return { sims: stats.iterations, cpu: cpuSeconds(since) };
}

const withoutSimulator: GameKnowledge<Position<number>> = { ...knowledge, simulator: undefined };
const engines = values.compare
  ? ([
      ['with its simulator', knowledge],
      ['without', withoutSimulator],
    ] as const)
  : ([['search', knowledge]] as const);

const commit = sh('git rev-parse --short HEAD');
const changed = sh('git status --short packages').split('\n').filter(Boolean).length;
console.log(
  `# ${game.id} ${JSON.stringify(options)}: ${commit}${changed > 0 ? ` + ${changed} changed files under packages/` : ''}`,
);
console.log(`# ${timeMs} ms searches, median of ${reps}; ${new Date().toISOString()}`);
console.log(`# load before: ${load()}`);
const header = engines.map(([name]) => `${name}: sims/CPU-s (sims a search)`);
console.log(`| ply | game | ${header.join(' | ')} |${values.compare ? ' ratio |' : ''}`);
console.log(`|---:|---:|${engines.map(() => '---:|').join('')}${values.compare ? '---:|' : ''}`);
for (const ply of plies) {
  for (let g = 0; g < (ply === 0 ? 1 : games); g++) {
    const pos = sample(ply, seed + g);
    if (pos.isOver()) continue;
    const rates = engines.map(() => [] as number[]);
    const sims = engines.map(() => [] as number[]);
    for (const [, k] of engines) await search(k, pos, seed); // warm-up, unrecorded
    for (let r = 0; r < reps; r++) {
      for (let e = 0; e < engines.length; e++) {
        const { sims: n, cpu } = await search(engines[e]![1], pos, seed + r + 1);
        rates[e]!.push(n / cpu);
        sims[e]!.push(n);
      }
    }
    const cells = engines.map(
      (_, e) =>
        `${Math.round(median(rates[e]!)).toLocaleString('en')} (${Math.round(median(sims[e]!)).toLocaleString('en')})`,
    );
    const ratio = values.compare ? ` ${(median(rates[0]!) / median(rates[1]!)).toFixed(2)}× |` : '';
    console.log(`| ${ply} | ${ply === 0 ? '—' : g + 1} | ${cells.join(' | ')} |${ratio}`);
  }
}
console.log(`# load after: ${load()}`);
