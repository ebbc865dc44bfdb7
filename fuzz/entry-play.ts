/**
 * `isLegal(value)` then `play(value)` with any value: legal moves, their neighbours and
 * fractions, numbers at the edges, moves of other positions, and values that are not numbers
 * at all (symbols, bigints, look-alike strings, objects whose `valueOf` throws, proxies).
 * `isLegal` must return a boolean — true exactly for a number in `legalMoves()` — and never
 * throw or change the position; `play` must play a legal move and, for anything else, throw an
 * `IllegalMoveError` and leave the position unchanged.
 *
 * @module
 */

import fc from 'fast-check';
import { attempt, describeError, errorProblem, type Problem, reasonProblem } from './attempt.js';
import type { Corpus } from './corpus.js';
import { type Entry, problem, stateOf, stateOfCorpus, type Verdict, verdictOf } from './entry.js';
import { show } from './show.js';
import { EDGE_NUMBERS, HOSTILE, HOSTILE_NAMES, MOVE_OFFSETS } from './values.js';

type Value =
  | { readonly v: 'legal'; readonly i: number }
  | { readonly v: 'offset'; readonly i: number; readonly by: number }
  | { readonly v: 'number'; readonly n: number }
  | { readonly v: 'played'; readonly i: number }
  | { readonly v: 'other'; readonly pos: number; readonly i: number }
  | { readonly v: 'hostile'; readonly name: string };

/** A `play`/`isLegal` input: a position of the corpus and the value to pass. */
export interface PlayRecipe {
  readonly pos: number;
  readonly value: Value;
}

function moveValue(r: PlayRecipe, c: Corpus): { pos: number; value: unknown } {
  const index = r.pos % c.positions.length;
  const pos = c.positions[index]!;
  const legal = pos.legalMoves();
  const first = legal[0] ?? pos.history[0] ?? 0;
  const v = r.value;
  switch (v.v) {
    case 'legal':
      return { pos: index, value: legal.length > 0 ? legal[v.i % legal.length] : first };
    case 'offset':
      return { pos: index, value: (legal.length > 0 ? legal[v.i % legal.length]! : first) + v.by };
    case 'number':
      return { pos: index, value: v.n };
    case 'played':
      return { pos: index, value: pos.history.length > 0 ? pos.history[v.i % pos.history.length] : first };
    case 'other': {
      const moves = c.positions[v.pos % c.positions.length]!.legalMoves();
      return { pos: index, value: moves.length > 0 ? moves[v.i % moves.length] : first };
    }
    case 'hostile':
      return { pos: index, value: HOSTILE[v.name]!(first) };
  }
}

/**
 * The reasons `play(value)` may give: `not-a-move` for what is no move id at all (`game-over`
 * is allowed too once the game is over); a game's own reason for a move id that is illegal here.
 */
function reasonsFor(pos: { isOver(): boolean }, value: unknown): readonly string[] | undefined {
  const moveId = typeof value === 'number' && Number.isInteger(value) && value >= 0;
  if (pos.isOver()) return moveId ? undefined : ['not-a-move', 'game-over'];
  return moveId ? undefined : ['not-a-move'];
}

function check(r: PlayRecipe, c: Corpus): Verdict {
  const { pos: index, value } = moveValue(r, c);
  const pos = c.positions[index]!.clone();
  const before = stateOfCorpus(c, index);
  const legal = pos.legalMoves();
  const expected = typeof value === 'number' && legal.includes(value);
  const asked = attempt(() => pos.isLegal(value as number));
  let ms = asked.ms;
  const verdict = (accepted: boolean, p?: Problem): Verdict => verdictOf(accepted, ms, p);
  if (!asked.ok) {
    return verdict(false, problem('isLegal threw', describeError(asked.error)));
  }
  if (typeof asked.value !== 'boolean')
    return verdict(false, problem('isLegal returned a non-boolean', show(asked.value)));
  if (asked.value !== expected) {
    return verdict(
      false,
      problem(`isLegal says ${asked.value} but legalMoves ${expected ? 'has' : 'lacks'} it`),
    );
  }
  if (stateOf(pos) !== before) return verdict(false, problem('isLegal changed the position'));
  const played = attempt(() => pos.play(value as number));
  ms += played.ms;
  if (played.ok) {
    if (!expected) return verdict(true, problem('play accepted a move that is not legal'));
    return pos.history.at(-1) === value
      ? verdict(true)
      : verdict(true, problem('play recorded another move'));
  }
  if (expected) return verdict(false, problem('play refused a legal move', describeError(played.error)));
  const p =
    errorProblem(played.error, ['ERR_ILLEGAL_MOVE']) ?? reasonProblem(played.error, reasonsFor(pos, value));
  if (p !== undefined) return verdict(false, p);
  if (stateOf(pos) !== before) return verdict(false, problem('play threw but changed the position'));
  return verdict(false);
}

/** The `play`/`isLegal` entry point. */
export const playEntry: Entry<PlayRecipe> = {
  name: 'play+isLegal',
  arbitrary: () =>
    fc.record({
      pos: fc.nat(),
      value: fc.oneof(
        { weight: 3, arbitrary: fc.record({ v: fc.constant('legal' as const), i: fc.nat() }) },
        {
          weight: 3,
          arbitrary: fc.record({
            v: fc.constant('offset' as const),
            i: fc.nat(),
            by: fc.constantFrom(...MOVE_OFFSETS),
          }),
        },
        {
          weight: 3,
          arbitrary: fc.record({
            v: fc.constant('number' as const),
            n: fc.oneof(
              fc.constantFrom(...EDGE_NUMBERS),
              fc.integer({ min: -10, max: 300_000 }),
              fc.double(),
            ),
          }),
        },
        { weight: 1, arbitrary: fc.record({ v: fc.constant('played' as const), i: fc.nat() }) },
        { weight: 2, arbitrary: fc.record({ v: fc.constant('other' as const), pos: fc.nat(), i: fc.nat() }) },
        {
          weight: 4,
          arbitrary: fc.record({
            v: fc.constant('hostile' as const),
            name: fc.constantFrom(...HOSTILE_NAMES),
          }),
        },
      ),
    }),
  check,
  describe(r, c) {
    const { pos, value } = moveValue(r, c);
    return `isLegal/play(${show(value)}) [${show(r.value)}] on position #${pos} ${show(c.documents[pos], 300)}`;
  },
};
