/**
 * One random game of {@link checkGame} and the checks at each of its positions.
 *
 * @module
 */

import { ErrorCode, type Game, isQuadrilleError, type Position, Rng } from '@quadrille/core';
import { Breach } from './breach.js';
import { corrupt } from './corrupt.js';
import { GameRecord } from './game-record.js';
import { attempt, breach, caughtInvariant } from './invariant-breach.js';
import { describeAt, type KeyIndex } from './key-index.js';
import {
  canonicalKeyOf,
  fingerprint,
  hashMoves,
  keyOf,
  rulesView,
  State,
  snapshot,
  symmetricView,
} from './position-state.js';
import { illegalNumber, malformedText } from './probes.js';
import { behaviourDifference } from './same-behaviour.js';
import type { Settings } from './settings.js';
import { checkStructure, includesSorted, sameNumbers } from './structure.js';
import { checkTranspositions } from './transpositions.js';
import { checkUndoToStart } from './undo-to-start.js';
import { describeError, safeStringify, truncate } from './violation.js';

/** What a game's positions have beyond the required protocol. */
export interface Capabilities {
  /** Positions have `undo()`. */
  readonly undo: boolean;
  /** Positions have `key()`. */
  readonly key: boolean;
}

/** Positions met again under another history whose behaviour is compared, per game (it costs playouts). */
const CONTINUATION_CHECKS_PER_GAME = 2;

/** Caps on the per-game pools of moves and strings seen legal earlier. */
const POOL_SIZE = 256;

/**
 * Plays one seeded random game, checking every invariant at every position; throws a
 * {@link Breach} on the first violation, with {@link GameRun.ply} and {@link GameRun.line}
 * telling where.
 */
export class GameRun {
  /** What this game's positions were at each ply, and the moves played so far. */
  readonly record = new GameRecord();
  /** Moves played before the check in progress. */
  ply = 0;
  /** The winners once the game is over. */
  winners: readonly number[] = [];
  /** Swapped move orders compared for `key-transposition`. */
  transpositions = 0;

  private readonly moveRng: Rng;
  private readonly probeRng: Rng;
  /** For comparing positions that share a key, and for swapping moves: apart from the probes. */
  private readonly continuationRng: Rng;
  private readonly swapRng: Rng;
  /** JSON checks run at the ends and at plies where `(ply + jsonOffset) % jsonEvery === 0`. */
  private readonly jsonOffset: number;
  /** Every legal move's notation is checked at plies where `(ply + notationOffset) % notationEvery === 0`. */
  private readonly notationOffset: number;
  /** Moves and move strings seen legal earlier in this game, as "legal elsewhere" probes. */
  private readonly seenMoves: number[] = [];
  private readonly seenTexts: string[] = [];
  private maxSeen = -1;
  private continuationChecks = CONTINUATION_CHECKS_PER_GAME;

  /**
   * @param game - the game under test.
   * @param create - `game.create` with the run's options.
   * @param settings - what to check.
   * @param seed - this game's seed.
   * @param can - whether positions have `undo` and `key`.
   * @param keys - the keys met so far in the run.
   * @param index - this game's index in the run.
   */
  constructor(
    private readonly game: Game<Position<number>, number, unknown>,
    private readonly create: () => Position<number>,
    private readonly settings: Settings,
    seed: number,
    private readonly can: Capabilities,
    private readonly keys: KeyIndex,
    private readonly index: number,
  ) {
    // Separate streams: the moves chosen do not depend on how many probes are drawn, and the
    // swaps tried do not depend on the sampling either.
    this.moveRng = new Rng(seed);
    this.probeRng = this.moveRng.fork();
    this.continuationRng = this.probeRng.fork();
    this.swapRng = this.probeRng.fork();
    this.jsonOffset = this.probeRng.int(settings.jsonEvery);
    this.notationOffset = this.probeRng.int(settings.notationEvery);
  }

  /** Moves played so far. */
  get line(): readonly number[] {
    return this.record.line;
  }

  /** Plays the game to its end, checking every position. */
  play(): void {
    const pos = attempt('deterministic', 'create(options)', this.create);
    const twin = attempt('deterministic', 'create(options)', this.create);
    this.checkSameStart(pos, twin);
    this.keys.startGame(this.index, this.record.line);
    const seats = pos.seats;
    for (;;) {
      const legal = checkStructure(pos);
      if (pos.seats !== seats) {
        breach('seats-valid', `seats changed from ${seats} to ${safeStringify(pos.seats)}`);
      }
      const over = legal.length === 0;
      if (!over && this.ply >= this.settings.maxPlies) {
        breach('game-finite', `the game is still running after maxPlies = ${this.settings.maxPlies} moves`);
      }
      const deep = over || this.ply === 0 || (this.ply + this.jsonOffset) % this.settings.jsonEvery === 0;
      const state = new State(pos, legal, deep, this.can.key);
      this.record.add(state);
      if (state.key !== undefined) this.checkKeyMeetings(state.key, state.canonical, pos, legal, -1);
      this.checkPosition(state);
      if (over) break;
      this.advance(state, legal[this.moveRng.int(legal.length)]!);
    }
    if (!sameNumbers(pos.history, this.line)) {
      breach('history-matches', `history is [${pos.history}] but the moves played are [${this.line}]`);
    }
    this.winners = pos.outcome()?.winners ?? [];
    this.checkReplay(pos, twin);
    const toPly = (ply: number): void => {
      this.ply = ply;
    };
    if (this.can.undo) checkUndoToStart(pos, this.record, this.create, toPly);
    if (this.can.key && this.settings.transpositions > 0) {
      const { transpositions, maxPlies } = this.settings;
      this.transpositions = checkTranspositions(
        this.record,
        this.create,
        this.swapRng,
        transpositions,
        maxPlies,
        toPly,
      );
    }
  }

  /** Every check of one position that leaves it unchanged. */
  private checkPosition(state: State): void {
    const sample = this.sample(state.legal);
    this.checkClones(state, sample);
    this.checkIllegalNumbers(state);
    const everyMove = (this.ply + this.notationOffset) % this.settings.notationEvery === 0;
    const texts = this.checkNotation(state, everyMove ? state.legal : sample);
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
    state.expectSameKeys(copy, 'a clone');
    for (const move of sample) {
      const clone = attempt('clone-independent', 'clone()', () => pos.clone());
      attempt('legal-move-accepted', `play(${move}) of a legal move`, () => clone.play(move));
      this.checkHistoryAfter(clone, move);
      state.expectSame(pos, 'clone-independent', `playing ${move} on a clone`);
      let legal: readonly number[] = [];
      try {
        legal = checkStructure(
          clone,
          this.settings.thorough ? Number.POSITIVE_INFINITY : this.settings.movesPerPly,
        );
        if (this.can.key) this.checkKeyMeetings(keyOf(clone), canonicalKeyOf(clone), clone, legal, move);
      } catch (e) {
        if (!caughtInvariant(e)) throw e;
        breach(e.check, `after ${this.spell(pos, move)} (played on a clone): ${e.detail}`, e.original);
      }
      if (this.can.undo) this.checkUndo(state, clone, move);
    }
  }

  /** `clone` is `state`'s position with `move` played: `undo()` must give `move` and `state` back. */
  private checkUndo(state: State, clone: Position<number>, move: number): void {
    const played = `play(${this.spell(state.pos, move)}) then undo()`;
    const back = attempt('undo-restores', played, () => clone.undo!());
    if (back !== move) breach('undo-restores', `${played}: undo() returned ${safeStringify(back)}`);
    const diff = attempt('undo-restores', `${played}, then reading the position,`, () =>
      state.difference(clone),
    );
    if (diff !== undefined) breach('undo-restores', `${played} gives ${diff}`);
    if (state.key === undefined) return;
    const key = attempt('undo-restores', `${played}, then key(),`, () => clone.key!());
    if (key !== state.key)
      breach('undo-restores', `${played} gives key ${safeStringify(key)} instead of ${state.key}`);
    if (state.canonical === undefined) return;
    const canonical = attempt('undo-restores', `${played}, then canonicalKeyInto(),`, () =>
      canonicalKeyOf(clone),
    );
    if (canonical !== state.canonical)
      breach('undo-restores', `${played} gives canonical key ${canonical} instead of ${state.canonical}`);
  }

  /**
   * Records that a position of this game (after the moves played, then `extra` if not -1) has
   * `key` (and `canonical`, where positions have canonical keys). A position met earlier in the run with the same key and another history must be the
   * same position: what the rules show must agree, and (a few times per game) so must what they
   * show along shared random continuations.
   */
  private checkKeyMeetings(
    key: bigint,
    canonical: bigint | undefined,
    pos: Position<number>,
    legal: readonly number[],
    extra: number,
  ): void {
    const here = { game: this.index, ply: this.ply, extra, view: rulesView(pos, legal) };
    if (canonical !== undefined) this.checkCanonicalMeetings(canonical, pos, legal, extra);
    const earlier = this.keys.add(key, here);
    if (earlier === undefined) return;
    const both = `${describeAt(here)} and ${describeAt(earlier)} have the same key ${key}`;
    if (earlier.view !== here.view)
      breach('key-distinct', `${both} but differ: ${here.view} vs ${earlier.view}`);
    if (this.continuationChecks <= 0) return;
    this.continuationChecks--;
    const diff = attempt('key-distinct', `rebuilding ${describeAt(earlier)} and comparing`, () =>
      behaviourDifference(
        pos,
        this.keys.rebuild(earlier, this.create),
        this.continuationRng,
        this.settings.maxPlies,
      ),
    );
    if (diff !== undefined) breach('key-distinct', `${both} but differ: ${diff}`);
  }

  /**
   * Positions with the same canonical key are images of each other under the game's
   * symmetries: the same seat to move, as many legal moves, the same outcome.
   */
  private checkCanonicalMeetings(
    canonical: bigint,
    pos: Position<number>,
    legal: readonly number[],
    extra: number,
  ): void {
    const here = { game: this.index, ply: this.ply, extra, view: symmetricView(pos, legal) };
    const earlier = this.keys.addCanonical(canonical, here);
    if (earlier !== undefined) {
      breach(
        'key-distinct',
        `${describeAt(here)} and ${describeAt(earlier)} have the same canonical key ${canonical} but differ: ${here.view} vs ${earlier.view}`,
      );
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
    expectUnchanged(data, json);
    state.expectSameKeys(restored, 'fromJSON(toJSON())');
    vandalise(data);
    state.expectSame(restored, 'json-independent', 'changing the data given to fromJSON');
    vandalise(attempt('json-round-trip', 'toJSON()', () => pos.toJSON()));
    state.expectSame(pos, 'json-independent', 'changing the data toJSON returned');
  }

  /** Corrupted JSON is refused with SetupError or gives a position that keeps the invariants. */
  private checkCorruptions(json: string): void {
    for (let i = 0; i < this.settings.corruptions; i++) {
      const data = corrupt(json, this.probeRng);
      const given = safeStringify(data);
      const shown = truncate(given, 300);
      let restored: Position<number>;
      try {
        restored = this.game.fromJSON(data);
      } catch (e) {
        expectUnchanged(data, given);
        if (isQuadrilleError(e) && e.code === ErrorCode.Setup) continue;
        breach('from-json-errors', `fromJSON(${shown}) threw ${describeError(e)}, not SetupError`, e);
      }
      expectUnchanged(data, given);
      try {
        checkStructure(restored);
        const again = snapshot(restored);
        const back = this.game.fromJSON(JSON.parse(again));
        if (snapshot(back) !== again) breach('json-round-trip', 'its JSON does not round-trip');
      } catch (e) {
        const why = e instanceof Breach ? `${e.check}: ${e.detail}` : describeError(e);
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
    this.record.line.push(move);
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
      if (hashMoves(legal) !== this.record.legalHashes[i]) {
        breach('deterministic', `replaying the same moves gives other legal moves after ${i} moves`);
      }
      const key = this.record.keys[i];
      if (key !== undefined && keyOf(twin) !== key) {
        breach('key-stable', `replaying the same ${i} moves gives key ${keyOf(twin)}, not ${key}`);
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

/** Fails `from-json-input-unchanged` unless `data` still reads as `before` (its `safeStringify`). */
function expectUnchanged(data: unknown, before: string): void {
  const after = safeStringify(data);
  if (after !== before) {
    breach(
      'from-json-input-unchanged',
      `fromJSON changed the data it was given: ${truncate(after, 200)} instead of ${truncate(before, 200)}`,
    );
  }
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
