/**
 * Fits the weights of `blokusKnowledge`'s Duo priors, in two steps:
 *
 * - `label`: plays Duo games of a GTP engine (Pentobi) against itself, one move in five drawn
 *   by the knowledge's playout policy instead (for variety), and writes one JSON line per
 *   position where the engine chose: the index of its move among the legal moves, and the
 *   prior features (`priorFeatures`) of every legal move.
 * - `fit`: a conditional logit (each position a softmax over its legal moves) fitted by Adam on
 *   three quarters of the positions, reported on the quarter held out against the weights in
 *   the knowledge today: log-loss, the share of moves ranked above the engine's, and how often
 *   the top move is the engine's. Prints the fitted weights.
 *
 * The engine is outside the repository (see bench/RESULTS.md#how-pentobi-is-run: how Pentobi was built). Example:
 *
 *   npx tsx --conditions=@quadrille/source bench/blokus-priors.ts label \
 *     --engine "/path/to/pentobi-gtp --nobook --quiet --noresign --game duo --level 6 --seed 21" \
 *     --games 80 --seed 21 --out /tmp/duo-21.jsonl
 *   npx tsx --conditions=@quadrille/source bench/blokus-priors.ts fit /tmp/duo-*.jsonl
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type BlokusMove, type BlokusPosition, blokus, blokusKnowledge } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
import { PRIOR_FEATURES, priorFeatures, priorWeights } from '../packages/blokus/src/priors.js';
import { GtpClient } from '../packages/cli/src/gtp/client.js';

const K = PRIOR_FEATURES.length;
/** One labelled position: the engine's move (index into the rows) and each move's features. */
interface Sample {
  readonly label: number;
  readonly rows: number[][];
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    engine: { type: 'string' },
    games: { type: 'string', default: '80' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string' },
    steps: { type: 'string', default: '400' },
  },
});
const [command, ...files] = positionals;
if (command === 'label') await label();
else if (command === 'fit') fitWeights(files.flatMap(read));
else throw new Error('usage: blokus-priors.ts label --engine "CMD" --out FILE | fit FILE...');

async function label(): Promise<void> {
  if (values.engine === undefined || values.out === undefined)
    throw new Error('label needs --engine and --out');
  const engine = new GtpClient(values.engine.split(/\s+/), 'engine', 60_000);
  const rng = new Rng(Number(values.seed));
  const policy = blokusKnowledge.playoutMove!;
  let written = 0;
  try {
    for (let g = 0; g < Number(values.games); g++) {
      await ask(engine, 'clear_board');
      const pos = blokus.create({ variant: 'duo' });
      while (!pos.isOver()) {
        const colour = pos.colourToMove === 0 ? 'b' : 'w';
        const moves = pos.legalMoves() as BlokusMove[];
        if (rng.nextFloat() < 0.2) {
          const move = policy(pos, moves, moves.length, rng);
          await ask(engine, `play ${colour} ${blokus.formatMove(pos, move)}`);
          pos.play(move);
          continue;
        }
        const move = blokus.parseMove(pos, await ask(engine, `genmove ${colour}`));
        if (moves.length > 1) {
          appendFileSync(values.out, `${JSON.stringify(sample(pos, moves, move))}\n`);
          written++;
        }
        pos.play(move);
      }
      console.error(`game ${g + 1}: ${written} positions`);
    }
  } finally {
    await engine.close();
  }
}

async function ask(engine: GtpClient, command: string): Promise<string> {
  const response = await engine.request(command);
  if (!response.ok) throw new Error(`${command}: ${response.text}`);
  return response.text;
}

function sample(pos: BlokusPosition, moves: readonly BlokusMove[], chosen: BlokusMove): Sample {
  const features = new Float64Array(moves.length * K);
  priorFeatures(pos, moves, features);
  const rows = moves.map((_, i) => Array.from(features.subarray(i * K, (i + 1) * K)));
  return { label: moves.indexOf(chosen), rows };
}

function read(file: string): Sample[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Sample);
}

/** Each move's weighted sum of features under weights `w`. */
function scoresOf(w: Float64Array, rows: readonly number[][]): number[] {
  return rows.map((x) => x.reduce((sum, v, k) => sum + v * w[k]!, 0));
}

/** Mean negative log-likelihood of `data` under weights `w`, and its gradient into `grad`. */
function loss(w: Float64Array, data: readonly Sample[], grad?: Float64Array): number {
  grad?.fill(0);
  let total = 0;
  for (const { label, rows } of data) {
    const z = scoresOf(w, rows);
    const top = Math.max(...z);
    const e = z.map((v) => Math.exp(v - top));
    const sum = e.reduce((a, b) => a + b, 0);
    total -= Math.log(e[label]! / sum);
    if (grad === undefined) continue;
    for (let i = 0; i < rows.length; i++) {
      const p = e[i]! / sum - (i === label ? 1 : 0);
      for (let k = 0; k < K; k++) grad[k]! += p * rows[i]![k]!;
    }
  }
  if (grad !== undefined) for (let k = 0; k < K; k++) grad[k]! /= data.length;
  return total / data.length;
}

/** The mean share of moves scored above the label (ties counted half) and the top-1 rate. */
function ranks(w: Float64Array, data: readonly Sample[]): { above: number; top: number } {
  let above = 0;
  let top = 0;
  for (const { label, rows } of data) {
    const z = scoresOf(w, rows);
    const higher = z.filter((v) => v > z[label]!).length;
    const equal = z.filter((v) => v === z[label]!).length - 1;
    above += (higher + equal / 2) / z.length;
    if (higher === 0) top++;
  }
  return { above: above / data.length, top: top / data.length };
}

function fitWeights(all: Sample[]): void {
  const rng = new Rng(1);
  rng.shuffle(all);
  const cut = Math.floor(0.75 * all.length);
  const train = all.slice(0, cut);
  const test = all.slice(cut);
  // Adam; a pentomino is the reference size (its weight stays 0, there is no feature for it).
  const w = new Float64Array(K);
  const m = new Float64Array(K);
  const v = new Float64Array(K);
  const grad = new Float64Array(K);
  const steps = Number(values.steps);
  for (let t = 1; t <= steps; t++) {
    loss(w, train, grad);
    for (let k = 0; k < K; k++) {
      m[k] = 0.9 * m[k]! + 0.1 * grad[k]!;
      v[k] = 0.999 * v[k]! + 0.001 * grad[k]! ** 2;
      w[k]! -= (0.05 * (m[k]! / (1 - 0.9 ** t))) / (Math.sqrt(v[k]! / (1 - 0.999 ** t)) + 1e-8);
    }
  }
  console.log(`${all.length} positions: ${train.length} to fit, ${test.length} held out`);
  const today = Float64Array.from(priorWeights('duo'));
  console.log(`held out, fitted: log-loss ${loss(w, test).toFixed(3)}, ${fmt(ranks(w, test))}`);
  console.log(`held out, today:  log-loss ${loss(today, test).toFixed(3)}, ${fmt(ranks(today, test))}`);
  console.log(`${'feature'.padEnd(22)} fitted  today`);
  for (const [k, name] of PRIOR_FEATURES.entries()) {
    console.log(`${name.padEnd(22)} ${w[k]!.toFixed(3).padStart(6)} ${today[k]!.toFixed(3).padStart(6)}`);
  }
}

function fmt({ above, top }: { above: number; top: number }): string {
  return `${(100 * above).toFixed(1)}% of moves ranked above the engine's, top move the engine's ${(100 * top).toFixed(1)}%`;
}
