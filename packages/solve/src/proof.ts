/**
 * {@link Proof}: what the solver proved, as plain JSON-compatible data that anyone can check
 * with the rules alone ({@link checkProof}). A proof is one or two *strategies*: for the seat
 * that wins, its move at every position of the proof where it is to move (the opponent's
 * replies are not stored: the checker tries them all); for a draw, one strategy per seat, each
 * showing that the seat cannot lose.
 *
 * A strategy's moves are packed as little-endian int32 triples (key high half, key low half,
 * move id), base64-encoded: 16 characters a position. A strategy of more than
 * {@link CHUNK_POSITIONS} positions is written as several such strings (one string would pass
 * JavaScript's limit on a string's length, 2^29 characters in V8, at 33 million positions).
 *
 * @module
 */

import { SetupError } from '@quadrille/core';
import { KeyMap } from './key-map.js';
import { base64, unbase64, utf8 } from './platform.js';

/** Who wins with perfect play: `first` is the seat to move in the start position. */
export type SolvedOutcome = 'first' | 'second' | 'draw';

/** What a strategy shows its seat reaches: a win, or at least a draw. */
export type StrategyGoal = 'win' | 'draw';

/** One seat's moves in a proof, serialised. */
export interface StrategyData {
  /** The seat whose moves these are. */
  readonly seat: number;
  /** What the moves reach for that seat, whatever the other seat plays. */
  readonly goal: StrategyGoal;
  /** The number of positions where the seat moves (entries in {@link StrategyData.moves}). */
  readonly positions: number;
  /**
   * Base64 of the packed (key high, key low, move) triples: one string, or for a strategy of
   * more than {@link CHUNK_POSITIONS} positions, several, each of whole positions.
   */
  readonly moves: string | readonly string[];
}

/** A proof of the outcome of a position, as plain data (`JSON.stringify` it to save it). */
export interface Proof {
  /** Always `quadrille-proof`. */
  readonly format: 'quadrille-proof';
  /** The layout version, 1. */
  readonly version: 1;
  /** The game's id. */
  readonly game: string;
  /** The start position, as the game's `toJSON` writes it. */
  readonly start: unknown;
  /** The outcome proved. */
  readonly outcome: SolvedOutcome;
  /** One strategy for a win; one per seat for a draw. */
  readonly strategies: readonly StrategyData[];
}

/** A strategy in memory: the move of its seat by position key. */
export interface Strategy {
  /** The seat whose moves these are. */
  readonly seat: number;
  /** What the moves reach for that seat. */
  readonly goal: StrategyGoal;
  /** The seat's move by position key. */
  readonly moves: KeyMap;
}

/** Bytes per packed position: three int32. */
const TRIPLE = 12;

/**
 * The most positions one base64 string of a strategy holds: 4,194,304, a string of 64 MiB.
 * Bigger strategies are split (see {@link StrategyData.moves}).
 */
export const CHUNK_POSITIONS = 1 << 22;

/**
 * A strategy as serialisable data.
 *
 * @param chunk - the most positions a string holds (default {@link CHUNK_POSITIONS}).
 */
export function encodeStrategy(strategy: Strategy, chunk = CHUNK_POSITIONS): StrategyData {
  const positions = strategy.moves.size;
  const bytes = new Uint8Array(positions * TRIPLE);
  const view = new DataView(bytes.buffer);
  let at = 0;
  strategy.moves.forEach((hi, lo, move) => {
    view.setInt32(at, hi, true);
    view.setInt32(at + 4, lo, true);
    view.setInt32(at + 8, move, true);
    at += TRIPLE;
  });
  const size = chunk * TRIPLE;
  const moves =
    positions <= chunk
      ? base64(bytes)
      : Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
          base64(bytes.subarray(i * size, (i + 1) * size)),
        );
  return { seat: strategy.seat, goal: strategy.goal, positions, moves };
}

/**
 * A strategy from serialised data (untrusted).
 *
 * @throws `SetupError` with reason `bad-proof` for data that is not a strategy.
 */
export function decodeStrategy(data: unknown): Strategy {
  const d = data as Partial<StrategyData> | null;
  if (typeof d !== 'object' || d === null) throw new SetupError('a strategy must be an object', 'bad-proof');
  if (d.seat !== 0 && d.seat !== 1) throw new SetupError('a strategy’s seat must be 0 or 1', 'bad-proof');
  if (d.goal !== 'win' && d.goal !== 'draw')
    throw new SetupError('a strategy’s goal must be "win" or "draw"', 'bad-proof');
  const chunks = typeof d.moves === 'string' ? [d.moves] : d.moves;
  if (!Array.isArray(chunks) || !chunks.every((c) => typeof c === 'string'))
    throw new SetupError('a strategy’s moves must be a string or an array of strings', 'bad-proof');
  const parts = chunks.map(fromBase64);
  if (parts.some((bytes) => bytes.length % TRIPLE !== 0))
    throw new SetupError('a strategy’s moves are truncated', 'bad-proof');
  const moves = new KeyMap(parts.reduce((n, bytes) => n + bytes.length / TRIPLE, 0));
  for (const bytes of parts) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = 0; at < bytes.length; at += TRIPLE) {
      moves.set(view.getInt32(at, true), view.getInt32(at + 4, true), view.getInt32(at + 8, true));
    }
  }
  return { seat: d.seat, goal: d.goal, moves };
}

/**
 * A proof as JSON text, in pieces whose concatenation is the proof's JSON (what
 * `JSON.stringify(proof)` gives, keys in the same order where it can be made at all): a proof of
 * tens of millions of positions is more text than one JavaScript string holds, so write the
 * pieces to a file one after the other.
 */
export function proofJson(proof: Proof): string[] {
  const pieces: string[] = [];
  const { strategies, ...rest } = proof;
  pieces.push(`${JSON.stringify(rest).slice(0, -1)},"strategies":[`);
  strategies.forEach((strategy, i) => {
    const { moves, ...fields } = strategy;
    pieces.push(`${i > 0 ? ',' : ''}${JSON.stringify(fields).slice(0, -1)},"moves":`);
    if (typeof moves === 'string') pieces.push(`"${moves}"`);
    else {
      pieces.push('[');
      for (const [j, chunk] of moves.entries()) pieces.push(`${j === 0 ? '' : ','}"${chunk}"`);
      pieces.push(']');
    }
    pieces.push('}');
  });
  pieces.push(']}');
  return pieces;
}

/** The size of a proof as JSON, in bytes (what a proof file takes). */
export function proofBytes(proof: Proof): number {
  return proofJson(proof).reduce((n, piece) => n + utf8(piece).length, 0);
}

// Decoded with `atob`, which browsers and Node share: no Buffer.
function fromBase64(text: string): Uint8Array {
  let binary: string;
  try {
    binary = unbase64(text);
  } catch {
    throw new SetupError('a strategy’s moves are not base64', 'bad-proof');
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
