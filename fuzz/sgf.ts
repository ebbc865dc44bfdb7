/**
 * Fuzzes `readSgf` and `openingBook` (Blokus' SGF game trees): seeded hostile texts — edits of
 * valid trees of every standard variant (random games with variations, comments, marks and
 * setup), SGF-shaped soup, deep and wide nesting, random text — each read once. Every call
 * must return or throw a `QuadrilleError`; a tree that reads must write back to the same tree;
 * no call may take longer than `SLOW_MS`.
 *
 *   npm run fuzz:sgf                 # 100,000 inputs
 *   npm run fuzz:sgf -- --short      # 5,000 (CI)
 *   npm run fuzz:sgf -- --seed 7 --runs 20000
 *
 * @module
 */

import { type BlokusVariant, blokus, openingBook, readSgf, type SgfNode, writeSgf } from '@quadrille/blokus';
import { isQuadrilleError, Rng } from '@quadrille/core';
import fc from 'fast-check';
import { applyEdits, editArb, randomTextArb } from './strings.js';

const SLOW_MS = 2_000;
const args = process.argv.slice(2);
const flag = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i < 0 ? undefined : args[i + 1];
};
const short = args.includes('--short');
const runs = Number(flag('runs') ?? (short ? 5_000 : 100_000));
const seed = Number(flag('seed') ?? Math.floor(Math.random() * 2 ** 31));

/** A random tree of legal play with variations, comments and marks, as SGF text. */
function randomTree(rng: Rng, variant: BlokusVariant): string {
  const pos = blokus.create({ variant });
  const { rules } = pos;
  const grow = (depth: number): SgfNode[] => {
    if (depth === 0 || pos.isOver()) return [];
    const legal = pos.legalMoves();
    const picks = new Set(Array.from({ length: 1 + rng.int(3) }, () => legal[rng.int(legal.length)]!));
    return [...picks].map((m) => {
      const props: Record<string, string[]> = {
        [rules.colourLetters[pos.colourToMove]!]: [blokus.formatMove(pos, m)],
      };
      if (rng.int(3) === 0) props.C = ['a ] comment \\ here'];
      if (rng.int(3) === 0) props[['TE', 'BM', 'DO', 'IT'][rng.int(4)]!] = ['1'];
      pos.play(m);
      const children = grow(depth - 1);
      pos.undo();
      return { props, children };
    });
  };
  // Sometimes setup in the root: a piece each in the far corners of a two-colour board.
  const setup: Record<string, string[]> =
    rules.colours === 2 && rng.int(2) === 0 ? { AB: ['a1'], AW: ['n14'] } : {};
  const root: SgfNode = { props: { GM: [rules.sgfName], ...setup }, children: grow(6) };
  return writeSgf({ rules, root });
}

const bases = (['classic', 'classic2', 'classic3', 'duo', 'junior'] as const).flatMap((v) =>
  [1, 2, 3].map((s) => randomTree(new Rng(seed + s), v)),
);

const soup = fc
  .array(
    fc.constantFrom(
      '(',
      ')',
      ';',
      '[',
      ']',
      '\\',
      '\n',
      'GM',
      'B',
      'W',
      '1',
      'AE',
      'PL',
      'TE',
      'e10',
      'Blokus Duo',
      'Blokus Junior',
      ' ',
    ),
    {
      maxLength: 60,
    },
  )
  .map((parts) => parts.join(''));

const nesting = fc
  // 100,000 levels each way are in the unit tests (test/sgf-tree.test.ts): here, what is cheap.
  .record({
    depth: fc.constantFrom(10, 1_000, 3_000),
    wide: fc.boolean(),
    gm: fc.constantFrom('Blokus Duo', 'Blokus', 'Nexos'),
  })
  .map(({ depth, wide, gm }) =>
    wide
      ? `(;GM[${gm}]${'(;C[x])'.repeat(depth)})`
      : `(;GM[${gm}]${'(;C[x]'.repeat(depth)}${')'.repeat(depth)})`,
  );

const input = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...bases), fc.array(editArb, { minLength: 1, maxLength: 4 }))
      .map(([t, e]) => applyEdits(t, e)),
  },
  { weight: 2, arbitrary: soup },
  { weight: 1, arbitrary: nesting },
  { weight: 1, arbitrary: randomTextArb },
);

/** A tree without where its nodes were read. */
const shape = (n: SgfNode): unknown => ({ p: n.props, m: n.move, s: n.setup, c: n.children.map(shape) });

let ok = 0;
let refused = 0;
const failures = new Map<string, string>();
const started = performance.now();
fc.assert(
  fc.property(input, (text) => {
    const t0 = performance.now();
    try {
      const { tree } = readSgf(text);
      const again = readSgf(writeSgf(tree)).tree;
      if (JSON.stringify(shape(again.root)) !== JSON.stringify(shape(tree.root))) {
        failures.set('round trip', text.slice(0, 300));
      }
      openingBook(text).choose(blokus.create(tree.rules.options), new Rng(1));
      ok++;
    } catch (e) {
      if (!isQuadrilleError(e))
        failures.set(`${(e as Error).name}: ${(e as Error).message}`.slice(0, 200), text.slice(0, 300));
      else refused++;
    }
    const ms = performance.now() - t0;
    if (ms > SLOW_MS) failures.set(`slow: ${ms.toFixed(0)} ms`, text.slice(0, 300));
  }),
  { numRuns: runs, seed },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `fuzz:sgf seed ${seed}: ${runs} inputs in ${seconds} s — ${ok} read and round-tripped, ${refused} refused with a QuadrilleError`,
);
for (const [what, text] of failures) console.log(`FAILURE ${what}\n  input: ${JSON.stringify(text)}`);
if (failures.size > 0) process.exitCode = 1;
