/**
 * The invariants of a single position, checked without playing anything: seats, turn, the legal
 * move list, and the agreement of `isOver`, `legalMoves` and `outcome`.
 *
 * @module
 */

import type { Outcome, Position } from '@quadrille/core';
import { attempt, breach } from './invariant-breach.js';
import { safeStringify } from './violation.js';

/**
 * Checks every structural invariant of `pos` and returns its legal moves (verified sorted,
 * unique, non-negative integers, accepted by `isLegal`).
 *
 * @param isLegalChecks - how many legal moves to pass through `isLegal`, evenly spread (default:
 *   all of them).
 * @throws Breach naming the first invariant that fails.
 */
export function checkStructure(
  pos: Position<number>,
  isLegalChecks = Number.POSITIVE_INFINITY,
): readonly number[] {
  const seats = attempt('seats-valid', 'seats', () => pos.seats);
  if (!Number.isInteger(seats) || seats < 1) breach('seats-valid', `seats is ${safeStringify(seats)}`);

  const legal = checkLegalList(pos, isLegalChecks);
  const over = attempt('over-iff-no-legal-moves', 'isOver()', () => pos.isOver());
  if (over !== (legal.length === 0)) {
    breach('over-iff-no-legal-moves', `isOver() is ${String(over)} with ${legal.length} legal moves`);
  }
  const outcome = attempt('outcome-iff-over', 'outcome()', () => pos.outcome());
  if ((outcome !== undefined) !== over) {
    breach('outcome-iff-over', `outcome() is ${safeStringify(outcome)} while isOver() is ${String(over)}`);
  }
  if (outcome !== undefined) checkOutcome(outcome, seats);
  if (!over) {
    const turn = attempt('turn-in-range', 'turn', () => pos.turn);
    if (!Number.isInteger(turn) || turn < 0 || turn >= seats) {
      breach('turn-in-range', `turn is ${safeStringify(turn)} with ${seats} seats`);
    }
  }
  return legal;
}

function checkLegalList(pos: Position<number>, isLegalChecks: number): readonly number[] {
  const legal = attempt('legal-moves-fresh', 'legalMoves()', () => pos.legalMoves());
  if (Array.isArray(legal)) checkLegalMovesInto(pos, legal);
  const again = attempt('legal-moves-fresh', 'legalMoves()', () => pos.legalMoves());
  if (!Array.isArray(legal)) breach('legal-moves-fresh', `legalMoves() returned ${safeStringify(legal)}`);
  if (legal === again) breach('legal-moves-fresh', 'legalMoves() returned the same array twice');
  if (!sameNumbers(legal, again)) {
    breach('legal-moves-fresh', `two calls of legalMoves() disagree: [${legal}] then [${again}]`);
  }
  for (let i = 0; i < legal.length; i++) {
    const m = legal[i]!;
    if (!Number.isSafeInteger(m) || m < 0)
      breach('legal-moves-integers', `legal move #${i} is ${safeStringify(m)}`);
    if (i > 0) {
      const prev = legal[i - 1]!;
      if (m === prev) breach('legal-moves-unique', `move ${m} is listed twice (at #${i - 1} and #${i})`);
      if (m < prev) breach('legal-moves-sorted', `move ${m} (#${i}) comes after ${prev}`);
    }
  }
  const step = Math.max(1, Math.floor(legal.length / isLegalChecks));
  for (let i = legal.length - 1; i >= 0; i -= step) {
    const m = legal[i]!;
    const ok = attempt('legal-move-accepted', `isLegal(${m})`, () => pos.isLegal(m));
    if (ok !== true)
      breach('legal-move-accepted', `isLegal(${m}) is ${safeStringify(ok)} for a listed legal move`);
  }
  return legal;
}

/** Pre-fills test buffers, so that a move left unwritten shows (no move is negative). */
const UNWRITTEN = -1;

/**
 * Checks `legalMovesInto`, if `pos` has it, against `legal` (its `legalMoves()`): into an empty
 * array, one half as long and one longer than needed, each pre-filled with {@link UNWRITTEN}.
 * What follows the moves is unspecified (an implementation may use it as scratch).
 */
function checkLegalMovesInto(pos: Position<number>, legal: readonly number[]): void {
  const into = attempt('legal-moves-into', 'legalMovesInto', () => pos.legalMovesInto);
  if (into === undefined) return;
  if (typeof into !== 'function') breach('legal-moves-into', `legalMovesInto is ${safeStringify(into)}`);
  for (const length of [0, legal.length >>> 1, legal.length + 2]) {
    const out = new Array<number>(length).fill(UNWRITTEN);
    const n = attempt('legal-moves-into', `legalMovesInto(an array of ${length})`, () =>
      pos.legalMovesInto!(out),
    );
    const what = `legalMovesInto(an array of ${length}) returned ${safeStringify(n)}`;
    if (n !== legal.length) breach('legal-moves-into', `${what} with ${legal.length} legal moves`);
    if (!sameNumbers(out.slice(0, n), legal)) {
      breach('legal-moves-into', `${what} and wrote [${out.slice(0, n)}], not legalMoves() [${legal}]`);
    }
  }
}

/** Checks one score per seat, all finite, and winners = exactly the best seats, ascending. */
function checkOutcome(outcome: Outcome, seats: number): void {
  const { scores, winners } = outcome;
  if (!Array.isArray(scores) || scores.length !== seats) {
    breach('outcome-scores', `scores ${safeStringify(scores)} for ${seats} seats`);
  }
  if (!scores.every((s) => typeof s === 'number' && Number.isFinite(s))) {
    breach('outcome-scores', `scores ${safeStringify(scores)} are not all finite numbers`);
  }
  const best = Math.max(...scores);
  const expected: number[] = [];
  scores.forEach((s, seat) => {
    if (s === best) expected.push(seat);
  });
  if (!Array.isArray(winners) || !sameNumbers(winners, expected)) {
    breach(
      'outcome-winners',
      `winners ${safeStringify(winners)} but the best score ${best} belongs to [${expected}] (scores ${safeStringify(scores)})`,
    );
  }
}

/** Whether two number arrays have the same elements in the same order. */
export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/** Whether `move` is in the ascending array `sorted` (binary search). */
export function includesSorted(sorted: readonly number[], move: number): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v === move) return true;
    if (v < move) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}
