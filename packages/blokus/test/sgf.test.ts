import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blokus, readSgf, writeSgf } from '@quadrille/blokus';
import { isQuadrilleError, NotationError, Rng, SetupError } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, 'oracle/sgf');
const records = readdirSync(DIR)
  .filter((f) => f.endsWith('.blksgf'))
  .flatMap((f) =>
    readFileSync(join(DIR, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((text, i) => [`${f} #${i}`, text] as const),
  );

describe('Pentobi self-play records', () => {
  it('are there', () => expect(records.length).toBeGreaterThanOrEqual(20));

  it.each(records)('%s: legal to the end, and round-trips', (_, text) => {
    const { position } = readSgf(text);
    expect(position.isOver()).toBe(true);
    const moveCount = (text.match(/;/g) ?? []).length - 1;
    expect(position.history).toHaveLength(moveCount);
    const again = readSgf(writeSgf(position)).position;
    expect(again.toJSON()).toEqual(position.toJSON());
    // Our writer emits the same move nodes as Pentobi's.
    expect(writeSgf(position).replace(/^\(;[^;]*/, '')).toBe(text.trim().replace(/^\(;[^;]*/, ''));
  });
});

describe('readSgf', () => {
  it('reads headers, comments, escapes and follows the main line', () => {
    const text = `(;FF[4]CA[UTF-8]AP[Pentobi:20]GM[Blokus Duo]PB[A \\] B]PW[C]DT[2026-01-01]RE[B+3]C[start]
      ;B[e10]C[first\\
 move];W[j5](;B[f9,f8];W[k6,k7])(;B[d8,d9]))`;
    const game = readSgf(text);
    expect(game.info).toEqual({
      FF: '4',
      CA: 'UTF-8',
      AP: 'Pentobi:20',
      PB: 'A ] B',
      PW: 'C',
      DT: '2026-01-01',
      RE: 'B+3',
    });
    expect(game.comments).toEqual([
      { ply: 0, text: 'start' },
      { ply: 1, text: 'first move' },
    ]);
    expect(game.position.history.map((m) => blokus.formatMove(game.position, m))).toEqual([
      'e10',
      'j5',
      'f8,f9',
      'k6,k7',
    ]);
    expect(writeSgf(game.position, { PB: 'A ] B' })).toContain('PB[A \\] B]');
  });

  it('reads setup (AB/AW/A1-A4, AE, PL) in the root and later nodes', () => {
    const duo = readSgf('(;GM[Blokus Duo]AB[e10][a1,a2]AW[j5]PL[W];W[k6,k7])');
    expect(duo.position.setup).toHaveLength(3);
    expect(duo.position.colourToMove).toBe(0);
    const classic = readSgf('(;GM[Blokus]A1[a20]A3[t1];2[t20];AE[a20]A4[a1]PL[2])');
    const pos = classic.position;
    expect(pos.history).toHaveLength(0);
    expect(pos.setup.map((s) => s.colour)).toEqual([1, 2, 3]);
    expect(pos.colourToMove).toBe(1);
    expect(pos.colourAt(pos.rules.grid.parse('a20'))).toBe(-1);
    expect(readSgf(writeSgf(pos)).position.toJSON()).toEqual(pos.toJSON());
  });

  it('maps the four game names', () => {
    expect(
      ['Blokus', 'Blokus Two-Player', 'Blokus Three-Player', 'Blokus Duo'].map(
        (gm) => readSgf(`(;GM[${gm}])`).position.rules.variant,
      ),
    ).toEqual(['classic', 'classic2', 'classic3', 'duo']);
  });

  it.each([
    ['no tree', 'hello', NotationError, /no game tree/],
    ['unterminated value', '(;GM[Blokus', NotationError, /line 1, column 5/],
    ['unterminated tree', '(;GM[Blokus]', NotationError, /missing '\)'/],
    ['bad character', '(;GM[Blokus]%)', NotationError, /line 1, column 13/],
    ['a fault on a later line', '(;GM[Blokus]\n;1[a20]\n  ;2[t20]%)', NotationError, /line 3, column 10/],
    ['repeated property', '(;GM[Blokus]GM[Blokus])', NotationError, /repeated/],
    ['unknown game', '(;GM[Go])', SetupError, /node 0/],
    ['illegal move', '(;GM[Blokus Duo];B[e10];W[e11])', SetupError, /node 2/],
    ['malformed move', '(;GM[Blokus Duo];B[e10,zz])', SetupError, /node 1/],
    ['a used piece', '(;GM[Blokus];1[a20];1[b19])', SetupError, /node 2.*already placed/],
    ['two moves in a node', '(;GM[Blokus Duo];B[e10]W[j5])', SetupError, /node 1/],
    ['overlapping setup', '(;GM[Blokus Duo]AB[e10]AW[e10])', SetupError, /node 0.*occupied/],
    ['bad AE', '(;GM[Blokus Duo]AE[e10])', SetupError, /removes no piece/],
    ['an endless main line', `(;GM[Blokus Duo]${';PL[B]'.repeat(3000)})`, SetupError, /more than 2000 nodes/],
  ])('rejects %s', (_, text, kind, message) => {
    expect(() => readSgf(text)).toThrow(kind);
    expect(() => readSgf(text)).toThrow(message);
  });

  it('refuses to write custom variants', () => {
    expect(() => writeSgf(blokus.create({ variant: 'duo', freeStart: true }))).toThrow(NotationError);
  });

  it('round-trips random games of every variant', () => {
    for (const variant of ['classic', 'classic2', 'classic3', 'duo'] as const) {
      const rng = new Rng(variant.length);
      const pos = blokus.create({ variant });
      for (let i = 0; i < 30 && !pos.isOver(); i++) {
        const moves = pos.legalMoves();
        pos.play(moves[rng.int(moves.length)]!);
      }
      expect(readSgf(writeSgf(pos)).position.toJSON()).toEqual(pos.toJSON());
    }
  });

  it('throws only QuadrilleErrors on mangled records', () => {
    const base = records[records.length - 1]![1];
    const mangled = fc.oneof(
      fc.string(),
      fc
        .record({ at: fc.nat(base.length), cut: fc.nat(8), insert: fc.string({ maxLength: 6 }) })
        .map(({ at, cut, insert }) => base.slice(0, at) + insert + base.slice(at + cut)),
      fc
        .array(fc.constantFrom('(', ')', ';', '[', ']', '\\', 'GM', 'B', '1', 'e10', 'Blokus Duo', ' '), {
          maxLength: 30,
        })
        .map((a) => a.join('')),
    );
    fc.assert(
      fc.property(mangled, (text) => {
        try {
          readSgf(text);
        } catch (e) {
          expect(isQuadrilleError(e)).toBe(true);
        }
      }),
      { numRuns: 250 },
    );
  });
});

describe('the description’s record format', () => {
  it('reads what it writes: the same position, its moves as the history', () => {
    const pos = blokus.create({ variant: 'duo' });
    const rng = new Rng(8);
    for (let i = 0; i < 7; i++) {
      const legal = pos.legalMoves();
      pos.play(legal[rng.int(legal.length)]!);
    }
    const text = blokus.record!.write(pos, ['Ann', 'Bob'])!;
    const back = blokus.record!.read!(text);
    expect(back.key()).toBe(pos.key());
    expect(back.history).toEqual(pos.history);
    expect(() => blokus.record!.read!('(;GM[Chess])')).toThrow(SetupError);
  });
});
