/**
 * {@link reportSolve}: what `quadrille solve` prints at the end, on this machine or on a queue —
 * the outcome, a principal line, the figures and the proof, which is first confirmed by
 * `@quadrille/solve`'s independent checker (`checked` in `--json`; a refused proof is exit 1).
 *
 * @module
 */

import { closeSync, openSync, writeSync } from 'node:fs';
import type { AnyGameDescription } from '@quadrille/core';
import { checkProof, type Proof, proofBytes, proofJson, type SolvedOutcome } from '@quadrille/solve';
import { formatDuration } from './duration.js';
import type { Io } from './io.js';

/** What a solve ended with, on this machine or on a queue. */
export interface SolveEnd {
  /** The outcome, when solved. */
  readonly outcome?: SolvedOutcome;
  /** A principal line (move ids), when solved. */
  readonly line?: readonly number[];
  /** The proof, when solved. */
  readonly proof?: Proof;
  /** Why it stopped unsolved. */
  readonly stopped?: string;
  /** Why, in words, when that needs more than {@link SolveEnd.stopped}. */
  readonly why?: string;
  /** Positions searched. */
  readonly nodes: number;
  /** Milliseconds it took. */
  readonly ms: number;
}

/** How {@link reportSolve} reports. */
export interface ReportSettings {
  /** One JSON line instead of text. */
  readonly json: boolean;
  /** Where to write the proof, if anywhere. */
  readonly proofFile: string | undefined;
  /** Fields of the JSON line beside the common ones (`table`, or `jobs`…). */
  readonly figures: Readonly<Record<string, unknown>>;
  /** What follows `nodes N in T (R/s); ` in the text (the table's or the jobs' figures). */
  readonly summary: string;
  /** Called before an unsolved end is reported (a checkpoint is saved). */
  readonly onStopped?: () => void;
}

/** Prints the result (checking the proof first); returns the exit code. */
export function reportSolve(
  game: AnyGameDescription,
  options: object,
  result: SolveEnd,
  io: Io,
  how: ReportSettings,
): number {
  const figures = {
    game: game.id,
    options,
    nodes: result.nodes,
    ms: Math.round(result.ms),
    rate: result.ms > 0 ? Math.round((result.nodes * 1000) / result.ms) : 0,
    ...how.figures,
  };
  if (result.proof === undefined) {
    how.onStopped?.();
    io.stderr.write(
      `solve: stopped (${result.why ?? result.stopped}) after ${result.nodes} nodes, unsolved\n`,
    );
    if (how.json)
      io.stdout.write(
        `${JSON.stringify({ ...figures, outcome: null, stopped: result.stopped, checked: false })}\n`,
      );
    return result.stopped === 'aborted' ? 130 : 1;
  }
  const check = checkProof(game, result.proof);
  const start = game.fromJSON(result.proof.start);
  const line: string[] = [];
  for (const move of result.line!) {
    line.push(game.formatMove(start, move));
    start.play(move);
  }
  // Writing the file counts its bytes: a big proof's JSON is not made twice.
  const bytes =
    how.proofFile === undefined ? proofBytes(result.proof) : writeProof(how.proofFile, result.proof);
  const proof = {
    proofPositions: result.proof.strategies.reduce((n, s) => n + s.positions, 0),
    proofBytes: bytes,
    checkMs: Math.round(check.ms),
  };
  const out = { ...figures, outcome: result.outcome, checked: check.ok, line, ...proof };
  if (how.json) {
    io.stdout.write(`${JSON.stringify(out)}\n`);
    return check.ok ? 0 : 1;
  }
  const who = { first: 'the seat to move wins', second: 'the seat to move loses', draw: 'a draw' }[
    result.outcome!
  ];
  io.stdout.write(
    [
      `solve ${out.game} ${JSON.stringify(out.options)}`,
      `outcome: ${out.outcome} (${who} with perfect play)`,
      `line: ${line.join(' ')}`,
      `nodes ${out.nodes} in ${formatDuration(out.ms)} (${out.rate}/s); ${how.summary}`,
      check.ok
        ? `proof: ${proof.proofPositions} positions, ${proof.proofBytes} bytes, checked in ${formatDuration(proof.checkMs)}`
        : `proof REFUSED by the checker: ${check.fault} after ${check.line.join(' ')}`,
      '',
    ].join('\n'),
  );
  return check.ok ? 0 : 1;
}

/**
 * Writes `proof` to `file` as JSON, piece by piece (a big proof is more text than one string
 * holds); returns the bytes written.
 */
function writeProof(file: string, proof: Proof): number {
  const fd = openSync(file, 'w');
  let bytes = 0;
  try {
    for (const piece of proofJson(proof)) bytes += writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
  return bytes;
}
