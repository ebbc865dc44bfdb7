/**
 * What is fuzzed: every game, Blokus once per variant, each with a few valid option sets (the
 * starting points of random games and of tampered options) and its option names.
 *
 * @module
 */

import * as blokusPackage from '@quadrille/blokus';
import type { AnyGame } from '@quadrille/core';
import * as linagePackage from '@quadrille/linage';
import * as linkagePackage from '@quadrille/linkage';
import * as talpaPackage from '@quadrille/talpa';

/** One fuzz target: a game with the option sets its positions start from. */
export interface Target {
  /** `blokus/duo`, `linkage`, … */
  readonly name: string;
  readonly game: AnyGame;
  /** Valid options, as a user writes them; the first is the target's main variant. */
  readonly optionSets: readonly Readonly<Record<string, unknown>>[];
  /** Every option name `create` accepts (others must be refused). */
  readonly optionNames: readonly string[];
}

const BLOKUS_OPTIONS = [
  'variant',
  'width',
  'height',
  'startPoints',
  'freeCorners',
  'freeStart',
  'pieces',
  'maxPieceSize',
  'scoring',
];

function blokusTarget(variant: string): Target {
  const duo = variant === 'duo';
  const small = duo ? { width: 10, height: 12 } : { width: 12, height: 14 };
  // Starting points in both forms: a cell, and a list of cells (any one of them).
  const startPoints = duo ? [['e10', 'f9'], 'j5'] : [['a1', 'b2'], 't1', 't20', 'a20'];
  return {
    name: `blokus/${variant}`,
    game: blokusPackage.blokus as AnyGame,
    optionNames: BLOKUS_OPTIONS,
    optionSets: [
      { variant },
      { variant, scoring: 'basic' },
      { variant, ...small },
      { variant, maxPieceSize: 4, freeCorners: true },
      { variant, pieces: ['X', 'I5', 'L4', 'V3', [[0, 0]]], scoring: 'positive' },
      { variant, freeStart: true, maxPieceSize: 3 },
      { variant, startPoints },
    ],
  };
}

/** Every target, in the order the fuzz runs them. */
export const TARGETS: readonly Target[] = [
  ...['classic', 'classic2', 'classic3', 'duo'].map(blokusTarget),
  {
    name: 'linkage',
    game: linkagePackage.linkage as AnyGame,
    optionNames: [
      'width',
      'height',
      'black',
      'colours',
      'piecesPerColour',
      'threshold',
      'restriction',
      'setup',
    ],
    optionSets: [
      {},
      { setup: 'pie' },
      { width: 9, height: 5, colours: 3 },
      { black: null, width: 6 },
      { piecesPerColour: 3, threshold: 5, restriction: false },
    ],
  },
  {
    name: 'linage',
    game: linagePackage.linage as AnyGame,
    optionNames: ['size', 'width', 'height', 'lineLength', 'komi', 'verticalSeat', 'pie'],
    optionSets: [
      {},
      { size: 5 },
      { size: 7, pie: true },
      { width: 6, height: 4, lineLength: 4 },
      { komi: -2.5, verticalSeat: 1 },
    ],
  },
  {
    name: 'talpa',
    game: talpaPackage.talpa as AnyGame,
    optionNames: ['variant', 'size', 'width', 'height', 'noMove'],
    optionSets: [
      {},
      { variant: 'beginner' },
      { size: 5 },
      { width: 6, height: 4 },
      { noMove: 'lose' },
      { size: 3 },
    ],
  },
];

/** The target named `name` (`blokus` alone means every Blokus variant). */
export function targetsNamed(names: readonly string[]): Target[] {
  if (names.length === 0) return [...TARGETS];
  const picked = TARGETS.filter((t) => names.some((n) => t.name === n || t.name.startsWith(`${n}/`)));
  const unknown = names.filter((n) => !TARGETS.some((t) => t.name === n || t.name.startsWith(`${n}/`)));
  if (unknown.length > 0) {
    throw new Error(`unknown target ${unknown.join(', ')}; known: ${TARGETS.map((t) => t.name).join(', ')}`);
  }
  return picked;
}
