/**
 * SGF game trees: variations, comments, marks and unknown properties kept; every node checked
 * against the rules; what `writeSgf` writes reads back as the same tree; no input, however
 * deep, crashes or hangs.
 */
import {
  blokus,
  parseSgfTrees,
  readSgf,
  type SgfNode,
  type SgfTree,
  type SgfWritableNode,
  writeSgf,
} from '@quadrille/blokus';
import { isQuadrilleError, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** A tree without where its nodes were read: what two readings of one tree share. */
function shape(node: SgfNode): object {
  return {
    props: node.props,
    move: node.move,
    setup: node.setup,
    children: node.children.map(shape),
  };
}

const BOOK = `(;GM[Blokus Duo]FF[4]N[a book of ours]XY[kept as written]
  (;B[e10,f10,f9,e9,d9]TE[1]
    (;W[j5,j4,i4,k4,j3]TE[1]C[the usual reply];B[g8,g7,f7,h8,g6]GB[1])
    (;W[j5,k5,k6,j6,j7]BM[1]C[worse])
    (;W[j5]DO[1]IT[1]DM[1]UC[1]GW[1]))
  (;B[e10]BM[1]))`;

describe('readSgf: trees', () => {
  it('keeps every variation, in order, with every property as written', () => {
    const { tree, position } = readSgf(BOOK);
    const { root } = tree;
    expect(root.props).toEqual({
      GM: ['Blokus Duo'],
      FF: ['4'],
      N: ['a book of ours'],
      XY: ['kept as written'],
    });
    expect(root.children).toHaveLength(2);
    const [main, bad] = root.children;
    expect(main!.props.TE).toEqual(['1']);
    expect(bad!.props.BM).toEqual(['1']);
    expect(main!.children.map((c) => c.props.C ?? c.props.DO)).toEqual([
      ['the usual reply'],
      ['worse'],
      ['1'],
    ]);
    expect(main!.children[2]!.props).toEqual({
      W: ['j5'],
      DO: ['1'],
      IT: ['1'],
      DM: ['1'],
      UC: ['1'],
      GW: ['1'],
    });
    // Each node's move, read with the rules of its position.
    const moves = [main!, main!.children[0]!, main!.children[0]!.children[0]!].map((n) => n.move!);
    const replay = blokus.create({ variant: 'duo' });
    for (const { colour, move } of moves) {
      expect(colour).toBe(replay.colourToMove);
      replay.play(move);
    }
    // The main line: the first child at every branch.
    expect(position.toJSON()).toEqual(replay.toJSON());
    expect(main!.line).toBe(2);
    expect(main!.column).toBe(4);
  });

  it('writes a tree that reads back as the same tree', () => {
    const { tree } = readSgf(BOOK);
    const written = writeSgf(tree);
    expect(written.startsWith('(;GM[Blokus Duo]')).toBe(true);
    expect(shape(readSgf(written).tree.root)).toEqual(shape(tree.root));
  });

  it('takes the game name in any case, and names the Pentobi games it does not play', () => {
    expect(readSgf('(;GM[BLOKUS DUO])').position.rules.variant).toBe('duo');
    for (const gm of [
      'Blokus Trigon',
      'Blokus Trigon Two-Player',
      'Nexos',
      'GembloQ Three-Player',
      'Callisto',
    ]) {
      expect(() => readSgf(`(;GM[${gm}];1[a1])`)).toThrow(
        expect.objectContaining({ code: 'ERR_SETUP', reason: 'unsupported-variant' }),
      );
    }
    expect(() => readSgf('(;GM[Go])')).toThrow(expect.objectContaining({ reason: 'wrong-game' }));
  });

  it('checks every variation against the rules, naming the node and its line', () => {
    const text = '(;GM[Blokus Duo]\n(;B[e10];W[j5])\n(;B[e10]\n;W[e11]))';
    expect(() => readSgf(text)).toThrow(/node 4 \(line 4, column 1\)/);
    expect(() => readSgf('(;GM[Blokus Duo](;B[e10])(;B[a1]))')).toThrow(/node 2/);
  });

  it('applies setup in a variation to that variation only', () => {
    const { tree } = readSgf('(;GM[Blokus Duo](;AB[e10]AW[j5]PL[B];B[d8,d9])(;B[e10]))');
    const [setupLine, plain] = tree.root.children;
    expect(setupLine!.setup).toEqual({
      add: [
        { colour: 0, move: blokus.parseMove(blokus.create({ variant: 'duo' }), 'e10') },
        expect.objectContaining({ colour: 1 }),
      ],
      remove: [],
      toPlay: 0,
    });
    expect(setupLine!.children[0]!.move?.colour).toBe(0);
    expect(plain!.move?.colour).toBe(0);
  });

  it('survives 100,000 nested variations and 100,000 siblings', () => {
    const deep = `(;GM[Blokus Duo]${'(;C[x]'.repeat(100_000)}${')'.repeat(100_000)})`;
    expect(() => readSgf(deep)).toThrow(expect.objectContaining({ reason: 'too-long' }));
    expect(parseSgfTrees(deep)).toHaveLength(1);
    const wide = `(;GM[Blokus Duo]${'(;C[x])'.repeat(100_000)})`;
    expect(readSgf(wide).tree.root.children).toHaveLength(100_000);
    expect(writeSgf(readSgf(wide).tree)).toBe(wide);
  });
});

/** A random tree of legal play from `pos`: up to `width` variations per node, `depth` moves deep. */
function randomTree(rng: Rng, variant: 'duo' | 'classic', depth: number, width: number): SgfTree {
  const pos = blokus.create({ variant });
  const { rules } = pos;
  const grow = (d: number): SgfWritableNode[] => {
    if (d === 0 || pos.isOver()) return [];
    const legal = pos.legalMoves();
    const picks = [
      ...new Set(Array.from({ length: 1 + rng.int(width) }, () => legal[rng.int(legal.length)]!)),
    ];
    return picks.map((m) => {
      const props: Record<string, string[]> = {
        [rules.colourLetters[pos.colourToMove]!]: [blokus.formatMove(pos, m)],
      };
      if (rng.int(3) === 0) props.C = [`a ] comment \\ ${rng.int(100)}`];
      if (rng.int(4) === 0) props[rng.int(2) === 0 ? 'TE' : 'BM'] = [String(1 + rng.int(2))];
      pos.play(m);
      const children = grow(d - 1);
      pos.undo();
      return { props, children };
    });
  };
  const text = writeSgf({
    rules,
    root: { props: { GM: [rules.sgfName] }, children: grow(depth) } as SgfNode,
  });
  return readSgf(text).tree;
}

describe('writeSgf: trees', () => {
  it('round-trips random trees of legal play', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('duo' as const, 'classic' as const), (seed, variant) => {
        const tree = randomTree(new Rng(seed), variant, 6, 3);
        expect(shape(readSgf(writeSgf(tree)).tree.root)).toEqual(shape(tree.root));
      }),
      { numRuns: 40 },
    );
  });

  it('throws only QuadrilleErrors on mangled trees', () => {
    const base = writeSgf(randomTree(new Rng(3), 'duo', 5, 3));
    const mangled = fc
      .record({ at: fc.nat(base.length), cut: fc.nat(8), insert: fc.string({ maxLength: 6 }) })
      .map(({ at, cut, insert }) => base.slice(0, at) + insert + base.slice(at + cut));
    fc.assert(
      fc.property(mangled, (text) => {
        try {
          readSgf(text);
        } catch (e) {
          expect(isQuadrilleError(e)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
