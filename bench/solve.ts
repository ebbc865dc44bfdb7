/**
 * The solver's big facts and targets (`@quadrille/solve`), through the public API: each board
 * is solved, its proof checked by the independent checker, and one Markdown row printed with
 * the outcome, nodes, time, pace, table, memory, proof size and checker time. Outcomes known
 * from outside (published, or from the plain negamax of issue 43) are compared, and a
 * mismatch fails the run; the others are reported as found.
 *
 * Run (one solve at a time on a shared machine):
 *   flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/solve.ts [name…] [--memory MB] [--time S] [--algorithm dfs|dfpn] [--no-symmetry]
 * Names: the `name` column below (default: the `quick` set, seconds each). `--algorithm` picks
 * the search (default: the solver's); `--no-symmetry` keys the table by plain keys (see `SolveOptions.symmetry`).
 */
import { execSync } from 'node:child_process';
import type { AnyGame } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { linage } from '@quadrille/linage';
import { checkProof, DEFAULT_ALGORITHM, proofBytes, type SolveAlgorithm, solve } from '@quadrille/solve';
import { talpa } from '@quadrille/talpa';
// @ts-expect-error: a plain JavaScript module without declarations.
import { domineering } from '../examples/custom-game/domineering.js';

interface Case {
  readonly name: string;
  readonly game: AnyGame;
  readonly options: object;
  /** The outcome known from outside, and where from. */
  readonly known?: readonly [string, string];
  /** In the default run. */
  readonly quick?: boolean;
}

const CASES: readonly Case[] = [
  {
    name: 'ttt',
    game: mnk as unknown as AnyGame,
    options: { width: 3, height: 3, k: 3 },
    known: ['draw', 'folklore'],
    quick: true,
  },
  { name: 'mnk443', game: mnk as unknown as AnyGame, options: { width: 4, height: 4, k: 3 }, quick: true },
  {
    name: 'mnk444',
    game: mnk as unknown as AnyGame,
    options: { width: 4, height: 4, k: 4 },
    known: ['draw', 'issue 43'],
  },
  {
    name: 'dom2',
    game: domineering,
    options: { width: 2, height: 2 },
    known: ['first', 'Lachmann, Moore, Rapaport 2000'],
    quick: true,
  },
  { name: 'dom4', game: domineering, options: { width: 4, height: 4 }, quick: true },
  {
    name: 'dom5',
    game: domineering,
    options: { width: 5, height: 5 },
    known: ['second', 'Lachmann, Moore, Rapaport 2000 (width 5)'],
    quick: true,
  },
  { name: 'dom6', game: domineering, options: { width: 6, height: 6 } },
  { name: 'dom7', game: domineering, options: { width: 7, height: 7 } },
  {
    name: 'dom8',
    game: domineering,
    options: { width: 8, height: 8 },
    known: ['first', 'Breuker, Uiterwijk, van den Herik 2000'],
  },
  { name: 'talpa3', game: talpa as unknown as AnyGame, options: { size: 3 }, quick: true },
  {
    name: 'talpa4',
    game: talpa as unknown as AnyGame,
    options: { size: 4 },
    known: ['first', 'issue 43 (negamax)'],
    quick: true,
  },
  { name: 'talpa4x5', game: talpa as unknown as AnyGame, options: { width: 4, height: 5 } },
  { name: 'talpa5x4', game: talpa as unknown as AnyGame, options: { width: 5, height: 4 } },
  {
    name: 'talpa4x6',
    game: talpa as unknown as AnyGame,
    options: { width: 4, height: 6 },
    known: ['second', 'issue 43 (negamax)'],
  },
  { name: 'talpa5', game: talpa as unknown as AnyGame, options: { size: 5 } },
  { name: 'talpa5x6', game: talpa as unknown as AnyGame, options: { width: 5, height: 6 } },
  { name: 'talpa6x5', game: talpa as unknown as AnyGame, options: { width: 6, height: 5 } },
  { name: 'talpa6', game: talpa as unknown as AnyGame, options: { size: 6 } },
  { name: 'linage3', game: linage as unknown as AnyGame, options: { size: 3 } },
  { name: 'linage4', game: linage as unknown as AnyGame, options: { size: 4 } },
  { name: 'linage5', game: linage as unknown as AnyGame, options: { size: 5 } },
];

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(args[i + 1]);
};
const memory = flag('memory', 1024) * 2 ** 20;
const timeMs = flag('time', 600) * 1000;
const algorithmAt = args.indexOf('--algorithm');
const algorithm = algorithmAt < 0 ? {} : { algorithm: args[algorithmAt + 1] as SolveAlgorithm };
const symmetry = !args.includes('--no-symmetry');
const names = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const chosen = names.length > 0 ? CASES.filter((c) => names.includes(c.name)) : CASES.filter((c) => c.quick);

const sh = (cmd: string) => execSync(cmd, { encoding: 'utf8' }).trim();
console.log(
  `date ${new Date().toISOString()}, commit ${sh('git rev-parse --short HEAD')}, algorithm ${algorithm.algorithm ?? DEFAULT_ALGORITHM}, symmetry ${symmetry}, load ${sh('uptime').replace(/.*load average: /, '')}`,
);
console.log(
  '| board | outcome | known | nodes | time | nodes/s (cpu) | table used / entries | rss | proof positions | proof bytes | check |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
let failed = 0;
for (const c of chosen) {
  const cpu0 = process.cpuUsage();
  const r = await solve(c.game, c.game.create(c.options), { memory, timeMs, symmetry, ...algorithm });
  const cpuMs = (process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000;
  const rss = `${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`;
  const board = `${c.game.id} ${JSON.stringify(c.options)}`;
  const figures = `${r.nodes} | ${(r.ms / 1000).toFixed(1)} s | ${Math.round((r.nodes * 1000) / cpuMs)} | ${r.table.used} / ${r.table.entries} | ${rss}`;
  if (r.proof === undefined) {
    console.log(`| ${board} | stopped (${r.stopped}) | ${c.known?.[0] ?? ''} | ${figures} | | | |`);
    failed++;
    continue;
  }
  const check = checkProof(c.game, r.proof);
  const positions = r.proof.strategies.reduce((n, s) => n + s.positions, 0);
  const verdict = check.ok ? `ok, ${(check.ms / 1000).toFixed(2)} s` : `REFUSED: ${check.fault}`;
  const agrees = c.known === undefined || c.known[0] === r.outcome;
  const known = c.known === undefined ? '' : `${c.known[0]} (${c.known[1]})${agrees ? '' : ' MISMATCH'}`;
  console.log(
    `| ${board} | ${r.outcome} | ${known} | ${figures} | ${positions} | ${proofBytes(r.proof)} | ${verdict} |`,
  );
  if (!check.ok || !agrees) failed++;
}
process.exit(failed > 0 ? 1 : 0);
