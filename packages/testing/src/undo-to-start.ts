/**
 * The `undo-to-start` check: a finished game taken back move by move passes through every
 * position it went through, ends as `create()` made it, and refuses one more `undo`.
 *
 * @module
 */

import { ErrorCode, isQuadrilleError, type Position } from '@quadrille/core';
import type { GameRecord } from './game-record.js';
import { viewOf } from './game-record.js';
import { attempt, breach } from './invariant-breach.js';
import { fingerprint, snapshot } from './position-state.js';
import { describeError, safeStringify, truncate } from './violation.js';

/**
 * Undoes every move of `pos` (the game of `record`, at its end), checking each position against
 * the record; `atPly` is told the ply being checked, for the counterexample.
 *
 * @throws Breach of `undo-to-start`.
 */
export function checkUndoToStart(
  pos: Position<number>,
  record: GameRecord,
  create: () => Position<number>,
  atPly: (ply: number) => void,
): void {
  const { line } = record;
  for (let i = line.length - 1; i >= 0; i--) {
    atPly(i);
    const back = `undoing the game's ${line.length} moves back to ${i}`;
    const move = attempt('undo-to-start', `${back}: undo()`, () => pos.undo!());
    if (move !== line[i]) {
      breach('undo-to-start', `${back}: undo() returned ${safeStringify(move)}, not ${line[i]}`);
    }
    const view = attempt('undo-to-start', `${back}, then reading the position,`, () =>
      viewOf(fingerprint(pos), pos),
    );
    if (view !== record.views[i])
      breach('undo-to-start', `${back} gives ${view} instead of ${record.views[i]}`);
    const key = record.keys[i];
    if (key !== undefined) {
      const now = attempt('undo-to-start', `${back}, then key(),`, () => pos.key!());
      if (now !== key) breach('undo-to-start', `${back} gives key ${safeStringify(now)} instead of ${key}`);
    }
    const json = record.jsons[i];
    if (json !== undefined) {
      const now = snapshot(pos);
      if (now !== json) {
        breach('undo-to-start', `${back} gives JSON ${truncate(now, 200)} instead of ${truncate(json, 200)}`);
      }
    }
  }
  atPly(0);
  expectStart(pos, create, 'after undoing every move, the position');
  let error: unknown;
  try {
    pos.undo!();
  } catch (e) {
    error = e ?? new Error('undo threw a nullish value');
  }
  if (error === undefined) breach('undo-to-start', 'undo() with no move played returned instead of throwing');
  if (!isQuadrilleError(error) || error.code !== ErrorCode.IllegalMove || error.reason !== 'no-history') {
    breach(
      'undo-to-start',
      `undo() with no move played threw ${describeError(error)}, not IllegalMoveError with reason no-history`,
      error,
    );
  }
  expectStart(pos, create, 'after the refused undo(), the position');
}

/** Fails unless `pos` has the JSON, key and history of a new position from `create()`. */
function expectStart(pos: Position<number>, create: () => Position<number>, what: string): void {
  const start = attempt('undo-to-start', 'create(options)', create);
  const json = snapshot(pos);
  const expected = snapshot(start);
  if (json !== expected) {
    breach(
      'undo-to-start',
      `${what} differs from create(): ${truncate(json, 200)} vs ${truncate(expected, 200)}`,
    );
  }
  if (pos.history.length !== 0) breach('undo-to-start', `${what} has history ${safeStringify(pos.history)}`);
  if (start.key !== undefined) {
    const key = attempt('undo-to-start', `${what}: key()`, () => pos.key!());
    if (key !== start.key())
      breach('undo-to-start', `${what} has key ${safeStringify(key)}, not create()'s ${start.key()}`);
  }
}
