import { blokus, parseMove, takeBack } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('takeBack', () => {
  it('restores every earlier position of a game, out-of-turn moves and setup included', () => {
    const pos = blokus.create({ variant: 'duo' });
    pos.addSetup(1, pos.rules.table.find([pos.rules.grid.parse('a1')]));
    pos.setColourToPlay(1);
    pos.playFor(0, parseMove(pos, 'e10', 0));
    const snapshots = [pos.toJSON()];
    const rng = new Rng(5);
    while (!pos.isOver()) {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
      snapshots.push(pos.toJSON());
    }
    for (let back = 0; back < snapshots.length; back++) {
      expect(takeBack(pos, back).toJSON()).toEqual(snapshots[snapshots.length - 1 - back]);
    }
    expect(takeBack(pos, 1000).history).toEqual([]);
    expect(takeBack(pos, 1000).setup).toEqual(pos.setup);
  });
});
