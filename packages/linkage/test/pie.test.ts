import { BLACK, linkage } from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';

const names = (pos: ReturnType<typeof linkage.create>) =>
  pos.legalMoves().map((m) => linkage.formatMove(pos, m));

describe('the optional rule (setup: pie)', () => {
  it('starts with seat 0 placing the black square anywhere', () => {
    const pos = linkage.create({ setup: 'pie' });
    expect(pos.phase).toBe('black');
    expect(pos.turn).toBe(0);
    expect(pos.moreSeat).toBeUndefined();
    expect(pos.roleOf(0)).toBeUndefined();
    expect(names(pos)).toHaveLength(49);
    expect(names(pos).slice(0, 3)).toEqual(['black a1', 'black b1', 'black c1']);
    expect(() => linkage.parseMove(pos, 'Wa1-b1')).toThrow(
      expect.objectContaining({ reason: 'setup-phase' }),
    );
    expect(() => linkage.parseMove(pos, 'more')).toThrow(expect.objectContaining({ reason: 'not-setup' }));
  });

  it.each([
    ['more', 1, 0],
    ['fewer', 0, 1],
  ])('lets seat 1 choose %s; More then places first', (choice, moreSeat, fewerSeat) => {
    const pos = linkage.create({ setup: 'pie' });
    pos.play(linkage.parseMove(pos, 'black a1'));
    expect(pos.black).toBe(0);
    expect(pos.colourAt(0)).toBe(BLACK);
    expect(pos.phase).toBe('role');
    expect(pos.turn).toBe(1);
    expect(names(pos)).toEqual(['more', 'fewer']);
    pos.play(linkage.parseMove(pos, choice));
    expect(pos.phase).toBe('play');
    expect(pos.moreSeat).toBe(moreSeat);
    expect(pos.roleOf(moreSeat)).toBe('more');
    expect(pos.roleOf(fewerSeat)).toBe('fewer');
    expect(pos.turn).toBe(moreSeat);
    // 84 slots on the empty 7×7 board, 2 of them through a1.
    expect(pos.legalMoves()).toHaveLength(82 * 4);
    pos.play(linkage.parseMove(pos, 'Wb1-c1'));
    expect(pos.turn).toBe(fewerSeat);
  });

  it('reports outcomes per seat, whichever role the seat took', () => {
    const pos = linkage.create({ setup: 'pie', width: 2, height: 2, colours: 1, threshold: 1 });
    for (const m of ['black a1', 'more', 'Wb1-b2']) pos.play(linkage.parseMove(pos, m));
    expect(pos.isOver()).toBe(true);
    expect(pos.outcome()).toEqual({ scores: [0, 1], winners: [1] }); // seat 1 is More with 1 group ≥ 1
  });

  it('round-trips the setup through JSON', () => {
    const pos = linkage.create({ setup: 'pie' });
    for (const m of ['black c5', 'fewer', 'Ra1-a2']) pos.play(linkage.parseMove(pos, m));
    const json = JSON.parse(JSON.stringify(pos.toJSON()));
    expect(json.moves).toEqual(['black c5', 'fewer', 'Ra1-a2']);
    const back = linkage.fromJSON(json);
    expect(back.moreSeat).toBe(0);
    expect(back.black).toBe(pos.grid.parse('c5'));
    expect(back.turn).toBe(pos.turn);
    expect(back.legalMoves()).toEqual(pos.legalMoves());
  });
});
