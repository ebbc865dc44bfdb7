import { IllegalMoveError, isQuadrilleError, NotationError, Rng } from '@quadrille/core';
import { describeMove, formatMove, parseMove, type TalpaPosition, talpa } from '@quadrille/talpa';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function playRandom(pos: TalpaPosition, plies: number, seed: number): TalpaPosition {
  const rng = new Rng(seed);
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return pos;
}

describe('notation', () => {
  it('formats captures, removals and pass', () => {
    const pos = talpa.create({ size: 8 });
    const t = pos.table;
    const c3 = pos.grid.parse('c3');
    expect(formatMove(pos, t.capture(c3, 0) as never)).toBe('c3xc4');
    expect(formatMove(pos, t.capture(c3, 1) as never)).toBe('c3xd3');
    expect(formatMove(pos, t.capture(c3, 2) as never)).toBe('c3xc2');
    expect(formatMove(pos, t.capture(c3, 3) as never)).toBe('c3xb3');
    expect(formatMove(pos, t.removal(c3) as never)).toBe('c3');
    expect(formatMove(pos, t.pass as never)).toBe('pass');
    expect(describeMove(pos, t.capture(c3, 0) as never)).toEqual({
      kind: 'capture',
      from: c3,
      to: pos.grid.parse('c4'),
      direction: 'north',
      cells: [c3, pos.grid.parse('c4')],
    });
    expect(describeMove(pos, t.removal(c3) as never)).toEqual({ kind: 'removal', cell: c3, cells: [c3] });
    expect(describeMove(pos, t.pass as never)).toEqual({ kind: 'pass', cells: [] });
  });

  it('every id of the table round-trips through its notation (boards past 26 files too)', () => {
    for (const [w, h] of [
      [6, 6],
      [30, 3],
    ] as const) {
      const pos = talpa.create({ width: w, height: h });
      const seen = new Set<string>();
      for (let m = 0; m < pos.table.size; m++) {
        const text = formatMove(pos, m as never);
        seen.add(text);
        expect(() => parseMove(pos, text)).not.toThrow(NotationError);
        // parseMove checks legality; the table lookup behind it must give the same id back.
        try {
          expect(parseMove(pos, text)).toBe(m);
        } catch (e) {
          expect(e).toBeInstanceOf(IllegalMoveError);
        }
      }
      expect(seen.size).toBe(pos.table.size);
    }
  });

  it('parses the legal moves of random positions back to themselves, ignoring case and spaces', () => {
    for (let seed = 0; seed < 30; seed++) {
      const pos = playRandom(talpa.create({ size: 6 }), seed, seed);
      for (const m of pos.legalMoves()) {
        const text = formatMove(pos, m);
        expect(parseMove(pos, text)).toBe(m);
        expect(parseMove(pos, `  ${text.toUpperCase()} `)).toBe(m);
      }
    }
  });

  it('reads the file letter x unambiguously (x3xx4 on a 26-file board)', () => {
    const pos = talpa.create({ width: 26, height: 6 });
    const x3 = pos.grid.parse('x3');
    // Whoever owns x3, the text must name the capture from x3 northwards.
    const id = pos.table.capture(x3, 0);
    expect(formatMove(pos, id as never)).toBe('x3xx4');
    try {
      expect(parseMove(pos, 'x3xx4')).toBe(id);
    } catch (e) {
      expect(e).toMatchObject({ code: 'ERR_ILLEGAL_MOVE' });
    }
  });

  it.each([
    ['', 'malformed'],
    ['   ', 'malformed'],
    ['c3x', 'malformed'],
    ['xc4', 'bad-cell'], // a well-formed name (file xc) off the board
    ['c3-c4', 'malformed'],
    ['c3xc4xc5', 'malformed'],
    ['3c', 'malformed'],
    ['passs', 'malformed'],
    ['c3 x c4', 'malformed'],
    ['i1', 'bad-cell'],
    ['a9', 'bad-cell'],
    ['a0', 'bad-cell'],
    ['c3xc9', 'bad-cell'],
    ['a'.repeat(100), 'too-long'],
  ])('rejects %j as malformed (reason %s)', (text, reason) => {
    const pos = talpa.create({ size: 8 });
    expect(() => parseMove(pos, text)).toThrow(NotationError);
    expect(() => parseMove(pos, text)).toThrow(expect.objectContaining({ code: 'ERR_NOTATION', reason }));
  });

  it('rejects a non-string with reason not-a-string', () => {
    const pos = talpa.create();
    for (const bad of [undefined, null, 3, {}, ['c3']]) {
      expect(() => parseMove(pos, bad as never)).toThrow(expect.objectContaining({ reason: 'not-a-string' }));
    }
  });

  it.each([
    ['c3xe5', 'not-adjacent'],
    ['c3xd4', 'not-adjacent'],
    ['c3xc3', 'not-adjacent'],
    ['c4xc3', 'not-your-piece'],
    ['c3', 'capture-required'],
    ['pass', 'has-pieces'],
  ])('rejects the well-formed but illegal %j (reason %s)', (text, reason) => {
    const pos = talpa.create({ size: 8 });
    expect(() => parseMove(pos, text)).toThrow(IllegalMoveError);
    expect(() => parseMove(pos, text)).toThrow(expect.objectContaining({ code: 'ERR_ILLEGAL_MOVE', reason }));
  });

  it('formatMove and describeMove reject ids outside the table', () => {
    const pos = talpa.create({ size: 6 });
    for (const bad of [-1, pos.table.size, 2.5]) {
      expect(() => formatMove(pos, bad as never)).toThrow(expect.objectContaining({ reason: 'not-a-move' }));
      expect(() => describeMove(pos, bad as never)).toThrow(IllegalMoveError);
    }
  });

  it('fuzz: any string gives a legal move or a typed error, and never changes the position', () => {
    const alphabet = fc.constantFrom(...'abcdefghixyzP0123456789 \t-'.split(''));
    const moveLike = fc.oneof(
      fc.string(),
      fc.string({ unit: alphabet, maxLength: 12 }),
      fc
        .tuple(
          fc.constantFrom('a', 'c', 'h', 'i', 'x'),
          fc.nat(12),
          fc.constantFrom('', 'x'),
          fc.constantFrom('a', 'd', 'z'),
          fc.nat(12),
        )
        .map(([f, r, x, f2, r2]) => (x === '' ? `${f}${r}` : `${f}${r}x${f2}${r2}`)),
    );
    fc.assert(
      fc.property(moveLike, fc.nat(30), (text, plies) => {
        const pos = playRandom(talpa.create({ size: 8 }), plies, plies);
        const before = JSON.stringify(pos.toJSON());
        try {
          const m = parseMove(pos, text);
          expect(pos.isLegal(m)).toBe(true);
          expect(parseMove(pos, formatMove(pos, m))).toBe(m);
        } catch (e) {
          expect(isQuadrilleError(e)).toBe(true);
          expect(['ERR_NOTATION', 'ERR_ILLEGAL_MOVE']).toContain((e as { code: string }).code);
        }
        expect(JSON.stringify(pos.toJSON())).toBe(before);
      }),
      { numRuns: 500 },
    );
  });
});
