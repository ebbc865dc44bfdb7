/**
 * Blokus Junior as Pentobi plays it: 14×14, Green and Orange from e10 and j5, two copies of
 * each of twelve small pieces, no bonuses; and piece sets with copies in general. (The
 * reference games in oracle/junior.jsonl and the perft counts check the rules against Pentobi.)
 */
import { blokus, PieceSet, readSgf, writeSgf } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';

describe('Blokus Junior', () => {
  it('is 14×14, Green then Orange from e10 and j5, with two of each of twelve pieces', () => {
    const pos = blokus.create({ variant: 'junior' });
    const { rules } = pos;
    expect([rules.grid.width, rules.grid.height]).toEqual([14, 14]);
    expect(rules.colourNames).toEqual(['green', 'orange']);
    expect(rules.starts.map((s) => s.map((c) => rules.grid.name(c)))).toEqual([['e10'], ['j5']]);
    expect(rules.pieceSet.pieces.map((p) => p.name).sort()).toEqual(
      ['1', '2', 'I3', 'V3', 'I4', 'L4', 'O', 'T4', 'Z4', 'I5', 'L5', 'P'].sort(),
    );
    expect(rules.pieceSet.copies).toEqual(Array(12).fill(2));
    expect(rules.pieceSet.squares).toBe(88);
    expect(pos.piecesLeft(0)).toHaveLength(24);
    expect(rules.isStandard).toBe(true);
    expect(rules.sgfName).toBe('Blokus Junior');
    expect(blokus.seats(pos).map((s) => s.name)).toEqual(['Green', 'Orange']);
  });

  it('lets a colour play a piece twice, then no more', () => {
    const pos = blokus.create({ variant: 'junior' });
    const play = (text: string) => pos.play(blokus.parseMove(pos, text));
    play('e10'); // Green's first monomino
    play('j5');
    expect(pos.hasPiece(0, 0)).toBe(true);
    expect(pos.piecesLeft(0).filter((p) => p === 0)).toEqual([0]);
    play('f11'); // the second
    expect(pos.hasPiece(0, 0)).toBe(false);
    play('k6');
    expect(() => play('g12')).toThrow(expect.objectContaining({ reason: 'illegal' }));
    expect(pos.placedCount(0)).toBe(2);
    expect(pos.undo()).toBe(blokus.parseMove(pos, 'k6'));
    pos.undo();
    expect(pos.hasPiece(0, 0)).toBe(true);
  });

  it('tells in its key how many copies are used', () => {
    const a = blokus.create({ variant: 'junior' });
    for (const t of ['e10', 'j5', 'f11']) a.play(blokus.parseMove(a, t));
    const b = blokus.create({ variant: 'junior' });
    for (const t of ['e10', 'j5']) b.play(blokus.parseMove(b, t));
    expect(a.key()).not.toBe(b.key());
    // The same squares reached in another order: the same key.
    const c = blokus.create({ variant: 'junior' });
    for (const t of ['e10,e9', 'j5', 'f11']) c.play(blokus.parseMove(c, t));
    const d = blokus.create({ variant: 'junior' });
    for (const t of ['e10,e9', 'j5', 'f11']) d.play(blokus.parseMove(d, t));
    expect(c.key()).toBe(d.key());
  });

  it('has no bonuses: placing every piece scores what the squares score', () => {
    const options = { pieces: ['1', '1'], width: 5, height: 5, startPoints: ['a1', 'e5'] } as const;
    const junior = blokus.create({ ...options, variant: 'junior' });
    const duo = blokus.create({ ...options, variant: 'duo' });
    for (const pos of [junior, duo]) {
      for (const t of ['a1', 'e5', 'b2', 'd4']) pos.play(blokus.parseMove(pos, t));
      expect(pos.isOver()).toBe(true);
    }
    expect(junior.colourScores()).toEqual([0, 0]);
    expect(duo.colourScores()).toEqual([20, 20]);
  });

  it('reads and writes Pentobi’s SGF for Junior, and JSON', () => {
    const pos = blokus.create({ variant: 'junior' });
    const rng = new Rng(5);
    while (!pos.isOver()) {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
    const sgf = writeSgf(pos);
    expect(sgf.startsWith('(;FF[4]CA[UTF-8]AP[Quadrille]GM[Blokus Junior]')).toBe(true);
    expect(readSgf(sgf).position.toJSON()).toEqual(pos.toJSON());
    expect(blokus.fromJSON(JSON.parse(JSON.stringify(pos))).key()).toBe(pos.key());
  });

  it('is a preset, named as Pentobi names it', () => {
    const preset = blokus.presets.find((p) => p.name === 'junior');
    expect(preset?.options).toEqual({ variant: 'junior' });
    expect(preset?.aliases).toContain('blokus junior');
  });
});

describe('piece sets with copies', () => {
  it('lists a piece given twice as one piece owned twice, in the key too', () => {
    const pos = blokus.create({ variant: 'duo', pieces: ['X', 'X', 'I5'] });
    expect(pos.rules.pieceSet.copies).toEqual([1, 2]);
    expect(pos.rules.options.pieces).toHaveLength(3);
    expect(blokus.create(pos.rules.options).rules.pieceSet.key).toBe(pos.rules.pieceSet.key);
    expect(PieceSet.of(pos.rules.pieceSet.pieces.map((p) => p.shape)).key).not.toBe(pos.rules.pieceSet.key);
  });
});
