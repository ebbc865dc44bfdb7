/**
 * How {@link checkGame} sees a position: a cheap readable fingerprint, its whole JSON, its key,
 * and {@link State}, a position as it was at the start of the checks of one ply.
 *
 * @module
 */

import { type Position, zobristKeyOf } from '@quadrille/core';
import { attempt, breach } from './invariant-breach.js';
import type { Invariant } from './invariants.js';
import { sameNumbers } from './structure.js';
import { safeStringify, truncate } from './violation.js';

/** A position as it was at the start of the checks of one ply: a cheap fingerprint always, the whole JSON at plies that get the JSON checks, and the key where positions have one. */
export class State {
  readonly print: string;
  readonly json: string | undefined;
  readonly key: bigint | undefined;
  /** The canonical key, where positions have `canonicalKeyInto`. */
  readonly canonical: bigint | undefined;

  constructor(
    readonly pos: Position<number>,
    readonly legal: readonly number[],
    deep: boolean,
    keyed: boolean,
  ) {
    this.print = fingerprint(pos, legal);
    this.json = deep ? snapshot(pos) : undefined;
    this.key = keyed ? keyOf(pos) : undefined;
    this.canonical = keyed ? canonicalKeyOf(pos) : undefined;
  }

  /** Fails `invariant` unless `pos` still matches this state ("`what` changed the position"). */
  expectSame(pos: Position<number>, invariant: Invariant, what: string): void {
    const print = attempt(invariant, `${what}, then reading the position,`, () => fingerprint(pos));
    if (print !== this.print)
      breach(invariant, `${what} changed the position: ${print} instead of ${this.print}`);
    if (this.json === undefined) return;
    const json = attempt(invariant, `${what}, then toJSON(),`, () => snapshot(pos));
    if (json !== this.json) {
      breach(
        invariant,
        `${what} changed the JSON: ${truncate(json, 200)} instead of ${truncate(this.json, 200)}`,
      );
    }
  }

  /** Fails `key-stable` unless `copy` (`what`: "a clone") has this state's key and canonical key. */
  expectSameKeys(copy: Position<number>, what: string): void {
    if (this.key !== undefined && keyOf(copy) !== this.key)
      breach('key-stable', `${what} has key ${keyOf(copy)}, the original ${this.key}`);
    if (this.canonical !== undefined && canonicalKeyOf(copy) !== this.canonical)
      breach(
        'key-stable',
        `${what} has canonical key ${canonicalKeyOf(copy)}, the original ${this.canonical}`,
      );
  }

  /** How `other` differs from this state (fingerprint, history, outcome, JSON), if it does. */
  difference(other: Position<number>): string | undefined {
    const print = fingerprint(other);
    if (print !== this.print) return `${print} instead of ${this.print}`;
    if (!sameNumbers(other.history, this.pos.history)) {
      return `history [${other.history}] instead of [${this.pos.history}]`;
    }
    const a = safeStringify(other.outcome());
    const b = safeStringify(this.pos.outcome());
    if (a !== b) return `outcome ${a} instead of ${b}`;
    if (this.json === undefined) return undefined;
    const json = snapshot(other);
    return json === this.json
      ? undefined
      : `JSON ${truncate(json, 200)} instead of ${truncate(this.json, 200)}`;
  }
}

/** A cheap, readable summary of what a position shows: turn, seats, history, end, legal moves. */
export function fingerprint(pos: Position<number>, legal: readonly number[] = pos.legalMoves()): string {
  const h = pos.history;
  const played = h.length === 0 ? 'no moves played' : `${h.length} moves played (last ${h[h.length - 1]})`;
  const over = pos.isOver() ? 'over' : 'running';
  return `{turn ${pos.turn}, ${pos.seats} seats, ${played}, ${over}, ${legal.length} legal moves #${hashMoves(legal).toString(16)}}`;
}

/**
 * What the rules show of a position, whatever its history: turn, legal moves and outcome. Two
 * positions with the same key must show the same.
 */
export function rulesView(pos: Position<number>, legal: readonly number[]): string {
  return `${symmetricView(pos, legal)} #${hashMoves(legal).toString(16)}`;
}

/**
 * What the rules show of a position that its images under the game's symmetries must show too
 * (their moves are other moves): the seat to move, the number of legal moves and the outcome.
 */
export function symmetricView(pos: Position<number>, legal: readonly number[]): string {
  const outcome = pos.outcome();
  const state =
    outcome === undefined ? `seat ${pos.turn} to move` : `over, outcome ${safeStringify(outcome)}`;
  return `{${state}, ${legal.length} legal moves}`;
}

/** `JSON.stringify(pos.toJSON())`: the identity of a position for the JSON checks. */
export function snapshot(pos: Position<number>): string {
  const json = attempt('json-round-trip', 'JSON.stringify(toJSON())', () => JSON.stringify(pos.toJSON()));
  if (typeof json !== 'string')
    breach('json-round-trip', `toJSON() returned ${safeStringify(json)}, not JSON data`);
  return json;
}

/** The largest key plus one: keys are unsigned 64-bit integers. */
const KEY_LIMIT = 2n ** 64n;

/** `pos.key()`, checked to be a 64-bit unsigned bigint and the same when asked twice. */
export function keyOf(pos: Position<number>): bigint {
  const key = attempt('key-stable', 'key()', () => pos.key!());
  if (typeof key !== 'bigint' || key < 0n || key >= KEY_LIMIT) {
    breach('key-stable', `key() is ${safeStringify(key)}, not a bigint in [0, 2^64)`);
  }
  const again = attempt('key-stable', 'key()', () => pos.key!());
  if (again !== key) breach('key-stable', `key() is ${key}, then ${safeStringify(again)}`);
  if (typeof pos.keyInto === 'function') {
    const written = attempt('key-stable', 'keyInto()', () => zobristKeyOf(pos as Required<Position<number>>));
    if (written !== key) breach('key-stable', `keyInto() writes the halves of ${written}, key() is ${key}`);
  }
  return key;
}

/**
 * `pos.canonicalKeyInto` as one unsigned 64-bit number, checked to be the same when asked
 * twice; undefined for positions without it.
 */
export function canonicalKeyOf(pos: Position<number>): bigint | undefined {
  if (typeof pos.canonicalKeyInto !== 'function') return undefined;
  // Core's `zobristKeyOf` reads the halves of whatever it is given as `keyInto`.
  const halves = { keyInto: (out: Int32Array) => pos.canonicalKeyInto!(out) };
  const read = () => attempt('key-stable', 'canonicalKeyInto()', () => zobristKeyOf(halves));
  const key = read();
  const again = read();
  if (again !== key) breach('key-stable', `canonicalKeyInto() writes ${key}, then ${again}`);
  return key;
}

/** FNV-1a over the moves: a cheap fingerprint of a legal move list. */
export function hashMoves(moves: readonly number[]): number {
  let h = 0x811c9dc5 ^ moves.length;
  for (const m of moves) h = Math.imul(h ^ m, 0x01000193);
  return h >>> 0;
}
