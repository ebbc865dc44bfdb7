/**
 * Strength matches of @quadrille/ai, reproducible from the command line:
 *
 *   npx tsx --conditions=@quadrille/source bench/match.ts [--time S] [--games N] [--seed N] [--only NAME]
 *
 * Plays MCTS (S seconds per move, default 1) against the uniformly random player in every game
 * and every variant the CLI knows (seats alternating every game; in four-colour Blokus also MCTS
 * alone in one seat against three random colours, the seat changing every game), and against the
 * greedy Blokus baseline in Duo, then prints one result table per pairing and a summary. Targets: ≥ 95% against random everywhere,
 * ≥ 80% against greedy in Duo. Time budgets make results depend on the machine's speed: on a
 * shared or slow machine use fewer games or more time, and say so when quoting figures.
 */
import { parseArgs } from 'node:util';
import { aiSettings, lookupGame, seatNames } from '@quadrille/cli';
import { presetOptions } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
import {
  formatMatchSummary,
  makePlayer,
  parsePlayerSpec,
  playerSeed,
  runMatch,
  SEATINGS,
  summariseMatch,
} from '@quadrille/play';

interface Pairing {
  readonly name: string;
  readonly game: string;
  readonly variant: string;
  readonly opponent: string;
  readonly target: number;
  /** `one`: MCTS alone in one seat (a different one each game) against the field. */
  readonly seating?: keyof typeof SEATINGS;
}

/** The name of the pairing against random in one variant (`standard` goes without saying). */
function randomPairingName(game: string, variant: string): string {
  return `${game}${variant === 'standard' ? '' : `-${variant}`}-random`;
}

/** MCTS against random in every preset of the catalogue, then Blokus' two extra pairings. */
const PAIRINGS: readonly Pairing[] = [
  ...catalogue.flatMap((game) =>
    game.presets.map(({ name: variant }) => ({
      name: randomPairingName(game.id, variant),
      game: game.id,
      variant,
      opponent: 'random',
      target: 0.95,
    })),
  ),
  {
    name: 'blokus-classic-1v3-random',
    game: 'blokus',
    variant: 'classic',
    opponent: 'random',
    target: 0.95,
    seating: 'one',
  },
  { name: 'blokus-duo-greedy', game: 'blokus', variant: 'duo', opponent: 'greedy', target: 0.8 },
];

const { values } = parseArgs({
  options: {
    time: { type: 'string', default: '1' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: '1' },
    only: { type: 'string', multiple: true },
  },
});
const ai = aiSettings({ time: values.time, seed: values.seed }, 1);
const count = Number(values.games);
const chosen = PAIRINGS.filter(
  (p) => values.only === undefined || values.only.some((o) => p.name.includes(o)),
);
const summary: string[] = [];

for (const p of chosen) {
  const game = lookupGame(catalogue, p.game);
  const options = presetOptions(game, p.variant) as object;
  const names = ['mcts', p.opponent] as const;
  const players = [parsePlayerSpec(names[0]), parsePlayerSpec(names[1])] as const;
  const t0 = performance.now();
  console.log(
    `\n== ${p.name}: mcts (${values.time} s/move) vs ${p.opponent}, ${count} games, seating ${p.seating ?? 'alternate'}`,
  );
  const results = await runMatch({
    game,
    options,
    names,
    games: count,
    seating: SEATINGS[p.seating ?? 'alternate'],
    makePlayer: (side, g) =>
      makePlayer(players[side], { game, budget: ai.budget, seed: playerSeed(ai.seed, g, side) }),
    onGame: (r, g) =>
      process.stderr.write(
        `  game ${g + 1}/${count}: ${r.moves.length} moves, points mcts ${r.points[0]} ${p.opponent} ${r.points[1]}\n`,
      ),
  });
  const pos = game.create(options);
  const s = summariseMatch(results, pos.seats);
  console.log(formatMatchSummary(s, names, seatNames(game, pos)));
  const rate = s.points[0] / s.games;
  const verdict = rate >= p.target ? 'meets' : 'BELOW';
  summary.push(
    `${p.name.padEnd(26)} ${(100 * rate).toFixed(1).padStart(6)}% (${s.points[0]}/${s.games})  target ${100 * p.target}%: ${verdict}  [${((performance.now() - t0) / 1000).toFixed(0)} s]`,
  );
}

console.log(
  `\n== Summary (mcts ${values.time} s/move, ${count} games each, seed ${values.seed})\n${summary.join('\n')}`,
);
