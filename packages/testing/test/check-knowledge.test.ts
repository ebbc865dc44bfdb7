import { type GameKnowledge, OptionsError, type Outcome, type Rng, type Simulator } from '@quadrille/core';
import { type MnkMove, type MnkOptions, type MnkPosition, mnk } from '@quadrille/examples';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkKnowledge,
  KNOWLEDGE_PROPERTIES,
  type KnowledgeProperty,
  KnowledgeViolation,
} from '../src/index.js';

type Knowledge = GameKnowledge<MnkPosition>;

const OPTIONS: MnkOptions = { width: 4, height: 4, k: 3 };

/** How far `move` is from the middle of the board. */
function distance(pos: MnkPosition, move: number): number {
  const { width, height } = pos.grid;
  return Math.hypot((move % width) - (width - 1) / 2, Math.floor(move / width) - (height - 1) / 2);
}

/** The winners share 1, the others get 0. */
function winShare(outcome: Outcome, out: Float64Array): void {
  out.fill(0);
  for (const seat of outcome.winners) out[seat] = 1 / outcome.winners.length;
}

/**
 * A correct simulator for the m,n,k-game: uniform playouts on a copy of the position. `flaw`
 * breaks one thing on purpose, for the tests of what the kit catches.
 */
function copySimulator(
  flaw?:
    | 'illegal'
    | 'wrong-outcome'
    | 'no-restore'
    | 'keeps-tree-moves'
    | 'touches-position'
    | 'wrong-seat'
    | 'missing-move'
    | 'other-priors'
    | 'no-priors',
): (pos: MnkPosition) => Simulator<MnkPosition> {
  return (given) => {
    let start = given.clone();
    let now = given.clone();
    return {
      reset(pos) {
        if (flaw === 'touches-position' && pos.legalMoves().length > 1) pos.play(pos.legalMoves()[0]!);
        start = pos.clone();
        now = pos.clone();
      },
      restore() {
        if (flaw !== 'no-restore') now = start.clone();
      },
      play(move) {
        now.play(move);
        // As if a tree move were written into the state that `restore` copies back.
        if (flaw === 'keeps-tree-moves') start.play(move);
      },
      turn() {
        return now.isOver() ? -1 : now.turn;
      },
      movesInto(out) {
        const moves = now.legalMoves();
        // The last legal move left out, once there are a few.
        const count = flaw === 'missing-move' && moves.length > 3 ? moves.length - 1 : moves.length;
        for (let i = 0; i < count; i++) out[i] = moves[i]!;
        return count;
      },
      // centreFirst's priors, as a simulator must give its knowledge's (none for other priors).
      priorsInto:
        flaw === 'no-priors'
          ? undefined
          : (moves, count, out) => {
              for (let i = 0; i < count; i++)
                out[i] = flaw === 'other-priors' ? 0.5 : 1 / (1 + distance(now, moves[i]!));
            },
      playout(rng: Rng, record) {
        while (!now.isOver()) {
          const moves = now.legalMoves();
          let move = moves[rng.int(moves.length)]!;
          if (flaw === 'illegal' && now.history.length >= 3) move = now.history[0]!;
          record.push(move, flaw === 'wrong-seat' ? 1 - now.turn : now.turn);
          if (flaw === 'illegal' && now.history.length >= 3)
            return now.outcome() ?? { scores: [0, 0], winners: [0, 1] };
          now.play(move);
        }
        const outcome = now.outcome()!;
        return flaw === 'wrong-outcome' ? { scores: outcome.scores, winners: [0] } : outcome;
      },
    };
  };
}

/**
 * Correct knowledge of every kind: centre-first priors and playouts, an even evaluation, win
 * shares, and search settings.
 */
const centreFirst: Required<Knowledge> = {
  priors(pos, moves, out) {
    moves.forEach((m, i) => {
      out[i] = 1 / (1 + distance(pos, m));
    });
  },
  playoutMove(pos, moves, count, rng) {
    // Half the time the most central move, else any: randomness only from `rng`.
    if (rng.int(2) === 0) return moves[rng.int(count)]!;
    let best = moves[0]!;
    for (let i = 1; i < count; i++) if (distance(pos, moves[i]!) < distance(pos, best)) best = moves[i]!;
    return best;
  },
  evaluate(pos, out) {
    out.fill(1 / pos.seats);
  },
  reward: winShare,
  search: { exploration: 0.5, raveEquivalence: 200, priorWeight: 4 },
  // A clock spread over the empty cells the mover will fill, about half of them.
  timeShare(pos) {
    const empty = pos.grid.width * pos.grid.height - pos.history.length;
    return Math.min(1, 2 / Math.max(1, empty));
  },
  simulator: copySimulator(),
};

/** `centreFirst` with `broken` in place of some of its functions. */
const breaking = (broken: Knowledge): Knowledge => ({
  ...centreFirst,
  // A simulator's priors are its knowledge's: other priors come with a simulator that has none.
  ...(broken.priors === undefined ? {} : { simulator: copySimulator('no-priors') }),
  ...broken,
});

/** The violation `checkKnowledge` throws for `knowledge` (failing the test if it throws none). */
function violationOf(knowledge: Knowledge, options: MnkOptions = OPTIONS): KnowledgeViolation {
  try {
    checkKnowledge(mnk, knowledge, { options, runs: 200, seed: 3 });
  } catch (e) {
    if (e instanceof KnowledgeViolation) return e;
    throw e;
  }
  throw new Error('checkKnowledge found nothing wrong');
}

describe('checkKnowledge on correct knowledge', () => {
  it('passes, and reports what it checked', () => {
    const report = checkKnowledge(mnk, centreFirst, { options: OPTIONS, runs: 60, seed: 7 });
    expect(report.positions).toBe(60);
    expect(report.playoutMoves).toBeGreaterThan(60);
    expect(report.simulatorMoves).toBeGreaterThan(60);
    expect(report.evaluations).toBeGreaterThan(0);
    expect(report.outcomes).toBeGreaterThan(0);
    expect(report.skipped).toEqual([]);
  });

  it('is reproducible: the same seed checks the same positions', () => {
    const run = (seed: number) => checkKnowledge(mnk, centreFirst, { options: OPTIONS, runs: 30, seed });
    expect(run(5)).toEqual(run(5));
    expect(run(6)).not.toEqual(run(5));
  });

  it('lists the properties of the functions the knowledge lacks as skipped, and checks the rest', () => {
    const report = checkKnowledge(mnk, { reward: winShare }, { options: OPTIONS, runs: 20 });
    expect(report.skipped.map((s) => s.property)).toEqual([
      'priors-well-formed',
      'priors-unchanged',
      'priors-deterministic',
      'playout-legal',
      'playout-unchanged',
      'playout-deterministic',
      'evaluate-well-formed',
      'evaluate-unchanged',
      'time-share-well-formed',
      'time-share-unchanged',
      'simulator-legal',
      'simulator-outcome',
      'simulator-restore',
      'simulator-unchanged',
      'simulator-children',
      'search-well-formed',
    ]);
    expect(report.skipped[0]!.reason).toBe('the knowledge has no priors()');
    expect(report.skipped.at(-1)!.reason).toBe('the knowledge has no search settings');
    // Uniform playouts still reach outcomes for `reward`.
    expect(report.outcomes).toBeGreaterThan(0);
    expect(report.playoutMoves).toBe(0);
  });

  it('checks random variants when the options are an arbitrary', () => {
    const variants = fc.record({ width: fc.integer({ min: 1, max: 6 }), k: fc.constant(1) });
    expect(checkKnowledge(mnk, centreFirst, { options: variants, runs: 30 }).positions).toBe(30);
  });

  it('stops playouts at playoutPlies', () => {
    const report = checkKnowledge(mnk, centreFirst, { options: OPTIONS, runs: 20, playoutPlies: 1 });
    expect(report.playoutMoves).toBeLessThanOrEqual(20);
  });
});

describe('checkKnowledge on broken knowledge names the broken property', () => {
  const cases: { name: string; knowledge: Knowledge; property: KnowledgeProperty; detail: RegExp }[] = [
    {
      name: 'a prior above 1',
      knowledge: breaking({
        priors(pos, moves, out) {
          centreFirst.priors(pos, moves, out);
          out[0] = 1.25;
        },
      }),
      property: 'priors-well-formed',
      detail: /^the prior of a1 \(move 0\) is 1\.25, not a finite number in \[0, 1\]$/,
    },
    {
      name: 'a NaN prior',
      knowledge: breaking({
        priors(pos, moves, out) {
          centreFirst.priors(pos, moves, out);
          if (pos.history.length === 2) out[moves.length - 1] = Number.NaN;
        },
      }),
      property: 'priors-well-formed',
      detail: /is NaN, not a finite number in \[0, 1\]/,
    },
    {
      name: 'priors that throw',
      knowledge: breaking({
        priors() {
          throw new RangeError('no idea');
        },
      }),
      property: 'priors-well-formed',
      detail: /^priors\(pos, moves, out\) threw RangeError: no idea$/,
    },
    {
      name: 'priors that play a move to look ahead and forget to undo it',
      knowledge: breaking({
        priors(pos, moves, out) {
          centreFirst.priors(pos, moves, out);
          if (moves.length > 1) pos.play(moves[0]!);
        },
      }),
      property: 'priors-unchanged',
      detail: /^priors\(pos, moves, out\) changed the position/,
    },
    {
      name: 'priors that depend on what they were asked before',
      knowledge: (() => {
        let calls = 0;
        return breaking({
          priors(pos, moves, out) {
            centreFirst.priors(pos, moves, out);
            out[0] = (calls++ % 2) / 2;
          },
        });
      })(),
      property: 'priors-deterministic',
      // Whichever call comes first in the run, the next one differs.
      detail: /^the prior of a1 \(move 0\) is (0|0\.5), then (0\.5|0) when asked again$/,
    },
    {
      name: 'a playout move from the stale entries after count',
      knowledge: breaking({ playoutMove: (_pos, moves, count) => moves[count]! }),
      property: 'playout-legal',
      detail:
        /^playoutMove\(pos, moves, 16, rng\) at step 0 of the playout returned -1, not one of the 16 legal moves given$/,
    },
    {
      name: 'a playout move from the whole buffer once it holds earlier moves',
      knowledge: breaking({ playoutMove: (_pos, moves, _count, rng) => moves[rng.int(moves.length)]! }),
      property: 'playout-legal',
      detail: /not one of the \d+ legal moves given$/,
    },
    {
      name: 'a playout policy drawing from Math.random',
      knowledge: breaking({ playoutMove: (_pos, moves, count) => moves[Math.floor(Math.random() * count)]! }),
      property: 'playout-deterministic',
      detail: /then .* with an Rng of the same seed$/,
    },
    {
      name: 'a playout policy that plays the move itself',
      knowledge: breaking({
        playoutMove(pos, moves, count, rng) {
          const move = centreFirst.playoutMove(pos, moves, count, rng);
          if (count < 10) pos.play(move);
          return move;
        },
      }),
      property: 'playout-unchanged',
      detail: /^playoutMove\(pos, moves, \d+, rng\) at step \d+ of the playout.* changed the position/,
    },
    {
      name: 'an evaluation that leaves a seat unwritten',
      knowledge: breaking({
        evaluate(_pos, out) {
          out[0] = 0.5;
        },
      }),
      property: 'evaluate-well-formed',
      detail:
        /^evaluate\(pos, out\) gave seat 1 the reward NaN \(left unwritten\?\), not a finite number in \[0, 1\]$/,
    },
    {
      name: 'an evaluation that plays a move',
      knowledge: breaking({
        evaluate(pos, out) {
          out.fill(0.5);
          pos.play(pos.legalMoves()[0]!);
        },
      }),
      property: 'evaluate-unchanged',
      detail: /^evaluate\(pos, out\) changed the position/,
    },
    {
      name: 'a time share of 0 once the board fills',
      knowledge: breaking({ timeShare: (pos) => (pos.history.length > 2 ? 0 : 0.5) }),
      property: 'time-share-well-formed',
      detail: /^timeShare\(pos\) returned 0, not a finite number in \(0, 1\]$/,
    },
    {
      name: 'a time share that plays a move',
      knowledge: breaking({
        timeShare(pos) {
          pos.play(pos.legalMoves()[0]!);
          return 0.5;
        },
      }),
      property: 'time-share-unchanged',
      detail: /^timeShare\(pos\) changed the position/,
    },
    {
      name: 'a reward above 1 for a win',
      knowledge: breaking({
        reward(outcome, out) {
          out.fill(0);
          for (const seat of outcome.winners) out[seat] = 2 / outcome.winners.length;
        },
      }),
      property: 'reward-well-formed',
      detail:
        /^reward\(\{"scores":\[.*\],"winners":\[\d\]\}, out\) gave seat \d the reward 2, not a finite number in \[0, 1\]$/,
    },
    {
      name: 'a negative reward',
      knowledge: breaking({
        reward(outcome, out) {
          out.set(outcome.scores);
        },
      }),
      property: 'reward-well-formed',
      detail: /the reward -1, not a finite number in \[0, 1\]$/,
    },
  ];

  cases.push(
    {
      name: 'a simulator that records an illegal move',
      knowledge: breaking({ simulator: copySimulator('illegal') }),
      property: 'simulator-legal',
      detail: /recorded \d+ for seat \d at its step \d+, not a legal move/,
    },
    {
      name: 'a simulator that records the wrong seat',
      knowledge: breaking({ simulator: copySimulator('wrong-seat') }),
      property: 'simulator-legal',
      detail:
        /^the playout from reset\(pos\) recorded \d+ for seat \d at its step 0, not a legal move of seat \d$/,
    },
    {
      name: 'a simulator whose outcome is not the rules’',
      knowledge: breaking({ simulator: copySimulator('wrong-outcome') }),
      property: 'simulator-outcome',
      detail: /gave \{"scores":.*\}, where the rules give/,
    },
    {
      name: 'a simulator that does not restore',
      knowledge: breaking({ simulator: copySimulator('no-restore') }),
      property: 'simulator-restore',
      detail: /^after restore\(\), an Rng of the same seed played/,
    },
    {
      name: 'a simulator whose restore keeps the tree moves',
      knowledge: breaking({ simulator: copySimulator('keeps-tree-moves') }),
      property: 'simulator-restore',
      detail: /^after restore\(\) from a simulation with a tree move, an Rng of the same seed played/,
    },
    {
      name: 'a simulator that leaves out a legal move',
      knowledge: breaking({ simulator: copySimulator('missing-move') }),
      property: 'simulator-children',
      detail: /^movesInto\(out\) after reset\(pos\) gave \d+ moves \(.*\), not the \d+ legal moves$/,
    },
    {
      name: 'a simulator whose priors are not the knowledge’s',
      knowledge: breaking({ simulator: copySimulator('other-priors') }),
      property: 'simulator-children',
      detail:
        /^priorsInto after reset\(pos\) gives [a-d][1-4] \(move \d+\) the prior 0\.5, where priors\(pos, moves, out\) gives 0\.\d+$/,
    },
    {
      // As Blokus' and Linkage's knowledge do: offer priorsInto only when asked as the
      // knowledge's own method (`this`), whose priors it then gives. The kit asks as a search does.
      name: 'a simulator made by the knowledge’s method, whose priors are not the knowledge’s',
      knowledge: breaking({
        simulator(this: Knowledge | undefined, pos: MnkPosition) {
          return copySimulator(this === undefined ? 'no-priors' : 'other-priors')(pos);
        },
      }),
      property: 'simulator-children',
      detail: /^priorsInto after reset\(pos\) gives [a-d][1-4] \(move \d+\) the prior 0\.5/,
    },
    {
      name: 'a simulator that plays on the position it is given',
      knowledge: breaking({ simulator: copySimulator('touches-position') }),
      property: 'simulator-unchanged',
      detail: /^simulator\(pos\) and reset\(pos\) changed the position/,
    },
  );

  it.each(cases)('$name: $property', ({ knowledge, property, detail }) => {
    const violation = violationOf(knowledge);
    expect(violation.property).toBe(property);
    expect(violation.detail).toMatch(detail);
    expect(violation.gameId).toBe('mnk');
    expect(violation.options).toEqual(OPTIONS);
    expect(violation.seed).toBe(3);
    expect(violation.message).toContain(`knowledge property "${property}" violated: ${violation.detail}`);
    expect(violation.message).toContain(`  property:  ${KNOWLEDGE_PROPERTIES[property]}`);
  });

  it('shrinks to the shortest line that shows the bug, in the game’s notation', () => {
    // Wrong only once two moves are on the board: the shrunk position is two moves in.
    const late = breaking({
      priors(pos, moves, out) {
        centreFirst.priors(pos, moves, out);
        if (pos.history.length >= 2) out.fill(-0.5);
      },
    });
    const violation = violationOf(late);
    expect(violation.property).toBe('priors-well-formed');
    const line = violation.line!;
    expect(line).toHaveLength(2);
    expect(violation.shrinks).toBeGreaterThan(0);
    for (const text of line) expect(text).toMatch(/^[a-d][1-4]$/);
    expect(violation.message).toContain(`  line:      ${line.join(' ')}`);
    // The reported line is the bug's: replayed, the knowledge fails there.
    const pos = mnk.create(OPTIONS);
    for (const text of line) pos.play(mnk.parseMove(pos, text));
    const out = new Float64Array(pos.legalMoves().length).fill(0.5);
    late.priors!(pos, pos.legalMoves(), out);
    expect(out[0]).toBe(-0.5);
  });

  it('keeps the error the knowledge threw as the cause', () => {
    const error = new RangeError('no idea');
    const violation = violationOf(
      breaking({
        reward() {
          throw error;
        },
      }),
    );
    expect(violation.property).toBe('reward-well-formed');
    expect(violation.cause).toBe(error);
  });

  it('reports the concrete variant when the options are an arbitrary', () => {
    // Only boards wider than 3 get a bad prior: the shrunk variant is the narrowest of them.
    const knowledge = breaking({
      priors(pos, moves, out) {
        centreFirst.priors(pos, moves, out);
        if (pos.grid.width > 3) out[0] = 2;
      },
    });
    const variants = fc.record({ width: fc.integer({ min: 1, max: 8 }), k: fc.constant(1) });
    let violation: unknown;
    try {
      checkKnowledge(mnk, knowledge, { options: variants, runs: 100, seed: 1 });
    } catch (e) {
      violation = e;
    }
    expect(violation).toBeInstanceOf(KnowledgeViolation);
    expect((violation as KnowledgeViolation).options).toEqual({ width: 4, k: 1 });
    expect((violation as KnowledgeViolation).line).toEqual([]);
  });
});

describe('checkKnowledge on search settings', () => {
  it.each([
    ['the minimum of every setting', { exploration: 0, raveEquivalence: 1, priorWeight: 0 }],
    [
      'one setting, another undefined (a search reads it as absent)',
      { raveEquivalence: 1e6, exploration: undefined },
    ],
    ['no setting at all', {}],
    ['an object without a prototype', Object.assign(Object.create(null) as object, { priorWeight: 2 })],
  ])('passes %s', (_name, search) => {
    const report = checkKnowledge(mnk, { ...centreFirst, search }, { options: OPTIONS, runs: 5 });
    expect(report.skipped).toEqual([]);
  });

  const cases: { name: string; search: unknown; detail: string }[] = [
    { name: 'a number', search: 0.5, detail: 'search is 0.5, not a plain object' },
    { name: 'null', search: null, detail: 'search is null, not a plain object' },
    { name: 'an array', search: [0], detail: 'search is [0], not a plain object' },
    {
      name: 'a Map, whose JSON looks like an empty object',
      search: new Map([['exploration', 0]]),
      detail: 'search is an instance of Map, not a plain object',
    },
    {
      name: 'a negative exploration',
      search: { exploration: -0.1 },
      detail: 'search.exploration is -0.1, not a finite number ≥ 0',
    },
    {
      name: 'a raveEquivalence below 1',
      search: { exploration: 0, raveEquivalence: 0.5 },
      detail: 'search.raveEquivalence is 0.5, not a finite number ≥ 1',
    },
    {
      name: 'a NaN priorWeight',
      search: { priorWeight: Number.NaN },
      detail: 'search.priorWeight is NaN, not a finite number ≥ 0',
    },
    {
      name: 'an infinite exploration',
      search: { exploration: Number.POSITIVE_INFINITY },
      detail: 'search.exploration is Infinity, not a finite number ≥ 0',
    },
    {
      name: 'a number in a string',
      search: { exploration: '0.5' },
      detail: 'search.exploration is "0.5", not a finite number ≥ 0',
    },
    {
      name: 'a null setting',
      search: { priorWeight: null },
      detail: 'search.priorWeight is null, not a finite number ≥ 0',
    },
    {
      name: 'a marginShare above 1',
      search: { marginShare: 1.5 },
      detail: 'search.marginShare is 1.5, not a finite number from 0 to 1',
    },
    {
      name: 'a negative marginShare',
      search: { marginShare: -0.1 },
      detail: 'search.marginShare is -0.1, not a finite number from 0 to 1',
    },
    {
      name: 'a misspelt setting',
      search: { explorations: 0 },
      detail:
        'search.explorations is not a search setting (exploration, raveEquivalence, priorWeight, marginShare), so a search would silently ignore it',
    },
  ];

  it.each(cases)('fails $name with search-well-formed, before any position', ({ search, detail }) => {
    let calls = 0;
    const knowledge = breaking({
      search: search as Knowledge['search'],
      // Broken too, but never asked: the settings are checked before any position.
      priors() {
        calls++;
        throw new Error('asked about a position');
      },
    });
    const violation = violationOf(knowledge);
    expect(violation.property).toBe('search-well-formed');
    expect(violation.detail).toBe(detail);
    expect(calls).toBe(0);
    expect(violation).toMatchObject({
      gameId: 'mnk',
      options: undefined,
      seed: 3,
      shrinks: 0,
      line: undefined,
      playoutSeed: undefined,
    });
  });

  it('reports no made-up position or playout for bad settings', () => {
    const violation = violationOf(breaking({ search: { raveEquivalence: 0 } }));
    expect(violation.message).toBe(
      [
        'mnk: knowledge property "search-well-formed" violated: search.raveEquivalence is 0, not a finite number ≥ 1',
        '  property:  `search`, where the knowledge has it, is a plain object with no fields but the search settings, each a finite number in range: `exploration` ≥ 0, `raveEquivalence` ≥ 1, `priorWeight` ≥ 0, `marginShare` from 0 to 1',
        '  replay:    any checkKnowledge call with this knowledge: it fails before checking a position',
      ].join('\n'),
    );
  });
});

describe('checkKnowledge options', () => {
  it.each([
    ['checkKnowledge: runs must be an integer >= 1, got 0', { runs: 0 }],
    ['checkKnowledge: seed must be an integer >= -2147483648, got 1.5', { seed: 1.5 }],
    ['checkKnowledge: maxPlies must be an integer >= 0, got -1', { maxPlies: -1 }],
    ['checkKnowledge: playoutPlies must be an integer >= 0, got NaN', { playoutPlies: Number.NaN }],
  ])('refuses with "%s"', (message, config) => {
    expect(() => checkKnowledge(mnk, centreFirst, config)).toThrow(new OptionsError(message));
  });

  it('refuses knowledge that is not an object, or whose members are not functions', () => {
    expect(() => checkKnowledge(mnk, null as unknown as Knowledge)).toThrow(OptionsError);
    expect(() => checkKnowledge(mnk, { priors: 0.5 } as unknown as Knowledge)).toThrow(
      'checkKnowledge: knowledge.priors must be a function, got 0.5',
    );
  });

  it('passes the game’s own error for invalid game options through', () => {
    expect(() => checkKnowledge(mnk, centreFirst, { options: { width: 0 } })).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS' }),
    );
  });

  it('uses the standard game when no options are given', () => {
    const seen: MnkMove[][] = [];
    checkKnowledge(
      mnk,
      {
        priors(pos, moves, out) {
          seen.push([...moves]);
          centreFirst.priors(pos, moves, out);
        },
      },
      { runs: 10 },
    );
    expect(Math.max(...seen.map((m) => m.length))).toBe(9);
  });
});
