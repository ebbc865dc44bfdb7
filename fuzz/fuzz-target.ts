/**
 * Fuzzes one target in a child process of `run.ts` (so that the runner survives a call that
 * hangs or crashes the process, and can say which input did it): builds the corpus from the
 * seed, then runs each entry point's property with fast-check. Before each input it writes
 * `[entry index, run index, heartbeat]` to the progress file the runner watches; after each
 * entry point it prints `REPORT {json}`.
 *
 * `node --import tsx --conditions=@quadrille/source fuzz/fuzz-target.ts '{job json}'`
 *
 * @module
 */

import { openSync, writeSync } from 'node:fs';
import fc from 'fast-check';
import { describeError } from './attempt.js';
import { buildCorpus, type Corpus } from './corpus.js';
import { type Entry, problem, type Verdict } from './entry.js';
import { createEntry } from './entry-create.js';
import { fromJSONEntry } from './entry-from-json.js';
import { parseMoveEntry } from './entry-parse-move.js';
import { playEntry } from './entry-play.js';
import { addFinding, type EntryReport, type Finding, newReport } from './tally.js';
import { TARGETS } from './targets.js';

/** What the runner asks of a child. */
export interface TargetJob {
  readonly target: string;
  readonly entries: readonly string[];
  /** Inputs per entry point. */
  readonly runs: number;
  readonly seed: number;
  /** Replay from this fast-check path (one input with `runs: 1`). */
  readonly path?: string;
  /** Stop an entry point after this long (the short run), else run all `runs`. */
  readonly timeLimitMs?: number;
  /** A call slower than this is a finding. */
  readonly slowMs: number;
  /** With `path`: print the input of that path without calling anything (after a hang or crash). */
  readonly describeOnly?: boolean;
  /** The file to write `[entry index, run index, heartbeat]` to (three int32), for the watchdog. */
  readonly progressFile: string;
}

/** Where the progress is written before each input. */
class Progress {
  private readonly fd: number;
  private readonly words = new Int32Array(3);

  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }

  entry(i: number): void {
    this.words[0] = i;
    this.write();
  }

  run(i: number): void {
    this.words[1] = i;
    this.words[2]!++;
    this.write();
  }

  private write(): void {
    writeSync(this.fd, this.words, 0, this.words.byteLength, 0);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: each entry point has its own recipe type.
const ENTRIES: readonly Entry<any>[] = [parseMoveEntry, playEntry, fromJSONEntry, createEntry];

/** The entry points by name, in run order. */
export const ENTRY_BY_NAME = new Map(ENTRIES.map((e) => [e.name, e]));

/** `entry.check`, with anything thrown outside the call under test reported as a finding. */
function checkSafely<R>(entry: Entry<R>, recipe: R, corpus: Corpus): Verdict {
  try {
    return entry.check(recipe, corpus);
  } catch (e) {
    return {
      accepted: false,
      ms: 0,
      problem: problem(
        'threw around the call (in clone, legalMoves, formatMove, toJSON or the fuzzer)',
        describeError(e),
      ),
    };
  }
}

function runEntry<R>(entry: Entry<R>, corpus: Corpus, job: TargetJob, progress: Progress): EntryReport {
  const report = newReport(job.target, entry.name, job.seed);
  const kinds = new Map<string, Finding>();
  let index = job.path === undefined ? 0 : Number(job.path.split(':')[0]);
  const t0 = performance.now();
  const property = fc.property(entry.arbitrary(corpus), (recipe) => {
    progress.run(index);
    const path = String(index++);
    if (job.describeOnly === true) {
      console.log(entry.describe(recipe, corpus));
      return true;
    }
    const verdict = checkSafely(entry, recipe, corpus);
    if (job.path !== undefined) {
      console.log(
        `replay ${job.target} ${entry.name} path ${path}:\n  input: ${entry.describe(recipe, corpus)}`,
      );
      console.log(
        `  ${verdict.accepted ? 'accepted' : 'refused'} in ${verdict.ms.toFixed(1)} ms; ${verdict.problem === undefined ? 'no problem' : `${verdict.problem.kind}: ${verdict.problem.detail}`}`,
      );
    }
    report.inputs++;
    if (verdict.accepted) report.accepted++;
    else report.refused++;
    if (verdict.ms > report.maxMs) {
      report.maxMs = verdict.ms;
      report.maxPath = path;
    }
    const describe = () => entry.describe(recipe, corpus);
    if (verdict.problem !== undefined) addFinding(report, kinds, verdict.problem, path, describe);
    if (verdict.ms > job.slowMs) {
      addFinding(report, kinds, { kind: `a call took over ${job.slowMs} ms`, detail: '' }, path, describe);
    }
    return true;
  });
  fc.check(property, {
    seed: job.seed,
    numRuns: job.runs,
    ...(job.path === undefined ? {} : { path: job.path }),
    ...(job.timeLimitMs === undefined ? {} : { interruptAfterTimeLimit: job.timeLimitMs }),
  });
  report.seconds = (performance.now() - t0) / 1000;
  return report;
}

function main(job: TargetJob): void {
  const progress = new Progress(job.progressFile);
  const target = TARGETS.find((t) => t.name === job.target)!;
  // Building the corpus may throw (a game that fails on its own valid options): the runner
  // reports the stack printed on stderr.
  const corpus = buildCorpus(target, job.seed);
  job.entries.forEach((name, i) => {
    progress.entry(i);
    const report = runEntry(ENTRY_BY_NAME.get(name)!, corpus, job, progress);
    console.log(`REPORT ${JSON.stringify(report)}`);
  });
}

main(JSON.parse(process.argv[2]!) as TargetJob);
