import { Rng } from '@quadrille/core';
import { type LinkagePosition, linkage, linkageKnowledge } from '@quadrille/linkage';
import { arbPosition } from '@quadrille/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from './fixtures/random-games.js';

const priors = linkageKnowledge.priors!;
const playoutMove = linkageKnowledge.playoutMove!;

const play = (pos: LinkagePosition, ...moves: string[]): LinkagePosition => {
  for (const m of moves) pos.play(linkage.parseMove(pos, m));
  return pos;
};

/** Everything a caller could see of a position. */
const snapshot = (pos: LinkagePosition) => ({
  key: pos.key(),
  json: JSON.stringify(pos.toJSON()),
  legal: pos.legalMoves().join(','),
  groups: pos.groups,
});

/** The priors of every legal move, by notation. */
function priorsByMove(pos: LinkagePosition): Map<string, number> {
  const moves = pos.legalMoves();
  const out = new Float64Array(moves.length).fill(0.5);
  priors(pos, moves, out);
  return new Map(moves.map((m, i) => [linkage.formatMove(pos, m), out[i]!]));
}

/** Positions of every test variant (pie setup, passes, big boards scanned by words…), by random play. */
const positions = arbPosition(linkage, fc.constantFrom(...VARIANTS), { maxPlies: 120 });

// The kit's checks of the whole knowledge (priors, playoutMove, the simulator) are in
// simulator.test.ts.
describe('linkageKnowledge on random positions', () => {
  it('reads groups through groupOf, which agrees with a flood fill and leaves the position unchanged', () => {
    fc.assert(
      fc.property(positions, (pos) => {
        const before = snapshot(pos);
        const { labels } = pos.groupComponents();
        const groupOfLabel = new Map<number, number>();
        for (let c = 0; c < pos.grid.size; c++) {
          const group = pos.groupOf(c);
          if (labels[c]! < 0) {
            expect(group).toBe(-1);
            continue;
          }
          // One group per label, and distinct labels have distinct groups.
          const seen = groupOfLabel.get(labels[c]!);
          if (seen === undefined) groupOfLabel.set(labels[c]!, group);
          else expect(group).toBe(seen);
        }
        expect(new Set(groupOfLabel.values()).size).toBe(groupOfLabel.size);
        expect(snapshot(pos)).toEqual(before);
      }),
      { numRuns: 100 },
    );
  });

  it('reads each position afresh: what it saw of another position on the same board does not leak', () => {
    const rng = new Rng(4);
    const a = linkage.create();
    const b = linkage.create();
    for (let i = 0; i < 10; i++) {
      const moves = a.legalMoves();
      a.play(moves[rng.int(moves.length)]!);
    }
    play(b, 'Wa1-b1');
    const alone = priorsByMove(b);
    priorsByMove(a);
    expect(priorsByMove(b)).toEqual(alone);
  });
});

describe('linkageKnowledge on hand-made positions', () => {
  // Red on a1–a2 and on c1–c2, both More's: red on b1–b2 or b2–b3 joins the two red groups.
  // Fewer's pieces (blue, white) and More's yellow are single groups of their colours.
  const fewerToMove = () => play(linkage.create(), 'Ra1-a2', 'Bg6-g7', 'Rc1-c2', 'Wg1-g2', 'Ye6-e7');
  const moreToMove = () => play(linkage.create(), 'Ra1-a2', 'Bg6-g7', 'Rc1-c2', 'Wg1-g2');

  it("gives Fewer's highest prior to a piece that merges two groups", () => {
    const pos = fewerToMove();
    expect(pos.roleOf(pos.turn)).toBe('fewer');
    const byMove = priorsByMove(pos);
    const best = Math.max(...byMove.values());
    const top = [...byMove].filter(([, p]) => p === best).map(([m]) => m);
    expect(top.length).toBeGreaterThan(0);
    for (const m of top) expect(['Rb1-b2', 'Rb2-b3']).toContain(m);
    expect(byMove.get('Rb2-b3')).toBeGreaterThan(byMove.get('Wb2-b3')!);
  });

  it("ranks More's merging pieces below the same squares in a colour that merges nothing", () => {
    const pos = moreToMove();
    expect(pos.roleOf(pos.turn)).toBe('more');
    const byMove = priorsByMove(pos);
    expect(byMove.get('Rb1-b2')).toBeLessThan(byMove.get('Wb1-b2')!);
    expect(byMove.get('Rb2-b3')).toBeLessThan(byMove.get('Yb2-b3')!);
    expect(byMove.get('Ra3-a4')).toBeLessThan(byMove.get('Ba3-a4')!);
  });

  it('keeps no opinion (0.5) on setup moves of the pie rule', () => {
    const pos = linkage.create({ setup: 'pie' });
    const moves = pos.legalMoves();
    const out = new Float64Array(moves.length).fill(0.5);
    priors(pos, moves, out);
    expect([...new Set(out)]).toEqual([0.5]);
  });

  it('in playouts, Fewer mostly takes the double merge and More the colour that merges nothing', () => {
    const fewer = fewerToMove();
    const merge = linkage.parseMove(fewer, 'Rb2-b3');
    const quiet = linkage.parseMove(fewer, 'Wa4-a5');
    const more = moreToMove();
    const safe = linkage.parseMove(more, 'Wb1-b2');
    const joining = linkage.parseMove(more, 'Rb1-b2');
    // Some steps play a random move on purpose; the judged ones always take the better move, so
    // over 200 seeded steps each the better move is played well over three times in four (and the
    // random steps show: the worse move is played too).
    const better = { fewer: 0, more: 0 };
    const steps = 200;
    for (let seed = 0; seed < steps / 2; seed++) {
      const rng = new Rng(seed);
      for (const order of [
        [quiet, merge],
        [merge, quiet],
      ]) {
        if (playoutMove(fewer, order, 2, rng) === merge) better.fewer++;
      }
      for (const order of [
        [joining, safe],
        [safe, joining],
      ]) {
        if (playoutMove(more, order, 2, rng) === safe) better.more++;
      }
    }
    for (const count of [better.fewer, better.more]) {
      expect(count).toBeGreaterThan(0.75 * steps);
      expect(count).toBeLessThan(steps);
    }
  });
});
