/**
 * `parseMove(pos, text)` on random strings, near misses of real notation (a legal move's text,
 * or another position's, edited) and values that are not strings. It must return a legal move
 * whose notation reads back to it, or throw a `NotationError` / `IllegalMoveError`; the
 * notation of a legal move, unedited, must read back to that move; the position never changes.
 *
 * @module
 */

import fc from 'fast-check';
import { attempt, describeError, errorProblem, type Problem } from './attempt.js';
import type { Corpus } from './corpus.js';
import { type Entry, problem, stateOf, stateOfCorpus, type Verdict, verdictOf } from './entry.js';
import { show } from './show.js';
import { applyEdits, type Edit, editArb, randomTextArb } from './strings.js';
import { HOSTILE, HOSTILE_NAMES } from './values.js';

type Source =
  | { readonly from: 'legal'; readonly i: number }
  | { readonly from: 'other'; readonly pos: number; readonly i: number }
  | { readonly from: 'random'; readonly text: string }
  | { readonly from: 'value'; readonly name: string };

/** A `parseMove` input: a position of the corpus, a source text and edits of it. */
export interface ParseRecipe {
  readonly pos: number;
  readonly source: Source;
  readonly edits: readonly Edit[];
}

const CODES = ['ERR_NOTATION', 'ERR_ILLEGAL_MOVE'];

function build(r: ParseRecipe, c: Corpus): { pos: number; input: unknown; exact?: number } {
  const index = r.pos % c.positions.length;
  const pos = c.positions[index]!;
  const { game } = c.target;
  const legal = pos.legalMoves();
  const s = r.source;
  if (s.from === 'value') return { pos: index, input: HOSTILE[s.name]!(legal[0] ?? 0) };
  if (s.from === 'random') return { pos: index, input: applyEdits(s.text, r.edits) };
  const from =
    s.from === 'legal' && legal.length > 0
      ? pos
      : c.positions[(s.from === 'other' ? s.pos : 0) % c.positions.length]!;
  const moves = from === pos ? legal : from.legalMoves();
  if (moves.length === 0) return { pos: index, input: applyEdits('pass', r.edits) };
  const move = moves[s.i % moves.length]!;
  const text = applyEdits(game.formatMove(from, move), r.edits);
  return { pos: index, input: text, ...(from === pos && r.edits.length === 0 ? { exact: move } : {}) };
}

function check(r: ParseRecipe, c: Corpus): Verdict {
  const { pos: index, input, exact } = build(r, c);
  const { game } = c.target;
  const pos = c.positions[index]!.clone();
  const a = attempt(() => game.parseMove(pos, input as string));
  const changed = stateOf(pos) !== stateOfCorpus(c, index);
  const verdict = (p?: Problem): Verdict => verdictOf(a.ok, a.ms, p);
  if (changed) return verdict(problem('parseMove changed the position'));
  if (!a.ok) {
    const p = errorProblem(a.error, CODES);
    if (p !== undefined) return verdict(p);
    if (exact !== undefined) {
      return verdict(problem('refused the notation of a legal move', describeError(a.error)));
    }
    return verdict();
  }
  const move = a.value as unknown;
  if (typeof input !== 'string') return verdict(problem('accepted a value that is not a string', show(move)));
  if (typeof move !== 'number' || !pos.isLegal(move)) {
    return verdict(problem('returned a move that is not legal here', show(move)));
  }
  if (exact !== undefined && move !== exact) {
    return verdict(problem('read a legal move as another move', `${exact} -> ${move}`));
  }
  const back = attempt(() => game.parseMove(pos, game.formatMove(pos, move)));
  if (!back.ok || back.value !== move) {
    return verdict(
      problem(
        'the accepted move does not round-trip through formatMove',
        back.ok ? `${move} -> ${String(back.value)}` : describeError(back.error),
      ),
    );
  }
  return verdict();
}

/** The `parseMove` entry point. */
export const parseMoveEntry: Entry<ParseRecipe> = {
  name: 'parseMove',
  arbitrary: () =>
    fc.record({
      pos: fc.nat(),
      source: fc.oneof(
        { weight: 6, arbitrary: fc.record({ from: fc.constant('legal' as const), i: fc.nat() }) },
        {
          weight: 2,
          arbitrary: fc.record({ from: fc.constant('other' as const), pos: fc.nat(), i: fc.nat() }),
        },
        { weight: 3, arbitrary: fc.record({ from: fc.constant('random' as const), text: randomTextArb }) },
        {
          weight: 1,
          arbitrary: fc.record({
            from: fc.constant('value' as const),
            name: fc.constantFrom(...HOSTILE_NAMES),
          }),
        },
      ),
      edits: fc.oneof(
        { weight: 1, arbitrary: fc.constant([]) },
        { weight: 4, arbitrary: fc.array(editArb, { minLength: 1, maxLength: 3 }) },
      ),
    }),
  check,
  describe(r, c) {
    const { pos, input } = build(r, c);
    return `parseMove(position #${pos} [${show(c.documents[pos], 160)}], ${show(input, 200)}) from ${show(r.source)} with edits ${show(r.edits, 300)}`;
  },
};
