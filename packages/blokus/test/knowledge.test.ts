import { type BlokusMove, type BlokusPosition, blokus, blokusKnowledge, parseMove } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
import { checkKnowledge } from '@quadrille/testing';
import { describe, expect, it } from 'vitest';
import { clockWeight, EXPECTED_PIECES } from '../src/knowledge.js';
import { heuristics, PRIOR_FEATURES, priorFeatures, priorWeights } from '../src/priors.js';

const { priors, playoutMove } = blokusKnowledge;
if (priors === undefined || playoutMove === undefined) {
  throw new Error('blokusKnowledge must have priors and playoutMove');
}

const VARIANTS = ['classic', 'classic2', 'classic3', 'duo'] as const;

/** The priors of every legal move of `pos`, as the search asks for them (all 0.5 on entry). */
function priorsOf(pos: BlokusPosition): { moves: BlokusMove[]; out: Float64Array } {
  const moves = pos.legalMoves();
  const out = new Float64Array(moves.length).fill(0.5);
  priors!(pos, moves, out);
  return { moves, out };
}

describe('the properties every knowledge must have', () => {
  // Priors in [0, 1] and the same each time, playouts of legal moves only (seeded, to the end),
  // search settings in range, time shares in (0, 1], and the position left as it was throughout.
  it.each(VARIANTS)('%s', (variant) => {
    const report = checkKnowledge(blokus, blokusKnowledge, { options: { variant }, runs: 25, maxPlies: 60 });
    expect(report.positions).toBe(25);
    expect(report.playoutMoves).toBeGreaterThan(0);
    // No evaluate() (playouts run to the end) and no reward() (the search's own, with the
    // margin share asked for in the search settings).
    expect(report.skipped.map((s) => s.property)).toEqual([
      'evaluate-well-formed',
      'evaluate-unchanged',
      'reward-well-formed',
    ]);
  });
});

describe('priors', () => {
  it('writes nothing for an empty move list', () => {
    const out = new Float64Array(0);
    priors(blokus.create({ variant: 'duo' }), [], out);
    expect(out).toHaveLength(0);
  });

  it('rates every pentomino above the monomino in the classic opening (hand-set weights)', () => {
    const pos = blokus.create({ variant: 'classic' });
    const { moves, out } = priorsOf(pos);
    const size = pos.rules.table.size;
    const monomino = out[moves.findIndex((m) => size[m] === 1)]!;
    const pentominoes = moves.flatMap((m, i) => (size[m] === 5 ? [out[i]!] : []));
    expect(pentominoes.length).toBeGreaterThan(0);
    expect(Math.min(...pentominoes)).toBeGreaterThan(monomino);
  });

  it('puts first a pentomino that reaches furthest towards the centre, in the classic opening', () => {
    const pos = blokus.create({ variant: 'classic' });
    const { moves, out } = priorsOf(pos);
    const best = moves[out.indexOf(Math.max(...out))]!;
    const { grid, table } = pos.rules;
    const toCentre = (c: number) => Math.hypot(grid.fileOf(c) - 9.5, grid.rankOf(c) - 9.5);
    const reach = (m: number) => Math.min(...table.cellsOf(m).map(toCentre));
    expect(table.size[best]).toBe(5);
    expect(reach(best)).toBeLessThanOrEqual(Math.min(...moves.map(reach)));
  });

  it('opens Duo with a pentomino, and rates pentominoes above smaller pieces on average (fitted weights)', () => {
    const pos = blokus.create({ variant: 'duo' });
    const { moves, out } = priorsOf(pos);
    const size = pos.rules.table.size;
    const mean = (s: (n: number) => boolean) => {
      const values = moves.flatMap((m, i) => (s(size[m]!) ? [out[i]!] : []));
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    expect(size[moves[out.indexOf(Math.max(...out))]!]).toBe(5);
    expect(mean((n) => n === 5)).toBeGreaterThan(mean((n) => n < 5));
  });

  it('prefers, of two mirror-image placements, the one that covers and crowds the opponent', () => {
    // A symmetric 9×9 board: orange's monomino in the centre (e5), purple's at g7, orange to
    // move. f6 is an attach point of both; the domino f6-g6 covers it and touches purple's h6,
    // its mirror image d6-c6 (about the e file) touches nothing of purple's. Everything else
    // (size, attach points gained and used, reach) is equal by symmetry.
    const pos = blokus.create({ variant: 'duo', width: 9, height: 9, startPoints: ['a1', 'i9'] });
    pos.addSetup(1, pos.rules.table.find([pos.rules.grid.parse('e5')]));
    pos.addSetup(0, pos.rules.table.find([pos.rules.grid.parse('g7')]));
    pos.setColourToPlay(1);
    const { moves, out } = priorsOf(pos);
    const prior = (cells: string) => out[moves.indexOf(parseMove(pos, cells))]!;
    expect(prior('f6,g6')).toBeGreaterThan(prior('c6,d6'));
  });
});

describe('prior features', () => {
  /** The features of `moves` in `pos`, one record per move. */
  function featuresOf(pos: BlokusPosition, moves: readonly BlokusMove[]) {
    const k = PRIOR_FEATURES.length;
    const out = new Float64Array(moves.length * k);
    priorFeatures(pos, moves, out);
    return moves.map((_, i) => Object.fromEntries(PRIOR_FEATURES.map((name, j) => [name, out[i * k + j]!])));
  }

  it('counts what they name, in a worked example', () => {
    // The 9×9 position of the mirror-image test above: purple's monomino at g7 has the attach
    // points f6, h6, f8 and h8; orange's at e5 has d4, f4, d6 and f6. The domino f6-g6 covers
    // f6 (an attach point of both colours), and g6 lies beside two of purple's (f6 and h6); its
    // mirror image c6-d6 covers orange's d6 and nothing of purple's.
    const pos = blokus.create({ variant: 'duo', width: 9, height: 9, startPoints: ['a1', 'i9'] });
    pos.addSetup(1, pos.rules.table.find([pos.rules.grid.parse('e5')]));
    pos.addSetup(0, pos.rules.table.find([pos.rules.grid.parse('g7')]));
    pos.setColourToPlay(1);
    const [near, far] = featuresOf(pos, [parseMove(pos, 'f6,g6'), parseMove(pos, 'c6,d6')]);
    expect(near).toMatchObject({ domino: 1, monomino: 0, coversOpposingAttach: 1, besideOpposingAttach: 2 });
    expect(near).toMatchObject({ coversOwnAttach: 1, answersLast: 0, squaresOverFive: 0 });
    expect(far).toMatchObject({
      domino: 1,
      coversOpposingAttach: 0,
      besideOpposingAttach: 0,
      coversOwnAttach: 1,
    });
  });

  it('marks the moves that answer the opponent’s last move', () => {
    // Duo a few moves in: a move answers when it covers an attach point the last move opened
    // that its colour may still use, or a usable side of one — and only then.
    const pos = blokus.create({ variant: 'duo' });
    const rng = new Rng(3);
    for (let i = 0; i < 6; i++) {
      const moves = pos.legalMoves();
      pos.play(playoutMove(pos, moves, moves.length, rng));
    }
    const { table, grid } = pos.rules;
    const last = pos.history.at(-1)!;
    const mover = pos.historyColours.at(-1)!;
    const sides = (c: number) => [0, 1, 2, 3].map((d) => grid.orthogonal[4 * c + d]!).filter((n) => n >= 0);
    const usable = (c: number) => pos.colourAt(c) === -1 && sides(c).every((n) => pos.colourAt(n) !== mover);
    const opened = [
      ...table.corners.data.subarray(table.corners.start[last]!, table.corners.start[last + 1]!),
    ].filter(usable);
    const answers = new Set([...opened, ...opened.flatMap((q) => sides(q).filter(usable))]);
    const moves = pos.legalMoves();
    const features = featuresOf(pos, moves);
    const expected = moves.map((m) => (table.cellsOf(m).some((c) => answers.has(c)) ? 1 : 0));
    expect(features.map((f) => f.answersLast)).toEqual(expected);
    expect(expected).toContain(1);
    expect(expected).toContain(0);
  });

  it.each(VARIANTS)(
    '%s: the priors rank moves by the weighted sum of the features, and the heuristic values are that sum',
    (variant) => {
      const weights = priorWeights(variant);
      expect(weights).toHaveLength(PRIOR_FEATURES.length);
      const pos = blokus.create({ variant });
      const rng = new Rng(11);
      for (let ply = 0; ply < 24 && !pos.isOver(); ply++) {
        const { moves, out } = priorsOf(pos);
        const values = featuresOf(pos, moves).map((f) =>
          PRIOR_FEATURES.reduce((v, name, k) => v + weights[k]! * f[name]!, 0),
        );
        // Equal values may differ in the last bits (sums in another order): those compare as ties.
        const order = (a: number, b: number) => (Math.abs(a - b) < 1e-9 ? 0 : Math.sign(a - b));
        for (let i = 1; i < moves.length; i++) {
          expect(order(out[i]!, out[0]!)).toBe(order(values[i]!, values[0]!));
        }
        // The heuristic values themselves, summed without the features.
        const summed = new Float64Array(moves.length);
        heuristics(pos, pos.colourToMove, moves, moves.length, summed);
        for (let i = 0; i < moves.length; i++) expect(summed[i]).toBeCloseTo(values[i]!, 9);
        pos.play(playoutMove(pos, moves, moves.length, rng));
      }
    },
  );
});

describe('playoutMove', () => {
  it('spends big pieces first: most opening draws are pentominoes', () => {
    const pos = blokus.create({ variant: 'duo' });
    const moves = pos.legalMoves();
    const size = pos.rules.table.size;
    const rng = new Rng(7);
    let pentominoes = 0;
    for (let i = 0; i < 2000; i++) if (size[playoutMove(pos, moves, moves.length, rng)] === 5) pentominoes++;
    const share = moves.filter((m) => size[m] === 5).length / moves.length;
    expect(pentominoes / 2000).toBeGreaterThan(share + 0.1);
  });

  it('answers locally: covers the attach points the opponent just opened more often than chance', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.play(parseMove(pos, 'e8,d9,e9,f9,e10'));
    pos.play(parseMove(pos, 'h4,i4,j4,j5,j6'));
    pos.play(parseMove(pos, 'f6,f7,g7,g8'));
    // Orange to move: purple's last piece opened e5, g5, h6 and h9 (its free diagonal cells).
    const opened = new Set(['e5', 'g5', 'h6', 'h9'].map((c) => pos.rules.grid.parse(c)));
    const table = pos.rules.table;
    const covers = (m: number) => table.cellsOf(m).some((c) => opened.has(c));
    const moves = pos.legalMoves();
    const rng = new Rng(3);
    let local = 0;
    for (let i = 0; i < 2000; i++) if (covers(playoutMove(pos, moves, moves.length, rng))) local++;
    const share = moves.filter(covers).length / moves.length;
    expect(share).toBeGreaterThan(0);
    expect(local / 2000).toBeGreaterThan(2 * share);
  });
});

describe('timeShare (the game clock)', () => {
  const timeShare = blokusKnowledge.timeShare!;
  const weights = (from: number, to: number) => {
    let sum = 0;
    for (let j = from; j < to; j++) sum += clockWeight(j);
    return sum;
  };

  it("gives Duo's first move its weight over those of the 15 moves it expects: about a sixth", () => {
    const share = timeShare(blokus.create({ variant: 'duo' }));
    expect(share).toBeCloseTo(1 / weights(0, EXPECTED_PIECES), 12);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.2);
  });

  it('front-loads: each move taking its share of what is left, the first five take about two thirds', () => {
    const pos = blokus.create({ variant: 'duo' });
    const rng = new Rng(5);
    let left = 1;
    for (let ply = 0; ply < 10; ply++) {
      if (pos.colourToMove === 0) left *= 1 - timeShare(pos);
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
    expect(pos.placedCount(0)).toBe(5);
    expect(1 - left).toBeCloseTo(weights(0, 5) / weights(0, EXPECTED_PIECES), 12);
    expect(1 - left).toBeGreaterThan(0.6);
    expect(1 - left).toBeLessThan(0.75);
  });

  it('halves the share of a seat that plays two colours (classic2)', () => {
    const two = timeShare(blokus.create({ variant: 'classic2' }));
    const four = timeShare(blokus.create({ variant: 'classic' }));
    expect(two).toBeCloseTo(four / 2, 12);
  });
});
