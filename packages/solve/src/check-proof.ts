/**
 * {@link checkProof}: the independent proof checker. It trusts nothing the solver computed: it
 * restores the start position from the proof with the game's own `fromJSON`, then replays every
 * line of each strategy with the plain rules — the strategy's move where its seat is to move
 * (which must be legal), every legal reply where the other seat is — and confirms that every
 * finished game reached is a win (or, for a draw's strategies, no loss) for the strategy's seat.
 * It uses no table of the search and searches nothing; the only thing it keeps is the set of
 * positions already confirmed, by the game's own keys, so that transpositions are checked once.
 *
 * @module
 */

import type { AnyGame, Position } from '@quadrille/core';
import { SetupError } from '@quadrille/core';
import { MAX_PLY } from './dfpn.js';
import { readKey, split } from './key.js';
import { KeyMap } from './key-map.js';
import { seatResult } from './outcome.js';
import { now } from './platform.js';
import { decodeStrategy, type Proof, type SolvedOutcome, type Strategy } from './proof.js';
import { Walker } from './walker.js';

/** Why a proof does not hold (stable tags). */
export type ProofFault =
  /** The strategy has no move for a position its seat reaches. */
  | 'missing-move'
  /** The strategy's move is not legal where it is played. */
  | 'illegal-move'
  /** A line of the strategy ends in a result short of its goal. */
  | 'short-of-goal'
  /** The strategies given do not prove the outcome claimed (wrong seats or goals). */
  | 'wrong-claim'
  /** A line longer than any the solver searches (a game that repeats itself?). */
  | 'too-deep';

/** What the checker found. */
export type ProofCheck =
  | {
      /** The proof holds. */
      readonly ok: true;
      /** The outcome it proves. */
      readonly outcome: SolvedOutcome;
      /** Distinct positions replayed, over all strategies. */
      readonly positions: number;
      /** Milliseconds the check took. */
      readonly ms: number;
    }
  | {
      /** The proof does not hold. */
      readonly ok: false;
      /** Why. */
      readonly fault: ProofFault;
      /** The moves, in the game's notation, from the start to where it fails. */
      readonly line: readonly string[];
      /** Milliseconds the check took. */
      readonly ms: number;
    };

/** A fault found at the end of a line. */
class Fault {
  constructor(
    readonly fault: ProofFault,
    readonly line: number[],
  ) {}
}

/**
 * Checks `proof` against the rules of `game`.
 *
 * @throws `SetupError` with reason `bad-proof` for data that is not a proof (the start
 *   position's own errors come from the game's `fromJSON`), `wrong-game` for a proof of another
 *   game, and `no-key` for a game whose positions have no `key()`.
 *
 * @example
 * ```ts
 * const { proof } = await solve(mnk, mnk.create({ width: 3, height: 3, k: 3 }));
 * checkProof(mnk, proof!).ok; // => true
 * ```
 */
export function checkProof(game: AnyGame, proof: Proof): ProofCheck {
  const t0 = now();
  const p = proof as Partial<Proof> | null;
  if (typeof p !== 'object' || p === null || p.format !== 'quadrille-proof' || p.version !== 1)
    throw new SetupError('not a quadrille-proof of version 1', 'bad-proof');
  if (p.game !== game.id) throw new SetupError(`a proof of ${String(p.game)}, not ${game.id}`, 'wrong-game');
  if (!Array.isArray(p.strategies)) throw new SetupError('a proof’s strategies must be a list', 'bad-proof');
  const start = game.fromJSON(p.start);
  if (typeof start.key !== 'function') throw new SetupError(`${game.id} positions have no key()`, 'no-key');
  const strategies = p.strategies.map(decodeStrategy);
  const ms = () => now() - t0;
  const fail = (fault: ProofFault, line: readonly number[]): ProofCheck => {
    const pos = start.clone();
    const text: string[] = [];
    for (const move of line) {
      text.push(game.formatMove(pos, move as never));
      pos.play(move as never);
    }
    return { ok: false, fault, line: text, ms: ms() };
  };
  if (!claims(p.outcome, start, strategies)) return fail('wrong-claim', []);
  let positions = 0;
  for (const strategy of strategies) {
    try {
      positions += confirm(start, strategy);
    } catch (e) {
      if (e instanceof Fault) return fail(e.fault, e.line);
      throw e;
    }
  }
  return { ok: true, outcome: p.outcome as SolvedOutcome, positions, ms: ms() };
}

/** Whether the strategies, if they hold, prove `outcome` for the start position. */
function claims(outcome: unknown, start: Position<number>, strategies: readonly Strategy[]): boolean {
  if (start.seats !== 2) return false;
  const first = start.turn;
  const has = (seat: number, goal: string) => strategies.some((s) => s.seat === seat && s.goal === goal);
  if (outcome === 'first') return strategies.length === 1 && has(first, 'win');
  if (outcome === 'second') return strategies.length === 1 && has(1 - first, 'win');
  if (outcome === 'draw') return strategies.length === 2 && has(first, 'draw') && has(1 - first, 'draw');
  return false;
}

/**
 * Replays every line of `strategy` from `start`; returns the number of distinct positions.
 *
 * @throws {@link Fault} where it does not hold.
 */
function confirm(start: Position<number>, strategy: Strategy): number {
  const walker = new Walker(start);
  const done = new KeyMap();
  const line: number[] = [];
  const need = strategy.goal === 'win' ? 1 : 0;

  const visit = (): void => {
    const pos = walker.pos;
    readKey(pos);
    const { hi, lo } = split;
    if (done.has(hi, lo)) return;
    if (line.length > MAX_PLY) throw new Fault('too-deep', line.slice());
    if (pos.isOver()) {
      if (seatResult(pos.outcome()!, strategy.seat) < need) throw new Fault('short-of-goal', line.slice());
    } else if (pos.turn === strategy.seat) {
      const move = strategy.moves.get(hi, lo, Number.NaN);
      if (Number.isNaN(move)) throw new Fault('missing-move', line.slice());
      if (!pos.isLegal(move)) throw new Fault('illegal-move', [...line]);
      step(move);
    } else {
      for (const move of pos.legalMoves()) step(move);
    }
    done.set(hi, lo, 0);
  };

  const step = (move: number): void => {
    walker.play(move);
    line.push(move);
    visit();
    line.pop();
    walker.undo();
  };

  visit();
  return done.size;
}
