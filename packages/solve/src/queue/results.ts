/**
 * What a worker stores for a solved job, and how the coordinator reads it back: a small
 * {@link JobValue} (read at every look for news) and, apart, the proof's strategies (read only
 * for the jobs the final proof takes). Both are untrusted: anything may be in the Redis.
 *
 * @module
 */

import { describeValue, failSetup, readRecord, readStrings, SetupError } from '@quadrille/core';
import { MAX_PLY } from '../dfpn.js';
import { decodeStrategy, type Strategy, type StrategyData } from '../proof.js';
import type { SolveResult } from '../solve.js';
import type { Solution } from '../solver.js';
import type { RootValue, TopNode } from './top-tree.js';

/**
 * A solved job's value: its solve's outcome (`first` is the seat to move at the job's
 * position), positions visited and milliseconds, and its principal line.
 */
export interface JobValue extends Pick<Solution, 'outcome'>, Pick<SolveResult, 'nodes' | 'ms'> {
  /** A principal line from its position, in the game's notation. */
  readonly line: readonly string[];
}

/** A solved job's proof, as stored: the strategies of its `Proof`. */
export interface JobProof {
  /** One strategy for a win, one per seat for a draw. */
  readonly strategies: readonly StrategyData[];
}

/** Parses stored JSON, or fails with `bad-result`. */
function parse(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new SetupError(`a stored ${what} is not JSON`, 'bad-result');
  }
}

/**
 * Reads a stored value.
 *
 * @throws `SetupError` (reason `bad-result`, or a shared reason for a malformed field) for text
 *   that is not one.
 */
export function readJobValue(text: string): JobValue {
  const o = readRecord(
    parse(text, 'result'),
    ['outcome', 'nodes', 'ms', 'line'],
    'stored result',
    failSetup,
    'bad-result',
  );
  const { outcome, nodes, ms } = o;
  if (outcome !== 'first' && outcome !== 'second' && outcome !== 'draw')
    failSetup(
      `stored result: outcome must be first, second or draw, got ${describeValue(outcome)}`,
      'bad-result',
    );
  for (const [field, value] of [
    ['nodes', nodes],
    ['ms', ms],
  ] as const) {
    if (typeof value !== 'number' || !(value >= 0))
      failSetup(`stored result: ${field} must be a number, got ${describeValue(value)}`, 'bad-result');
  }
  const line = readStrings(o.line, 'stored result: line', MAX_PLY, failSetup);
  return { outcome, nodes: nodes as number, ms: ms as number, line };
}

/**
 * Reads a stored proof's strategies.
 *
 * @throws `SetupError` (reason `bad-result` or `bad-proof`) for text that is not one.
 */
export function readJobProof(text: string): Strategy[] {
  const o = readRecord(parse(text, 'proof'), ['strategies'], 'stored proof', failSetup, 'bad-result');
  if (!Array.isArray(o.strategies) || o.strategies.length < 1 || o.strategies.length > 2)
    failSetup('stored proof: strategies must be a list of one or two', 'bad-result');
  return o.strategies.map(decodeStrategy);
}

/** A job's value for the seat that moves at the start (`first`). */
export function rootValue(leaf: TopNode, value: JobValue, first: number): RootValue {
  if (value.outcome === 'draw') return 0;
  const winner = value.outcome === 'first' ? leaf.turn : 1 - leaf.turn;
  return winner === first ? 1 : -1;
}
