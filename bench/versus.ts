/**
 * Two versions of the MCTS player against each other at equal time: this working tree's
 * `mctsPlayer` against the `mctsPlayer` of another checkout (an earlier commit, built into its
 * own folder with its own `npm ci`), both with the game's knowledge and their defaults, seats
 * alternating every game, one process (so both sides see the same machine load, move by move).
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci)
 *   flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/versus.ts \
 *     --other /tmp/before/packages/ai/src/index.ts --game talpa [--variant NAME] [--options JSON] \
 *     [--time MS] [--games N] [--seed N] [--other-games /tmp/before/packages/games/src/index.ts]
 *
 * With `--other-games`, the other side also plays with the game's knowledge from the other
 * checkout's catalogue (to measure a change of the knowledge: playouts, priors); else both
 * sides use this tree's.
 *
 * Prints each game as it ends and a summary: this tree's score (wins, half a point for a shared
 * win), its 95% Wilson interval, by seat, the simulations a move of each side, the date, the
 * commit and the load before and after. The other side plays the positions of this tree's game
 * packages through the protocol, which every version keeps.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { mctsPlayer, type Player } from '@quadrille/ai';
import { type Position, presetOptions } from '@quadrille/core';
import { catalogue } from '@quadrille/games';

const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    'other-games': { type: 'string' },
    game: { type: 'string', default: 'talpa' },
    variant: { type: 'string' },
    options: { type: 'string' },
    time: { type: 'string', default: '200' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
  },
});
if (values.other === undefined)
  throw new Error('--other PATH: the index.ts (or index.js) of the other @quadrille/ai');
const game = catalogue.find((g) => g.id === values.game);
if (game === undefined)
  throw new Error(`no game ${values.game}; one of ${catalogue.map((g) => g.id).join(', ')}`);
const options =
  values.options !== undefined
    ? (JSON.parse(values.options) as object)
    : values.variant !== undefined
      ? presetOptions(game, values.variant)
      : {};
const timeMs = Number(values.time);
const games = Number(values.games);
const seed = Number(values.seed);
const other = (await import(values.other)) as { mctsPlayer: typeof mctsPlayer };
const knowledge = game.knowledge;
const otherKnowledge =
  values['other-games'] === undefined
    ? knowledge
    : ((await import(values['other-games'])) as { catalogue: typeof catalogue }).catalogue.find(
        (g) => g.id === game.id,
      )!.knowledge;

const load = () => execSync('uptime').toString().trim();
const commit = execSync('git rev-parse --short HEAD').toString().trim();
console.log(
  `# ${game.id} ${JSON.stringify(options)}: this tree (${commit}) against ${values.other}` +
    (values['other-games'] === undefined ? '' : ` with the knowledge of ${values['other-games']}`),
);
console.log(`# ${timeMs} ms a move, ${games} games, seed ${seed}; ${new Date().toISOString()}`);
console.log(`# load before: ${load()}`);

const sims = { ours: [0, 0], theirs: [0, 0] };
let score = 0;
const bySeat = [0, 0];
for (let g = 0; g < games; g++) {
  const oursSeat = g % 2;
  const ours = mctsPlayer({ seed: seed + g, timeMs, knowledge }) as Player<Position<number>>;
  const theirs = other.mctsPlayer({ seed: seed + g, timeMs, knowledge: otherKnowledge }) as Player<
    Position<number>
  >;
  const pos = game.create(options as never) as Position<number>;
  while (!pos.isOver()) {
    const mine = pos.turn === oursSeat;
    const { move, stats } = await (mine ? ours : theirs).chooseMove(pos);
    const tally = mine ? sims.ours : sims.theirs;
    tally[0]! += stats.iterations;
    tally[1]!++;
    pos.play(move);
  }
  const { winners } = pos.outcome()!;
  const points = winners.includes(oursSeat) ? 1 / winners.length : 0;
  score += points;
  bySeat[oursSeat]! += points;
  console.log(`game ${g + 1}: ours seat ${oursSeat}, ${points} (score ${score}/${g + 1})`);
}
const p = score / games;
const z = 1.96;
const centre = (p + (z * z) / (2 * games)) / (1 + (z * z) / games);
const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / (1 + (z * z) / games);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(
  `ours ${score} of ${games} (${pct(p)}, 95% ${pct(centre - half)}–${pct(centre + half)}); as seat 0 ${bySeat[0]}/${Math.ceil(games / 2)}, as seat 1 ${bySeat[1]}/${Math.floor(games / 2)}`,
);
console.log(
  `simulations a move: ours ${Math.round(sims.ours[0]! / sims.ours[1]!)}, theirs ${Math.round(sims.theirs[0]! / sims.theirs[1]!)}`,
);
console.log(`# load after: ${load()}`);
