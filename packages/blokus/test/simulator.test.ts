import {
  type BlokusMove,
  type BlokusOptions,
  type BlokusPosition,
  BlokusSimulator,
  blokus,
  blokusKnowledge,
} from '@quadrille/blokus';
import { IllegalMoveError, type Outcome, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playoutRecorder } from '../../../test-support/playout-recorder.js';
import { playoutWeights } from '../src/knowledge.js';

const VARIANTS = ['classic', 'classic2', 'classic3', 'duo', 'junior'] as const;
const SCORINGS = ['advanced', 'basic', 'positive'] as const;

/** Custom rules: several starting points (a colour's first piece restarts its list), pieces of six cells, small boards. */
const CUSTOM: readonly [string, BlokusOptions][] = [
  ['Duo with a free start', { variant: 'duo', freeStart: true }],
  ['classic with free corners', { variant: 'classic', width: 12, height: 12, freeCorners: true }],
  ['classic2, pieces up to six cells', { variant: 'classic2', width: 10, height: 10, maxPieceSize: 6 }],
  [
    'classic3 on a small board',
    { variant: 'classic3', width: 9, height: 9, maxPieceSize: 4, scoring: 'basic' },
  ],
  [
    'classic with pieces of seven and eight cells, two copies of one',
    {
      variant: 'classic',
      width: 11,
      height: 11,
      pieces: [
        '1',
        'V3',
        'V3',
        'L5',
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
          [4, 0],
          [5, 0],
          [5, 1],
        ],
        [
          [0, 0],
          [1, 0],
          [2, 0],
          [3, 0],
          [0, 1],
          [1, 1],
          [2, 1],
          [3, 1],
        ],
      ],
    },
  ],
];

/** Every option set the tests run: the variants under each scoring, then the custom ones. */
const ALL: readonly [string, BlokusOptions][] = [
  ...VARIANTS.flatMap((variant) =>
    SCORINGS.map((scoring) => [`${variant} (${scoring})`, { variant, scoring }] as [string, BlokusOptions]),
  ),
  ...CUSTOM,
];

/** A position after `plies` uniformly random moves (fewer if the game ends). */
function randomPosition(options: BlokusOptions, plies: number, rng: Rng): BlokusPosition {
  const pos = blokus.create(options);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

/** The index of the first cumulative weight above a uniform point: the playout's draw. */
function draw(cumulative: Float64Array, n: number, rng: Rng): number {
  const x = rng.nextFloat() * cumulative[n - 1]!;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! > x) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

const sorted = (moves: readonly number[]) => [...moves].sort((a, b) => a - b);
const copy = (o: Outcome) => ({ scores: [...o.scores], winners: [...o.winners] });

/**
 * Checks the simulator's moves at the current state against `pos` (the same state): the same
 * set as `pos.legalMoves()`, the same seat and colour to move, and cumulative weights equal to
 * the running sums of `blokusKnowledge.playoutMove`'s weights (the same distribution; to the
 * relative precision of a sum of doubles). Returns the moves and their cumulative weights.
 */
function checkState(
  sim: BlokusSimulator,
  pos: BlokusPosition,
): { moves: number[]; cumulative: Float64Array; n: number } {
  const moves: number[] = [];
  const cumulative = new Float64Array(pos.rules.table.count + 1);
  const n = sim.movesInto(moves, cumulative);
  moves.length = n;
  expect(sorted(moves)).toEqual(pos.legalMoves());
  expect(sim.turn()).toBe(pos.isOver() ? -1 : pos.turn);
  expect(sim.colourToMove()).toBe(pos.colourToMove);
  if (n > 0) {
    const weights = new Float64Array(n);
    playoutWeights(pos, moves as BlokusMove[], weights);
    let total = 0;
    for (let i = 0; i < n; i++) {
      total += weights[i]!;
      expect(Math.abs(cumulative[i]! - total)).toBeLessThanOrEqual(1e-12 * total);
    }
  }
  return { moves, cumulative, n };
}

/**
 * Replays a playout's record on `pos` (its start): each move legal there and pushed with the
 * seat to move. Returns the position at the playout's end.
 */
function replay(pos: BlokusPosition, record: { moves: number[]; seats: number[] }): BlokusPosition {
  const end = pos.clone();
  record.moves.forEach((move, i) => {
    expect(end.turn).toBe(record.seats[i]);
    expect(end.isLegal(move)).toBe(true);
    end.play(move as BlokusMove);
  });
  return end;
}

/**
 * Checks a playout's result against the game it played (`end`, the position where it
 * stopped): at the end of the game, the position's outcome; stopped early (two seats only), the
 * scores of the moment and winners that every way of playing on gives.
 */
function checkOutcome(sim: BlokusSimulator, end: BlokusPosition, outcome: Outcome, rng: Rng): void {
  if (end.isOver()) {
    expect(sim.turn()).toBe(-1);
    expect(outcome).toEqual(end.outcome());
    return;
  }
  expect(end.seats).toBe(2);
  expect(sim.turn()).toBe(end.turn);
  expect(outcome.scores).toEqual(end.seatScores());
  // The seat whose colours cannot move is behind: whatever is played, it loses.
  const loser = 1 - outcome.winners[0]!;
  expect(outcome.winners).toHaveLength(1);
  expect(outcome.scores[loser]).toBeLessThan(outcome.scores[1 - loser]!);
  for (let colour = 0; colour < end.rules.colours; colour++) {
    if (end.rules.colourSeat[colour] === loser) expect(end.legalMovesOf(colour)).toEqual([]);
  }
  for (let k = 0; k < 3; k++) {
    const on = end.clone();
    while (!on.isOver()) {
      const moves = on.legalMoves();
      on.play(moves[rng.int(moves.length)]!);
    }
    expect(on.outcome()!.winners).toEqual(outcome.winners);
  }
}

describe('BlokusSimulator', () => {
  it('is what blokusKnowledge gives a search', () => {
    const pos = blokus.create({ variant: 'duo' });
    const sim = blokusKnowledge.simulator!(pos);
    expect(sim).toBeInstanceOf(BlokusSimulator);
    sim.reset(pos);
    expect(sim.turn()).toBe(0);
  });

  it.each(ALL)(
    '%s: moves, turn and playout weights equal the position’s at every ply, and the outcome at the end',
    (_, options) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 12 }),
          (seed, plies) => {
            const rng = new Rng(seed);
            const pos = randomPosition(options, plies, rng);
            const sim = new BlokusSimulator(pos.rules);
            sim.reset(pos);
            // The moves drawn as a playout draws them, played as tree moves.
            for (;;) {
              const { moves, cumulative, n } = checkState(sim, pos);
              if (n === 0) break;
              const move = moves[draw(cumulative, n, rng)]!;
              sim.play(move as BlokusMove);
              pos.play(move as BlokusMove);
            }
            const record = playoutRecorder();
            expect(sim.playout(rng, record)).toEqual(pos.outcome());
            expect(record.moves).toEqual([]);
          },
        ),
        { numRuns: options.variant === 'duo' || options.variant === 'junior' ? 4 : 2 },
      );
    },
  );

  it.each(ALL)(
    '%s: a playout plays legal moves for the seat to move and scores as the position',
    (_, options) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 16 }),
          (seed, plies) => {
            const rng = new Rng(seed);
            const pos = randomPosition(options, plies, rng);
            const sim = new BlokusSimulator(pos.rules);
            sim.reset(pos);
            for (let k = 0; k < 3; k++) {
              sim.restore();
              const record = playoutRecorder();
              const outcome = copy(sim.playout(rng, record));
              checkOutcome(sim, replay(pos, record), outcome, rng);
            }
          },
        ),
        { numRuns: 3 },
      );
    },
  );

  it.each(VARIANTS)('%s: a playout draws exactly what the moves and weights of each ply say', (variant) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 10 }), (seed, plies) => {
        const pos = randomPosition({ variant }, plies, new Rng(seed));
        const sim = new BlokusSimulator(pos.rules);
        sim.reset(pos);
        const record = playoutRecorder();
        sim.playout(new Rng(seed), record);
        // The same draws, step by step from the moves and weights the lockstep test checks.
        sim.restore();
        const rng = new Rng(seed);
        const moves: number[] = [];
        const cumulative = new Float64Array(pos.rules.table.count + 1);
        const drawn: number[] = [];
        for (let i = 0; i < record.moves.length; i++) {
          const n = sim.movesInto(moves, cumulative);
          drawn.push(moves[draw(cumulative, n, rng)]!);
          sim.play(drawn[i] as BlokusMove);
        }
        expect(drawn).toEqual(record.moves);
      }),
      { numRuns: 5 },
    );
  });

  it.each(ALL)('%s: restore() goes back to the start given to reset()', (_, options) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 16 }), (seed, plies) => {
        const pos = randomPosition(options, plies, new Rng(seed));
        const sim = new BlokusSimulator(pos.rules);
        sim.reset(pos);
        const moves: number[] = [];
        const start = sorted(moves.slice(0, sim.movesInto(moves)));
        const turn = sim.turn();
        sim.restore();
        const first = playoutRecorder();
        const outcome = copy(sim.playout(new Rng(seed), first));
        // Simulations of a search: tree moves, then a playout, each from a restore.
        const rng = new Rng(seed + 1);
        for (let k = 0; k < 4; k++) {
          sim.restore();
          for (let t = 0; t < k && sim.turn() >= 0; t++) {
            const n = sim.movesInto(moves);
            sim.play(moves[rng.int(n)] as BlokusMove);
          }
          sim.playout(rng, playoutRecorder());
        }
        sim.restore();
        expect(sorted(moves.slice(0, sim.movesInto(moves)))).toEqual(start);
        expect(sim.turn()).toBe(turn);
        sim.restore();
        const again = playoutRecorder();
        expect(sim.playout(new Rng(seed), again)).toEqual(outcome);
        expect(again.moves).toEqual(first.moves);
        expect(again.seats).toEqual(first.seats);
      }),
      { numRuns: 3 },
    );
  });

  it.each(ALL)(
    '%s: tree moves then a playout agree with the position, simulation after simulation',
    (_, options) => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 16 }),
          (seed, plies) => {
            const rng = new Rng(seed);
            const root = randomPosition(options, plies, rng);
            const sim = new BlokusSimulator(root.rules);
            sim.reset(root);
            for (let k = 0; k < 4; k++) {
              sim.restore();
              const pos = root.clone();
              const moves: number[] = [];
              for (let t = 0; t < 1 + rng.int(6) && !pos.isOver(); t++) {
                const legal = pos.legalMoves();
                const move = legal[rng.int(legal.length)]!;
                sim.play(move);
                pos.play(move);
              }
              expect(sorted(moves.slice(0, sim.movesInto(moves)))).toEqual(pos.legalMoves());
              const record = playoutRecorder();
              const outcome = copy(sim.playout(rng, record));
              checkOutcome(sim, replay(pos, record), outcome, rng);
            }
          },
        ),
        { numRuns: 3 },
      );
    },
  );

  it('stops early only with two seats, once the winner is certain', () => {
    let early = 0;
    for (const [, options] of ALL) {
      const pos = blokus.create(options);
      const sim = new BlokusSimulator(pos.rules);
      sim.reset(pos);
      const rng = new Rng(7);
      for (let k = 0; k < 20; k++) {
        sim.restore();
        sim.playout(rng, playoutRecorder());
        if (sim.turn() >= 0) {
          expect(pos.seats).toBe(2);
          early++;
        }
      }
    }
    // Duo playouts often end with one colour shut out behind.
    expect(early).toBeGreaterThan(0);
  });

  it('plays out positions with setup pieces, and a finished game as its outcome', () => {
    const pos = blokus.create({ variant: 'classic' });
    // Setup: pieces anywhere (records allow it), the rest of the game from there.
    for (const [colour, cells] of [
      [0, 'j10,k10,j11'],
      [2, 'a20'],
      [3, 't1,t2'],
    ] as const) {
      pos.addSetup(colour, pos.rules.table.find(cells.split(',').map((c) => pos.rules.grid.parse(c))));
    }
    const sim = new BlokusSimulator(pos.rules);
    sim.reset(pos);
    const rng = new Rng(3);
    const copyPos = pos.clone();
    for (;;) {
      const { moves, cumulative, n } = checkState(sim, copyPos);
      if (n === 0) break;
      const move = moves[draw(cumulative, n, rng)]!;
      sim.play(move as BlokusMove);
      copyPos.play(move as BlokusMove);
    }
    // A finished game: no moves, turn -1, and its outcome at once.
    sim.reset(copyPos);
    const record = playoutRecorder();
    expect(sim.turn()).toBe(-1);
    expect(sim.playout(rng, record)).toEqual(copyPos.outcome());
    expect(record.moves).toEqual([]);
  });

  it('takes positions of other rules after the first (sized anew)', () => {
    const duo = blokus.create({ variant: 'duo' });
    const sim = new BlokusSimulator(duo.rules);
    sim.reset(duo);
    const classic = randomPosition({ variant: 'classic' }, 6, new Rng(2));
    sim.reset(classic);
    expect(sim.rules).toBe(classic.rules);
    checkState(sim, classic);
    const record = playoutRecorder();
    const outcome = copy(sim.playout(new Rng(4), record));
    checkOutcome(sim, replay(classic, record), outcome, new Rng(5));
  });

  it('refuses an illegal move, or any move once the game is over, changing nothing', () => {
    const pos = blokus.create({ variant: 'duo' });
    const sim = new BlokusSimulator(pos.rules);
    sim.reset(pos);
    const legal = new Set<number>(pos.legalMoves());
    const illegal = [...Array(pos.rules.table.count).keys()].find((m) => !legal.has(m))!;
    for (const move of [illegal, -1, 1.5, pos.rules.table.count]) {
      expect(() => sim.play(move as BlokusMove)).toThrow(IllegalMoveError);
    }
    checkState(sim, pos);
    sim.playout(new Rng(1), playoutRecorder());
    while (sim.turn() >= 0) {
      const moves: number[] = [];
      sim.play(moves[sim.movesInto(moves) - 1] as BlokusMove);
    }
    expect(() => sim.play(pos.legalMoves()[0]!)).toThrow(IllegalMoveError);
  });
});

describe('the simulator of blokusKnowledge', () => {
  it('reads the priors from its own state only while they are Blokus’ own', () => {
    const pos = blokus.create({ variant: 'duo' });
    expect(blokusKnowledge.simulator!(pos).priorsInto).toBeTypeOf('function');
    const mine = {
      ...blokusKnowledge,
      priors: (_p: unknown, _m: unknown, out: Float64Array) => out.fill(0.4),
    };
    expect(mine.simulator!(pos).priorsInto).toBeUndefined();
    expect(new BlokusSimulator(pos.rules).priorsInto).toBeUndefined();
  });
});
