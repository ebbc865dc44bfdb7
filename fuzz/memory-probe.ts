/**
 * The memory probe: in one process, create positions (and restore JSON documents) for many
 * option sets with distinct board sizes — large ones, and every fourth refused — dropping each at
 * once; the option sets come from the game's options schema (`fuzz/probe-options.ts`). After a
 * garbage collection, the heap (JavaScript objects and typed-array memory) may not grow past the
 * game's documented cache budget: its `TABLE_CACHE_LIMITS`, core's `GRID_CACHE_LIMITS`, and a
 * little slack. Stops early once past the budget, so that an unbounded cache cannot take the
 * machine down.
 *
 * Run by `fuzz/run.ts` in a child process per game:
 * `node --expose-gc --import tsx --conditions=@quadrille/source fuzz/memory-probe.ts GAME STEPS SECONDS`.
 * The last line of output is `PROBE {json}`.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import { gameById } from '@quadrille/games';
import { attempt, describeError, errorProblem } from './attempt.js';
import { budgetOf, mib } from './limits.js';
import { probeDocument, probeOptionSets } from './probe-options.js';

function heapBytes(): number {
  const gc = (globalThis as { gc?: () => void }).gc!;
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.external;
}

/** The result line of one probe. */
export interface ProbeResult {
  readonly game: string;
  readonly steps: number;
  readonly accepted: number;
  readonly refused: number;
  readonly baselineBytes: number;
  readonly maxGrowthBytes: number;
  readonly finalGrowthBytes: number;
  readonly budgetBytes: number;
  readonly documentedBudget: boolean;
  readonly seconds: number;
  readonly problems: readonly string[];
}

/**
 * The module of the game's package, for the cache budget it documents (`TABLE_CACHE_LIMITS`, which
 * a description does not carry): `@quadrille/<id>` for the catalogue's games; none (the 96 MiB
 * ceiling) for a game without such a package.
 */
async function packageOf(game: AnyGameDescription): Promise<Readonly<Record<string, unknown>>> {
  try {
    return (await import(`@quadrille/${game.id}`)) as Readonly<Record<string, unknown>>;
  } catch {
    return {};
  }
}

async function run(name: string, steps: number, seconds: number): Promise<ProbeResult> {
  const game = gameById(name);
  if (game === undefined) throw new Error(`no game ${name} in the catalogue`);
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function') throw new Error('run with --expose-gc');
  const sets = probeOptionSets(game, steps);
  const template = game.create().toJSON();
  const budget = budgetOf(await packageOf(game));
  const problems: string[] = [];
  const baseline = heapBytes();
  let accepted = 0;
  let refused = 0;
  let maxGrowth = 0;
  let growth = 0;
  let done = 0;
  const t0 = performance.now();
  for (let i = 0; i < steps && performance.now() - t0 < seconds * 1000; i++, done++) {
    const { options, refused: meant } = sets[i]!;
    const viaJSON = i % 2 === 1;
    const call = `${viaJSON ? 'fromJSON' : 'create'}(${JSON.stringify(options)})`;
    const a = attempt(() => {
      const pos = viaJSON ? game.fromJSON(probeDocument(template, options)) : game.create(options);
      pos.legalMoves();
    });
    if (a.ok) accepted++;
    else {
      refused++;
      const p = errorProblem(a.error, [viaJSON ? 'ERR_SETUP' : 'ERR_OPTIONS']);
      if (p !== undefined && problems.length < 5)
        problems.push(`${call}: ${p.kind}: ${describeError(a.error)}`);
    }
    // A set meant to be accepted and refused probes no tables; one the schema refuses must be refused.
    if (problems.length < 5) {
      if (a.ok && meant) problems.push(`${call} was accepted, though its options schema refuses it`);
      if (!a.ok && !meant) {
        problems.push(
          `${call} was refused (${describeError(a.error)}), though the probe meant it to be accepted`,
        );
      }
    }
    growth = heapBytes() - baseline;
    maxGrowth = Math.max(maxGrowth, growth);
    if (growth > budget.bytes) {
      problems.push(
        `heap grew by ${mib(growth)} after ${i + 1} option sets (last: ${viaJSON ? 'fromJSON' : 'create'} ${JSON.stringify(options)}), over the budget of ${mib(budget.bytes)}: stopped`,
      );
      done++;
      break;
    }
  }
  return {
    game: name,
    steps: done,
    accepted,
    refused,
    baselineBytes: baseline,
    maxGrowthBytes: maxGrowth,
    finalGrowthBytes: growth,
    budgetBytes: budget.bytes,
    documentedBudget: budget.documented,
    seconds: (performance.now() - t0) / 1000,
    problems,
  };
}

const [name = '', steps = '40', seconds = '600'] = process.argv.slice(2);
run(name, Number(steps), Number(seconds)).then(
  (result) => console.log(`PROBE ${JSON.stringify(result)}`),
  (e: unknown) => {
    console.error(describeError(e));
    process.exit(2);
  },
);
