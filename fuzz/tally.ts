/**
 * Counting the inputs of one target and entry point, and keeping the first input of each
 * distinct kind of failure (with its fast-check path, to replay it), so that one run reports
 * every kind of failure rather than stopping at the first.
 *
 * @module
 */

import type { Problem } from './attempt.js';

/** One kind of failure: how often it happened and its first input. */
export interface Finding {
  readonly kind: string;
  readonly detail: string;
  count: number;
  /** The fast-check path of the first input (replay with the same seed). */
  readonly path: string;
  /** The first input, described. */
  readonly input: string;
}

/** The figures of one target and entry point. */
export interface EntryReport {
  readonly target: string;
  readonly entry: string;
  readonly seed: number;
  inputs: number;
  accepted: number;
  refused: number;
  seconds: number;
  /** The slowest call, in milliseconds, and its path. */
  maxMs: number;
  maxPath: string;
  readonly findings: Finding[];
  /** Why the run stopped early, if it did (a hang, a crash of the worker). */
  stopped?: string;
}

/** Distinct kinds kept per report (further kinds are counted into the last). */
const MAX_KINDS = 30;

/**
 * The kind of a failure without the parts that vary from input to input (numbers, quoted
 * values), so that one bug is one finding.
 */
export function signature(p: Problem): string {
  const detail = p.detail
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '…')
    .replace(/-?\d+(\.\d+)?(e[+-]?\d+)?/gi, '#')
    .slice(0, 120);
  return `${p.kind} | ${detail}`;
}

/** A new, empty report. */
export function newReport(target: string, entry: string, seed: number): EntryReport {
  return {
    target,
    entry,
    seed,
    inputs: 0,
    accepted: 0,
    refused: 0,
    seconds: 0,
    maxMs: 0,
    maxPath: '',
    findings: [],
  };
}

/** Adds a failure to `report`: counted into its kind, kept whole if the kind is new. */
export function addFinding(
  report: EntryReport,
  index: Map<string, Finding>,
  p: Problem,
  path: string,
  describe: () => string,
): void {
  const sig = signature(p);
  const known = index.get(sig);
  if (known !== undefined) {
    known.count++;
    return;
  }
  if (report.findings.length >= MAX_KINDS) {
    report.findings.at(-1)!.count++;
    return;
  }
  let input: string;
  try {
    input = describe();
  } catch (e) {
    input = `(the input could not be described: ${e instanceof Error ? e.message : 'non-error'})`;
  }
  const finding: Finding = { kind: p.kind, detail: p.detail, count: 1, path, input };
  index.set(sig, finding);
  report.findings.push(finding);
}
