/**
 * The checks {@link checkKnowledge} runs at one position: the priors of every legal move, the
 * playout policy along a seeded playout (twice, to compare), `evaluate` and `timeShare` where
 * the game runs and `reward` where the playout ends.
 *
 * @module
 */

import type { Game, GameKnowledge, Outcome, Position } from '@quadrille/core';
import { Rng } from '@quadrille/core';
import type { KnowledgeProperty } from './knowledge-properties.js';
import { attemptKnowledge, knowledgeBreach } from './knowledge-violation.js';
import { fingerprint } from './position-state.js';
import { safeStringify, truncate } from './violation.js';

/** What one {@link KnowledgeProbe.check} looked at. */
export interface ProbeCounts {
  /** `playoutMove` calls checked. */
  readonly playoutMoves: number;
  /** Moves of the simulator's playouts checked. */
  readonly simulatorMoves: number;
  /** `evaluate` calls checked. */
  readonly evaluations: number;
  /** `reward` calls checked. */
  readonly outcomes: number;
}

/** Knowledge over any position, as the checks see it. */
type AnyKnowledge = GameKnowledge<Position<number>>;
/** A simulator of such knowledge. */
type AnySimulator = ReturnType<NonNullable<AnyKnowledge['simulator']>>;

/** Checks a game's knowledge at the positions it is given; throws a `KnowledgeBreach` on the first failure. */
export class KnowledgeProbe {
  /**
   * @param game - the game, for the notation in messages.
   * @param knowledge - the knowledge under test.
   * @param playoutPlies - the longest playout checked from a position.
   */
  constructor(
    private readonly game: Game<Position<number>, number, unknown>,
    private readonly knowledge: AnyKnowledge,
    private readonly playoutPlies: number,
  ) {}

  /** Runs every check at `pos` (which it leaves as it was), with playouts seeded by `playoutSeed`. */
  check(pos: Position<number>, playoutSeed: number): ProbeCounts {
    const { priors, playoutMove, evaluate, reward, timeShare, simulator } = this.knowledge;
    if (priors !== undefined) this.checkPriors(pos, priors);
    const simulatorMoves = simulator === undefined ? 0 : this.checkSimulator(pos, playoutSeed, simulator);
    if (timeShare !== undefined && !pos.isOver()) this.checkTimeShare(pos, timeShare);
    let evaluations = 0;
    if (evaluate !== undefined && !pos.isOver()) {
      this.checkEvaluate(pos, evaluate);
      evaluations++;
    }
    if (playoutMove === undefined && reward === undefined && evaluate === undefined) {
      return { playoutMoves: 0, simulatorMoves, evaluations, outcomes: 0 };
    }
    // Without a policy, a uniform playout still reaches outcomes for `reward` and `evaluate`.
    const end = pos.clone();
    const played = this.playout(end, new Rng(playoutSeed), playoutMove);
    if (playoutMove !== undefined) this.checkSamePlayout(pos, playoutSeed, playoutMove, played);
    let outcomes = 0;
    if (end.isOver() && reward !== undefined) {
      this.checkReward(end.outcome()!, end.seats, reward);
      outcomes++;
    } else if (!end.isOver() && evaluate !== undefined && played.length > 0) {
      this.checkEvaluate(end, evaluate);
      evaluations++;
    }
    return {
      playoutMoves: playoutMove === undefined ? 0 : played.length,
      simulatorMoves,
      evaluations,
      outcomes,
    };
  }

  /**
   * The simulator's properties at `pos`: a playout from `pos` (and one after a first tree move)
   * checked move by move against a copy played in step, its outcome against the rules', and
   * `restore()` against a replay with the same seed, after a playout and after the simulation
   * with the tree move. Returns the moves checked.
   */
  private checkSimulator(
    pos: Position<number>,
    seed: number,
    make: NonNullable<AnyKnowledge['simulator']>,
  ): number {
    const before = view(pos, true);
    const sim = attemptKnowledge('simulator-legal', 'simulator(pos)', () => make.call(this.knowledge, pos));
    attemptKnowledge('simulator-legal', 'reset(pos)', () => sim.reset(pos));
    this.expectSame(pos, before, true, 'simulator-unchanged', () => 'simulator(pos) and reset(pos)');
    const turn = pos.isOver() ? -1 : pos.turn;
    if (sim.turn() !== turn) {
      knowledgeBreach(
        'simulator-legal',
        `turn() is ${safeStringify(sim.turn())} after reset(pos), not ${turn}`,
      );
    }
    this.checkChildren(sim, pos, 'after reset(pos)');
    if (pos.isOver()) return 0;
    const first = this.simulatorPlayout(sim, pos.clone(), seed, 'the playout from reset(pos)');
    sim.restore();
    const again = this.simulatorPlayout(sim, pos.clone(), seed, 'the playout after restore()');
    if (again.join() !== first.join()) {
      knowledgeBreach(
        'simulator-restore',
        `after restore(), an Rng of the same seed played ${truncate(again.join(' '), 200)} instead of ${truncate(first.join(' '), 200)}`,
      );
    }
    // A tree move, then a playout.
    sim.restore();
    const tree = pos.clone();
    const move = tree.legalMoves()[0]!;
    attemptKnowledge('simulator-legal', `play(${this.spell(pos, move)})`, () => sim.play(move));
    tree.play(move);
    const turnAfter = tree.isOver() ? -1 : tree.turn;
    if (sim.turn() !== turnAfter) {
      knowledgeBreach(
        'simulator-legal',
        `turn() is ${safeStringify(sim.turn())} after play(${this.spell(pos, move)}), not ${turnAfter}`,
      );
    }
    this.checkChildren(sim, tree, `after play(${this.spell(pos, move)})`);
    const third = this.simulatorPlayout(sim, tree, seed, `the playout after play(${this.spell(pos, move)})`);
    // Back from a simulation that went down a tree move: the start again, with nothing of it
    // kept — the first playout again (whose moves were checked), move for move.
    sim.restore();
    const fourth: number[] = [];
    attemptKnowledge('simulator-legal', 'the playout after restore() from the tree move', () =>
      sim.playout(new Rng(seed), { push: (m) => fourth.push(m) }),
    );
    if (fourth.join() !== first.join()) {
      knowledgeBreach(
        'simulator-restore',
        `after restore() from a simulation with a tree move, an Rng of the same seed played ${truncate(fourth.join(' '), 200)} instead of ${truncate(first.join(' '), 200)}`,
      );
    }
    return first.length + again.length + third.length + fourth.length;
  }

  /**
   * Where `sim` has `movesInto`: it gives the legal moves of `pos` (where `sim` stands), each
   * once; and where it has `priorsInto` too, the knowledge's priors of those moves, in their order.
   */
  private checkChildren(sim: AnySimulator, pos: Position<number>, when: string): void {
    if (sim.movesInto === undefined) return;
    const moves: number[] = [];
    const count = attemptKnowledge('simulator-children', `movesInto(out) ${when}`, () =>
      sim.movesInto!(moves),
    );
    const got = moves.slice(0, count);
    const legal = pos.isOver() ? [] : pos.legalMoves();
    const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b).join();
    if (sorted(got) !== sorted(legal)) {
      knowledgeBreach(
        'simulator-children',
        `movesInto(out) ${when} gave ${count} moves (${truncate(got.map((m) => this.spell(pos, m)).join(' '), 200)}), not the ${legal.length} legal moves`,
      );
    }
    const { priors } = this.knowledge;
    if (sim.priorsInto === undefined || priors === undefined || count < 2) return;
    const out = new Float64Array(count).fill(0.5);
    attemptKnowledge('simulator-children', `priorsInto(moves, ${count}, out) ${when}`, () =>
      sim.priorsInto!(got, count, out),
    );
    const expected = new Float64Array(count).fill(0.5);
    priors(pos, got, expected);
    const i = out.findIndex((p, j) => !Object.is(p, expected[j]));
    if (i >= 0) {
      knowledgeBreach(
        'simulator-children',
        `priorsInto ${when} gives ${this.spell(pos, got[i]!)} the prior ${out[i]}, where priors(pos, moves, out) gives ${expected[i]}`,
      );
    }
  }

  /** One playout of `sim`, each recorded move checked on `lockstep`; returns the moves. */
  private simulatorPlayout(
    sim: AnySimulator,
    lockstep: Position<number>,
    seed: number,
    what: string,
  ): number[] {
    const moves: number[] = [];
    const seats: number[] = [];
    const outcome = attemptKnowledge('simulator-legal', what, () =>
      sim.playout(new Rng(seed), {
        push(move, seat) {
          moves.push(move);
          seats.push(seat);
        },
      }),
    );
    for (let i = 0; i < moves.length; i++) {
      const move = moves[i]!;
      if (lockstep.isOver() || !lockstep.isLegal(move) || seats[i] !== lockstep.turn) {
        knowledgeBreach(
          'simulator-legal',
          `${what} recorded ${safeStringify(move)} for seat ${seats[i]} at its step ${i}, not a legal move of seat ${lockstep.isOver() ? 'none (the game is over)' : lockstep.turn}`,
        );
      }
      lockstep.play(move);
    }
    // Whether the playout ended the game, asked before `randomEnd` plays the copy on to its end.
    const over = lockstep.isOver();
    const expected = over ? lockstep.outcome()! : randomEnd(lockstep, seed);
    const early = over ? '' : ' (it stopped early; the game played on at random)';
    const got = { scores: outcome.scores, winners: outcome.winners };
    const same = over
      ? JSON.stringify(got) === JSON.stringify({ scores: expected.scores, winners: expected.winners })
      : JSON.stringify(got.winners) === JSON.stringify(expected.winners);
    if (!same) {
      knowledgeBreach(
        'simulator-outcome',
        `${what} gave ${safeStringify(got)}, where the rules give ${safeStringify({ scores: expected.scores, winners: expected.winners })}${early}`,
      );
    }
    return moves;
  }

  /** Every legal move gets a value in [0, 1], the same every time, and the position stays as it was. */
  private checkPriors(pos: Position<number>, priors: NonNullable<AnyKnowledge['priors']>): void {
    const legal = pos.legalMoves();
    const ask = (on: Position<number>, what: string): Float64Array => {
      // The search's contract: one entry per move, all 0.5 on entry.
      const out = new Float64Array(legal.length).fill(0.5);
      attemptKnowledge('priors-well-formed', what, () => priors(on, legal.slice(), out));
      return out;
    };
    const before = view(pos, true);
    const out = ask(pos, 'priors(pos, moves, out)');
    this.expectSame(pos, before, true, 'priors-unchanged', () => 'priors(pos, moves, out)');
    out.forEach((p, i) => {
      if (!inUnitRange(p)) {
        knowledgeBreach(
          'priors-well-formed',
          `the prior of ${this.spell(pos, legal[i]!)} is ${safeStringify(p)}, not a finite number in [0, 1]`,
        );
      }
    });
    const again = ask(pos, 'priors(pos, moves, out) asked again');
    const onClone = ask(pos.clone(), 'priors(pos.clone(), moves, out)');
    for (const [other, how] of [
      [again, 'when asked again'],
      [onClone, 'on a clone'],
    ] as const) {
      const i = out.findIndex((p, j) => !Object.is(p, other[j]));
      if (i >= 0) {
        knowledgeBreach(
          'priors-deterministic',
          `the prior of ${this.spell(pos, legal[i]!)} is ${out[i]}, then ${other[i]} ${how}`,
        );
      }
    }
  }

  /** A share in (0, 1], the position unchanged. */
  private checkTimeShare(pos: Position<number>, timeShare: NonNullable<AnyKnowledge['timeShare']>): void {
    const before = view(pos, true);
    const share = attemptKnowledge('time-share-well-formed', 'timeShare(pos)', () => timeShare(pos));
    this.expectSame(pos, before, true, 'time-share-unchanged', () => 'timeShare(pos)');
    if (!(typeof share === 'number' && share > 0 && share <= 1)) {
      knowledgeBreach(
        'time-share-well-formed',
        `timeShare(pos) returned ${safeStringify(share)}, not a finite number in (0, 1]`,
      );
    }
  }

  /** One reward in [0, 1] per seat, the position unchanged. */
  private checkEvaluate(pos: Position<number>, evaluate: NonNullable<AnyKnowledge['evaluate']>): void {
    const before = view(pos, true);
    // NaN on entry: a search's scratch array holds the last simulation's rewards, so every seat
    // must be written.
    const out = new Float64Array(pos.seats).fill(Number.NaN);
    attemptKnowledge('evaluate-well-formed', 'evaluate(pos, out)', () => evaluate(pos, out));
    this.expectSame(pos, before, true, 'evaluate-unchanged', () => 'evaluate(pos, out)');
    expectRewards(out, 'evaluate-well-formed', 'evaluate(pos, out)');
  }

  /** One reward in [0, 1] per seat, the outcome unchanged. */
  private checkReward(outcome: Outcome, seats: number, reward: NonNullable<AnyKnowledge['reward']>): void {
    const before = safeStringify(outcome);
    const out = new Float64Array(seats).fill(Number.NaN); // as in evaluate: every seat written
    attemptKnowledge('reward-well-formed', `reward(${before}, out)`, () => reward(outcome, out));
    const after = safeStringify(outcome);
    if (after !== before)
      knowledgeBreach('reward-well-formed', `reward changed the outcome ${before} to ${after}`);
    expectRewards(out, 'reward-well-formed', `reward(${before}, out)`);
  }

  /**
   * Plays `pos` out in place with `pick` (uniformly at random without one) for at most
   * `playoutPlies` moves, checking every choice; returns the moves played.
   */
  private playout(pos: Position<number>, rng: Rng, pick: AnyKnowledge['playoutMove']): number[] {
    const start = pos.clone();
    const played: number[] = [];
    const buffer: number[] = [];
    while (played.length < this.playoutPlies) {
      const count = legalMovesInto(pos, buffer);
      if (count === 0) break;
      let move: number;
      if (pick === undefined) move = buffer[rng.int(count)]!;
      else {
        // Stale entries after the legal moves, as in a search's reused buffer: never to be chosen.
        buffer[count] = -1;
        buffer[count + 1] = played.length > 0 ? played[played.length - 1]! : 2 ** 31 - 1;
        const what = (): string => this.step(start, played, count);
        // The whole JSON at the first step; later steps compare the cheaper fingerprint and key.
        const deep = played.length === 0;
        const before = view(pos, deep);
        move = attemptKnowledge('playout-legal', what, () => pick(pos, buffer, count, rng));
        this.expectSame(pos, before, deep, 'playout-unchanged', what);
        if (!buffer.slice(0, count).includes(move)) {
          knowledgeBreach(
            'playout-legal',
            `${what()} returned ${safeStringify(move)}, not one of the ${count} legal moves given`,
          );
        }
      }
      pos.play(move);
      played.push(move);
    }
    return played;
  }

  /** A second playout from `pos` with an `Rng` of the same seed plays `played` again. */
  private checkSamePlayout(
    pos: Position<number>,
    seed: number,
    pick: NonNullable<AnyKnowledge['playoutMove']>,
    played: readonly number[],
  ): void {
    const twin = pos.clone();
    const rng = new Rng(seed);
    const buffer: number[] = [];
    for (let step = 0; step < played.length; step++) {
      const count = legalMovesInto(twin, buffer);
      const what = (): string => this.step(pos, played.slice(0, step), count);
      const move = attemptKnowledge(
        'playout-deterministic',
        () => `${what()}, replayed`,
        () => pick(twin, buffer, count, rng),
      );
      if (move !== played[step]) {
        knowledgeBreach(
          'playout-deterministic',
          `${what()} returned ${this.spell(twin, played[step]!)}, then ${this.spell(twin, move)} with an Rng of the same seed`,
        );
      }
      twin.play(move);
    }
  }

  /** Fails `property` unless `pos` still shows `before`, its {@link view} (`what` changed the position). */
  private expectSame(
    pos: Position<number>,
    before: string,
    deep: boolean,
    property: KnowledgeProperty,
    what: () => string,
  ): void {
    const after = view(pos, deep);
    if (after !== before) {
      knowledgeBreach(
        property,
        `${what()} changed the position: ${truncate(after, 300)} instead of ${truncate(before, 300)}`,
      );
    }
  }

  /** Names the playout step after `played` from `start`: `playoutMove(…) at step 2 of the playout (after a1 b2)`. */
  private step(start: Position<number>, played: readonly number[], count: number): string {
    const call = `playoutMove(pos, moves, ${count}, rng) at step ${played.length} of the playout`;
    if (played.length === 0) return call;
    const pos = start.clone();
    const texts = played.map((move) => {
      const text = this.spell(pos, move, false);
      pos.play(move);
      return text;
    });
    return `${call} (after ${truncate(texts.join(' '), 300)})`;
  }

  /** `move` in the game's notation, for messages (`#n` where that fails). */
  private spell(pos: Position<number>, move: number, withNumber = true): string {
    try {
      const text = this.game.formatMove(pos, move);
      return withNumber ? `${text} (move ${move})` : text;
    } catch {
      return `#${safeStringify(move)}`;
    }
  }
}

/** What a position shows: the fingerprint and key, and with `deep` its JSON (on a line of its own). */
function view(pos: Position<number>, deep: boolean): string {
  const key = typeof pos.key === 'function' ? ` key ${pos.key()}` : '';
  return `${fingerprint(pos)}${key}${deep ? `\n${JSON.stringify(pos.toJSON())}` : ''}`;
}

/** The outcome of `pos` played to its end (in place) by uniformly random moves seeded `seed`. */
function randomEnd(pos: Position<number>, seed: number): Outcome {
  const rng = new Rng(seed);
  const buffer: number[] = [];
  for (let count = legalMovesInto(pos, buffer); count > 0; count = legalMovesInto(pos, buffer)) {
    pos.play(buffer[rng.int(count)]!);
  }
  return pos.outcome()!;
}

/** `pos.legalMovesInto(buffer)` where the position has it, else a copy of `legalMoves()`. */
function legalMovesInto(pos: Position<number>, buffer: number[]): number {
  if (pos.legalMovesInto !== undefined) return pos.legalMovesInto(buffer);
  const legal = pos.legalMoves();
  for (let i = 0; i < legal.length; i++) buffer[i] = legal[i]!;
  return legal.length;
}

/** Whether `value` is a finite number in [0, 1] (NaN is not). */
function inUnitRange(value: number): boolean {
  return value >= 0 && value <= 1;
}

/** Fails `property` unless every seat's reward in `out` is in [0, 1]. */
function expectRewards(out: Float64Array, property: KnowledgeProperty, what: string): void {
  out.forEach((r, seat) => {
    if (!inUnitRange(r)) {
      const unwritten = Number.isNaN(r) ? ' (left unwritten?)' : '';
      knowledgeBreach(
        property,
        `${what} gave seat ${seat} the reward ${safeStringify(r)}${unwritten}, not a finite number in [0, 1]`,
      );
    }
  });
}
