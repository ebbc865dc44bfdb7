/**
 * One random game of {@link checkGame} and the checks at each of its positions.
 *
 * @module
 */

import { ErrorCode, type Game, isQuadrilleError, type Position, Rng } from '@quadrille/core';
import { corrupt } from './corrupt.js';
import type { Invariant } from './invariants.js';
import { illegalNumber, malformedText } from './probes.js';
import type { Settings } from './settings.js';
import { checkStructure, includesSorted, sameNumbers } from './structure.js';
import { attempt, Breach, breach, describeError, safeStringify, truncate } from './violation.js';

/** Caps on the per-game pools of moves and strings seen legal earlier. */
const POOL_SIZE = 256;

/**
 * Plays one seeded random game, checking every invariant at every position; throws a
 * {@link Breach} on the first violation, with {@link GameRun.ply} and {@link GameRun.line}
 * telling where.
 */
export class GameRun {
  /** Moves played so far. */
  readonly line: number[] = [];
  /** Moves played before the check in progress. */
  ply = 0;
  /** The winners once the game is over. */
  winners: readonly number[] = [];

  private readonly moveRng: Rng;
  private readonly probeRng: Rng;
  /** JSON checks run at the ends and at plies where `(ply + jsonOffset) % jsonEvery === 0`. */
  private readonly jsonOffset: number;
  /** Moves and move strings seen legal earlier in this game, as "legal elsewhere" probes. */
  private readonly seenMoves: number[] = [];
  private readonly seenTexts: string[] = [];
  private maxSeen = -1;
  /** A hash of the legal moves at each ply, to compare with a replay. */
  private readonly legalHashes: number[] = [];

  /**
   * @param game - the game under test.
   * @param create - `game.create` with the run's options.
   * @param settings - what to check.
   * @param seed - this game's seed.
   */
  constructor(
    private readonly game: Game<Position<number>, number, unknown>,
    private readonly create: () => Position<number>,
    private readonly settings: Settings,
    seed: number,
  ) {
    // Separate streams: the moves chosen do not depend on how many probes are drawn.
    this.moveRng = new Rng(seed);
    this.probeRng = this.moveRng.fork();
    this.jsonOffset = this.probeRng.int(settings.jsonEvery);
  }

  /** Plays the game to its end, checking every position. */
  play(): void {
    const pos = attempt('deterministic', 'create(options)', this.create);
    const twin = attempt('deterministic', 'create(options)', this.create);
    this.checkSameStart(pos, twin);
    const seats = pos.seats;
    for (;;) {
      const legal = checkStructure(pos);
      if (pos.seats !== seats) {
        breach('seats-valid', `seats changed from ${seats} to ${safeStringify(pos.seats)}`);
      }
      this.legalHashes.push(hashMoves(legal));
      const over = legal.length === 0;
      if (!over && this.ply >= this.settings.maxPlies) {
        breach('game-finite', `the game is still running after maxPlies = ${this.settings.maxPlies} moves`);
      }
      const deep = over || this.ply === 0 || (this.ply + this.jsonOffset) % this.settings.jsonEvery === 0;
      const state = new State(pos, legal, deep);
      this.checkPosition(state);
      if (over) break;
      this.advance(state, legal[this.moveRng.int(legal.length)]!);
    }
    if (!sameNumbers(pos.history, this.line)) {
      breach('history-matches', `history is [${pos.history}] but the moves played are [${this.line}]`);
    }
    this.winners = pos.outcome()?.winners ?? [];
    this.checkReplay(pos, twin);
  }

  /** Every check of one position that leaves it unchanged. */
  private checkPosition(state: State): void {
    const sample = this.sample(state.legal);
    this.checkClones(state, sample);
    this.checkIllegalNumbers(state);
    const texts = this.checkNotation(state, sample);
    this.checkMalformedText(state, texts);
    if (state.json !== undefined) {
      this.checkJsonRoundTrip(state, state.json);
      this.checkCorruptions(state.json);
    }
    this.remember(state.legal, texts);
  }

  /** The legal moves to check closely: all when thorough, else the extremes and random others. */
  private sample(legal: readonly number[]): readonly number[] {
    const k = this.settings.movesPerPly;
    if (this.settings.thorough || legal.length <= k) return legal;
    const chosen = new Set([legal[0]!, legal[legal.length - 1]!]);
    while (chosen.size < k) chosen.add(legal[this.probeRng.int(legal.length)]!);
    return [...chosen];
  }

  /**
   * A clone equals the original; each sampled move plays on a clone, leaves `pos` alone and
   * gives a structurally sound position (so positions off the random line are checked too).
   */
  private checkClones(state: State, sample: readonly number[]): void {
    const { pos } = state;
    const copy = attempt('clone-independent', 'clone()', () => pos.clone());
    if (copy === pos) breach('clone-independent', 'clone() returned the original itself');
    const diff = attempt('clone-independent', 'comparing a clone', () => state.difference(copy));
    if (diff !== undefined) breach('clone-independent', `a fresh clone differs from the original: ${diff}`);
    for (const move of sample) {
      const clone = attempt('clone-independent', 'clone()', () => pos.clone());
      attempt('legal-move-accepted', `play(${move}) of a legal move`, () => clone.play(move));
      this.checkHistoryAfter(clone, move);
      state.expectSame(pos, 'clone-independent', `playing ${move} on a clone`);
      try {
        checkStructure(clone, this.settings.thorough ? Number.POSITIVE_INFINITY : this.settings.movesPerPly);
      } catch (e) {
        if (!(e instanceof Breach)) throw e;
        breach(e.invariant, `after ${this.spell(pos, move)} (played on a clone): ${e.detail}`, e.original);
      }
    }
  }

  /** Numbers that are not legal moves are refused by `isLegal` and `play`, without change. */
  private checkIllegalNumbers(state: State): void {
    const { pos, legal } = state;
    for (let i = 0; i < this.settings.probesPerPly; i++) {
      const x = illegalNumber(this.probeRng, legal, this.seenMoves, this.maxSeen);
      if (Number.isInteger(x) && includesSorted(legal, x)) continue;
      const ok = attempt('illegal-move-rejected', `isLegal(${x})`, () => pos.isLegal(x));
      if (ok !== false) {
        breach(
          'illegal-move-rejected',
          `isLegal(${x}) is ${safeStringify(ok)} for a move not listed as legal`,
        );
      }
      let error: unknown;
      try {
        pos.play(x);
      } catch (e) {
        error = e ?? new Error('play threw a nullish value');
      }
      if (error === undefined) {
        breach('illegal-move-rejected', `play(${x}) accepted a move that is not legal`);
      }
      if (!isQuadrilleError(error) || error.code !== ErrorCode.IllegalMove) {
        breach(
          'illegal-move-rejected',
          `play(${x}) threw ${describeError(error)}, not IllegalMoveError`,
          error,
        );
      }
      state.expectSame(pos, 'rejected-move-unchanged', `the rejected play(${x})`);
    }
  }

  /** `formatMove` strings are unique and `parseMove` reads them back; returns the strings. */
  private checkNotation(state: State, sample: readonly number[]): string[] {
    const { pos } = state;
    const texts = sample.map((m) => {
      const text = attempt('notation-round-trip', `formatMove(${m})`, () => this.game.formatMove(pos, m));
      if (typeof text !== 'string' || text.length === 0) {
        breach('notation-round-trip', `formatMove(${m}) is ${safeStringify(text)}, not a non-empty string`);
      }
      return text;
    });
    const owner = new Map<string, number>();
    texts.forEach((text, i) => {
      const other = owner.get(text);
      if (other !== undefined) {
        breach('notation-unique', `moves ${other} and ${sample[i]} are both written "${text}"`);
      }
      owner.set(text, sample[i]!);
    });
    texts.forEach((text, i) => {
      const move = sample[i]!;
      const back = attempt('notation-round-trip', `parseMove("${text}") of formatMove(${move})`, () =>
        this.game.parseMove(pos, text),
      );
      if (back === move) return;
      const clash =
        includesSorted(state.legal, back) &&
        attempt('notation-round-trip', `formatMove(${back})`, () => this.game.formatMove(pos, back)) === text;
      if (clash) {
        breach('notation-unique', `moves ${move} and ${back} are both written "${text}"`);
      }
      breach(
        'notation-round-trip',
        `formatMove(${move}) is "${text}" but parseMove reads it as ${safeStringify(back)}`,
      );
    });
    if (texts.length > 0) state.expectSame(pos, 'parse-move-unchanged', 'parsing legal moves');
    return texts;
  }

  /** Malformed text makes `parseMove` throw only NotationError/IllegalMoveError, without change. */
  private checkMalformedText(state: State, texts: readonly string[]): void {
    const { pos, legal } = state;
    for (let i = 0; i < this.settings.probesPerPly; i++) {
      const text =
        this.seenTexts.length > 0 && this.probeRng.int(4) === 0
          ? this.probeRng.pick(this.seenTexts) // well-formed and legal earlier, maybe not here
          : malformedText(this.probeRng, texts);
      const shown = truncate(safeStringify(text), 60);
      try {
        const move = this.game.parseMove(pos, text);
        if (!(typeof move === 'number' && includesSorted(legal, move))) {
          breach(
            'parse-move-errors',
            `parseMove(${shown}) returned ${safeStringify(move)}, not a legal move`,
          );
        }
      } catch (e) {
        if (e instanceof Breach) throw e;
        const code = isQuadrilleError(e) ? e.code : undefined;
        if (code !== ErrorCode.Notation && code !== ErrorCode.IllegalMove) {
          breach('parse-move-errors', `parseMove(${shown}) threw ${describeError(e)}`, e);
        }
      }
      state.expectSame(pos, 'parse-move-unchanged', `parseMove(${shown})`);
    }
  }

  /** `fromJSON` restores the position exactly and shares no data with its input or output. */
  private checkJsonRoundTrip(state: State, json: string): void {
    const { pos } = state;
    const data = JSON.parse(json) as unknown;
    const restored = attempt('json-round-trip', 'fromJSON(JSON.parse(JSON.stringify(toJSON())))', () =>
      this.game.fromJSON(data),
    );
    const diff = attempt('json-round-trip', 'comparing the restored position', () =>
      state.difference(restored),
    );
    if (diff !== undefined) breach('json-round-trip', `the restored position differs: ${diff}`);
    vandalise(data);
    state.expectSame(restored, 'json-independent', 'changing the data given to fromJSON');
    vandalise(attempt('json-round-trip', 'toJSON()', () => pos.toJSON()));
    state.expectSame(pos, 'json-independent', 'changing the data toJSON returned');
  }

  /** Corrupted JSON is refused with SetupError or gives a position that keeps the invariants. */
  private checkCorruptions(json: string): void {
    for (let i = 0; i < this.settings.corruptions; i++) {
      const data = corrupt(json, this.probeRng);
      const shown = truncate(safeStringify(data), 300);
      let restored: Position<number>;
      try {
        restored = this.game.fromJSON(data);
      } catch (e) {
        if (isQuadrilleError(e) && e.code === ErrorCode.Setup) continue;
        breach('from-json-errors', `fromJSON(${shown}) threw ${describeError(e)}, not SetupError`, e);
      }
      try {
        checkStructure(restored);
        const again = snapshot(restored);
        const back = this.game.fromJSON(JSON.parse(again));
        if (snapshot(back) !== again) breach('json-round-trip', 'its JSON does not round-trip');
      } catch (e) {
        const why = e instanceof Breach ? `${e.invariant}: ${e.detail}` : describeError(e);
        breach(
          'from-json-valid',
          `fromJSON(${shown}) accepted corrupted data giving a broken position (${why})`,
          e,
        );
      }
    }
  }

  /** Plays `move`, checking history and that a clone taken before stays as it was. */
  private advance(state: State, move: number): void {
    const { pos } = state;
    const before = attempt('clone-independent', 'clone()', () => pos.clone());
    attempt('legal-move-accepted', `play(${move}) of a legal move`, () => pos.play(move));
    this.checkHistoryAfter(pos, move);
    this.line.push(move);
    this.ply++;
    state.expectSame(
      before,
      'clone-independent',
      `playing ${move} on the original (seen on a clone taken before)`,
    );
  }

  /** `pos` is the position at the current ply with `move` played: its history must say so. */
  private checkHistoryAfter(pos: Position<number>, move: number): void {
    const h = attempt('history-matches', 'history', () => pos.history);
    if (h.length !== this.ply + 1 || h[this.ply] !== move) {
      breach(
        'history-matches',
        `after ${this.ply} moves then ${move}, history has ${h.length} moves ending with ${safeStringify(h[h.length - 1])}`,
      );
    }
  }

  /** Two positions from `create(options)` are the same and start with an empty history. */
  private checkSameStart(pos: Position<number>, twin: Position<number>): void {
    const a = snapshot(pos);
    const b = snapshot(twin);
    if (a !== b) {
      breach(
        'deterministic',
        `create(options) twice gives different JSON: ${truncate(a, 200)} vs ${truncate(b, 200)}`,
      );
    }
    if (fingerprint(pos) !== fingerprint(twin))
      breach('deterministic', 'create(options) twice gives different positions');
    if (pos.history.length !== 0)
      breach('history-matches', `a new position has history ${safeStringify(pos.history)}`);
  }

  /** Replays the game on the twin start: the same legal moves at every ply, the same end. */
  private checkReplay(pos: Position<number>, twin: Position<number>): void {
    const end = this.line.length;
    for (let i = 0; i <= end; i++) {
      this.ply = i;
      const legal = attempt('deterministic', 'legalMoves() in a replay', () => twin.legalMoves());
      if (hashMoves(legal) !== this.legalHashes[i]) {
        breach('deterministic', `replaying the same moves gives other legal moves after ${i} moves`);
      }
      if (i < end)
        attempt('deterministic', `play(${this.line[i]}) in a replay`, () => twin.play(this.line[i]!));
    }
    if (snapshot(twin) !== snapshot(pos) || safeStringify(twin.outcome()) !== safeStringify(pos.outcome())) {
      breach('deterministic', 'replaying the same moves gives another final position or outcome');
    }
  }

  /** `move` in the game's notation with its number, for messages (`b2 = move 4`). */
  private spell(pos: Position<number>, move: number): string {
    try {
      return `${this.game.formatMove(pos, move)} = move ${move}`;
    } catch {
      return `move ${move}`;
    }
  }

  /** Keeps a move and a move string of this position as "legal elsewhere" probes for later. */
  private remember(legal: readonly number[], texts: readonly string[]): void {
    if (legal.length === 0) return;
    this.maxSeen = Math.max(this.maxSeen, legal[legal.length - 1]!);
    addToPool(this.seenMoves, legal[this.probeRng.int(legal.length)]!, this.probeRng);
    if (texts.length > 0) addToPool(this.seenTexts, texts[this.probeRng.int(texts.length)]!, this.probeRng);
  }
}

function addToPool<T>(pool: T[], item: T, rng: Rng): void {
  if (pool.length < POOL_SIZE) pool.push(item);
  else pool[rng.int(POOL_SIZE)] = item;
}

/**
 * A position as it was at the start of the checks of one ply: a cheap fingerprint always, the
 * whole JSON at plies that get the JSON checks.
 */
class State {
  readonly print: string;
  readonly json: string | undefined;

  constructor(
    readonly pos: Position<number>,
    readonly legal: readonly number[],
    deep: boolean,
  ) {
    this.print = fingerprint(pos, legal);
    this.json = deep ? snapshot(pos) : undefined;
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

  /** How `other` differs from this state (fingerprint, JSON, history, outcome), if it does. */
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
function fingerprint(pos: Position<number>, legal: readonly number[] = pos.legalMoves()): string {
  const h = pos.history;
  const played = h.length === 0 ? 'no moves played' : `${h.length} moves played (last ${h[h.length - 1]})`;
  const over = pos.isOver() ? 'over' : 'running';
  return `{turn ${pos.turn}, ${pos.seats} seats, ${played}, ${over}, ${legal.length} legal moves #${hashMoves(legal).toString(16)}}`;
}

/** `JSON.stringify(pos.toJSON())`: the identity of a position for the JSON checks. */
function snapshot(pos: Position<number>): string {
  const json = attempt('json-round-trip', 'JSON.stringify(toJSON())', () => JSON.stringify(pos.toJSON()));
  if (typeof json !== 'string')
    breach('json-round-trip', `toJSON() returned ${safeStringify(json)}, not JSON data`);
  return json;
}

/** FNV-1a over the moves: a cheap fingerprint of a legal move list. */
function hashMoves(moves: readonly number[]): number {
  let h = 0x811c9dc5 ^ moves.length;
  for (const m of moves) h = Math.imul(h ^ m, 0x01000193);
  return h >>> 0;
}

/** Changes every number, string and array of `data` in place (skipping frozen parts). */
function vandalise(data: unknown, budget = { nodes: 4096 }): void {
  if (typeof data !== 'object' || data === null || budget.nodes-- <= 0) return;
  for (const key of Object.keys(data)) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === 'number') Reflect.set(data, key, value + 1);
    else if (typeof value === 'string') Reflect.set(data, key, `${value}!`);
    else vandalise(value, budget);
  }
  if (Array.isArray(data) && Object.isExtensible(data)) data.push(0);
}
