/**
 * {@link KeyIndex}: the keys of every position of a {@link checkGame} run, to find two
 * different positions that share a key (a collision, or a key that leaves out something the
 * rules depend on).
 *
 * @module
 */

import type { Position } from '@quadrille/core';
import { sameNumbers } from './structure.js';

/** Stop remembering new keys past this many positions (a huge run stays within memory). */
const MAX_KEYS = 100_000;

/** Where a position was met: the position after `ply` moves of game `game`, then `extra` if not -1. */
export interface KeyedPosition {
  readonly game: number;
  readonly ply: number;
  readonly extra: number;
  /** What the rules showed there (see `rulesView`). */
  readonly view: string;
}

/** The keys met so far in a run, and the lines of its games, to rebuild any position met. */
export class KeyIndex {
  private readonly seen = new Map<bigint, KeyedPosition>();
  /** Per canonical key met, what the rules showed of symmetry's invariants there (see `symmetricView`). */
  private readonly classes = new Map<bigint, KeyedPosition>();
  private readonly lines: (readonly number[])[] = [];

  /** Registers game `game`'s line (kept live: the game in progress appends to it). */
  startGame(game: number, line: readonly number[]): void {
    this.lines[game] = line;
  }

  /**
   * Records that `at` has key `key`; returns the position met earlier with the same key and
   * another history, if there is one.
   */
  add(key: bigint, at: KeyedPosition): KeyedPosition | undefined {
    const earlier = this.seen.get(key);
    if (earlier === undefined) {
      if (this.seen.size < MAX_KEYS) this.seen.set(key, at);
      return undefined;
    }
    return sameNumbers(this.historyOf(earlier), this.historyOf(at)) ? undefined : earlier;
  }

  /**
   * Records that `at` has canonical key `canonical`, `at.view` being its `symmetricView`;
   * returns the position met earlier with the same canonical key if the rules showed another
   * view there.
   */
  addCanonical(canonical: bigint, at: KeyedPosition): KeyedPosition | undefined {
    const earlier = this.classes.get(canonical);
    if (earlier === undefined) {
      if (this.classes.size < MAX_KEYS) this.classes.set(canonical, at);
      return undefined;
    }
    return earlier.view === at.view ? undefined : earlier;
  }

  /** The moves that lead to `at` from the start. */
  historyOf(at: KeyedPosition): number[] {
    const moves = this.lines[at.game]!.slice(0, at.ply);
    if (at.extra >= 0) moves.push(at.extra);
    return moves;
  }

  /** `at` rebuilt from `create()`. */
  rebuild(at: KeyedPosition, create: () => Position<number>): Position<number> {
    const pos = create();
    for (const move of this.historyOf(at)) pos.play(move);
    return pos;
  }
}

/** How messages name a position of the run. */
export function describeAt(at: KeyedPosition): string {
  const extra = at.extra >= 0 ? ` then move ${at.extra}` : '';
  return `the position after ${at.ply} moves of game #${at.game}${extra}`;
}
