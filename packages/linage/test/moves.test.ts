import { describeMove, komiMove, linage, passMove, sideMove } from '@quadrille/linage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('move ids', () => {
  it('are cells, then pass, then the komi choices, then the side choices', () => {
    const pos = linage.create({ size: 3 });
    expect(passMove(9)).toBe(9);
    expect(komiMove(9, 0)).toBe(10);
    expect(komiMove(9, 9)).toBe(19);
    expect(sideMove(9, 'vertical')).toBe(20);
    expect(sideMove(9, 'horizontal')).toBe(21);
    expect(describeMove(pos, 0)).toEqual({ kind: 'place', cell: 0, name: 'a1', cells: [0] });
    expect(describeMove(pos, 9)).toEqual({ kind: 'pass', cells: [] });
    expect(describeMove(pos, 10)).toEqual({ kind: 'komi', komi: 0.5, cells: [] });
    expect(describeMove(pos, 19)).toEqual({ kind: 'komi', komi: 9.5, cells: [] });
    expect(describeMove(pos, 20)).toEqual({ kind: 'side', side: 'vertical', cells: [] });
    expect(describeMove(pos, 21)).toEqual({ kind: 'side', side: 'horizontal', cells: [] });
    for (const bad of [-1, 22, 1.5, Number.NaN]) {
      expect(() => describeMove(pos, bad)).toThrow(
        expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'not-a-move' }),
      );
    }
  });
});

describe('notation', () => {
  it('round-trips every move id on several boards, with distinct strings', () => {
    for (const options of [{ size: 3 }, { width: 30, height: 4 }, { size: 11 }]) {
      // A position for each phase, so that every kind of move is legal in one of them.
      const komiPhase = linage.create({ ...options, pie: true });
      const sidePhase = komiPhase.clone();
      sidePhase.play(komiPhase.legalMoves()[0]!);
      const playPhase = sidePhase.clone();
      playPhase.play(sidePhase.legalMoves()[0]!);
      const n = komiPhase.grid.size;
      const seen = new Set<string>();
      for (let m = 0; m < 2 * n + 4; m++) {
        const kind = describeMove(komiPhase, m).kind;
        const pos = kind === 'komi' ? komiPhase : kind === 'side' ? sidePhase : playPhase;
        const text = linage.formatMove(pos, m as never);
        seen.add(text);
        expect(linage.parseMove(pos, text)).toBe(m);
      }
      expect(seen.size).toBe(2 * n + 4);
    }
    const pos = linage.create({ width: 30, height: 4 });
    expect(linage.formatMove(pos, 29 as never)).toBe('ad1');
    expect(linage.parseMove(pos, 'AD1')).toBe(29);
    expect(linage.parseMove(pos, ' pass ')).toBe(120);
  });

  it.each([
    ['', 'malformed'],
    ['f', 'malformed'],
    ['6', 'malformed'],
    ['f6x', 'malformed'],
    ['pas', 'malformed'],
    ['l1', 'bad-cell'],
    ['a12', 'bad-cell'],
    ['a0', 'bad-cell'],
    ['komi=4', 'bad-komi'],
    ['komi=4.50', 'bad-komi'],
    ['komi=-0.5', 'bad-komi'],
    ['komi=122.5', 'bad-komi'],
    ['komi=04.5', 'bad-komi'],
    ['x'.repeat(100), 'too-long'],
  ])('rejects %j as malformed (%s)', (text, reason) => {
    const pos = linage.create({ pie: true });
    expect(() => linage.parseMove(pos, text)).toThrow(
      expect.objectContaining({ code: 'ERR_NOTATION', reason }),
    );
  });

  it('rejects well-formed illegal moves with IllegalMoveError', () => {
    const pos = linage.create();
    expect(() => linage.parseMove(pos, 'komi=4.5')).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE' }),
    );
    pos.play(linage.parseMove(pos, 'f6'));
    expect(() => linage.parseMove(pos, 'F6')).toThrow(
      expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason: 'occupied' }),
    );
  });

  it('fuzz: parseMove returns a legal move or throws a typed error, never changing the position', () => {
    const pos = linage.create({ size: 7, pie: true });
    pos.play(linage.parseMove(pos, 'komi=3.5'));
    const before = JSON.stringify(pos.toJSON());
    const arbText = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...'abcgz0123456789.=komipassverticalhorizntl -'.split('')) }),
      fc.constantFrom('vertical', 'horizontal', 'pass', 'komi=3.5', 'a1', 'g7', 'h8'),
    );
    fc.assert(
      fc.property(arbText, (text) => {
        try {
          const move = linage.parseMove(pos, text);
          expect(pos.isLegal(move)).toBe(true);
        } catch (e) {
          expect(['ERR_NOTATION', 'ERR_ILLEGAL_MOVE']).toContain((e as { code?: string }).code);
        }
        expect(JSON.stringify(pos.toJSON())).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('fuzz: parseMove rejects non-strings with NotationError', () => {
    const pos = linage.create();
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        (value) => {
          expect(() => linage.parseMove(pos, value as string)).toThrow(
            expect.objectContaining({ code: 'ERR_NOTATION', reason: 'not-a-string' }),
          );
        },
      ),
    );
  });
});
