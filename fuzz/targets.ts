/**
 * What is fuzzed: every game of the catalogue (`@quadrille/games`), Blokus once per preset, each
 * with a few valid option sets (the starting points of random games and of tampered options)
 * and its option names. The option sets are the presets' own, then the extra sets listed here
 * per game id: those are the fuzz's coverage of options no preset uses.
 *
 * @module
 */

import { type BlokusOptions, blokus, strictFromJSON } from '@quadrille/blokus';
import type { AnyGameDescription, GamePreset, Position, Rng } from '@quadrille/core';
import { catalogue } from '@quadrille/games';

type OptionSet = Readonly<Record<string, unknown>>;

/** One fuzz target: a game with the option sets its positions start from. */
export interface Target {
  /** `blokus/duo`, `linkage`, … */
  readonly name: string;
  readonly game: AnyGameDescription;
  /** Valid options, as a user writes them; the first is the target's main preset. */
  readonly optionSets: readonly OptionSet[];
  /** Every option name `create` accepts (others must be refused). */
  readonly optionNames: readonly string[];
  /** The entry points fuzzed for this target (default: all). */
  readonly entries?: readonly string[];
  /**
   * Makes one position of the corpus in place of a game of random moves, when given: Blokus'
   * permissive targets mix in analyses (setup pieces, another first colour, moves out of turn).
   */
  readonly makePosition?: (options: OptionSet, rng: Rng, plies: number) => Position<number>;
}

/** What the fuzz adds to a game's description: its option names and more valid option sets. */
interface GameExtras {
  /** Every option name `create` accepts. */
  readonly optionNames: readonly string[];
  /** A target per preset (the presets share nothing worth fuzzing together: Blokus' boards). */
  readonly perPreset?: boolean;
  /** Valid option sets beyond the presets', given the target's main preset. */
  readonly optionSets: (preset: GamePreset<OptionSet>) => readonly OptionSet[];
}

const EXTRAS: Readonly<Record<string, GameExtras>> = {
  blokus: {
    optionNames: [
      'variant',
      'width',
      'height',
      'startPoints',
      'freeCorners',
      'freeStart',
      'pieces',
      'maxPieceSize',
      'scoring',
    ],
    perPreset: true,
    optionSets: ({ options }) => {
      // Duo's and Junior's boards are 14×14 with two starting points, the others' 20×20 with four.
      const two = options.variant === 'duo' || options.variant === 'junior';
      const small = two ? { width: 10, height: 12 } : { width: 12, height: 14 };
      // Starting points in both forms: a cell, and a list of cells (any one of them).
      const startPoints = two ? [['e10', 'f9'], 'j5'] : [['a1', 'b2'], 't1', 't20', 'a20'];
      return [
        { ...options, scoring: 'basic' },
        { ...options, ...small },
        { ...options, maxPieceSize: 4, freeCorners: true },
        { ...options, pieces: ['X', 'I5', 'L4', 'V3', [[0, 0]]], scoring: 'positive' },
        // A piece owned twice (Junior's kind of set).
        { ...options, pieces: ['L4', 'L4', 'V3', '2', '2', '1'] },
        { ...options, freeStart: true, maxPieceSize: 3 },
        { ...options, startPoints },
      ];
    },
  },
  linkage: {
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
    optionSets: () => [
      { width: 9, height: 5, colours: 3 },
      { black: null, width: 6 },
      { piecesPerColour: 3, threshold: 5, restriction: false },
    ],
  },
  linage: {
    optionNames: ['size', 'width', 'height', 'lineLength', 'komi', 'verticalSeat', 'pie'],
    optionSets: () => [
      { size: 5 },
      { size: 7, pie: true },
      { width: 6, height: 4, lineLength: 4 },
      { komi: -2.5, verticalSeat: 1 },
    ],
  },
  talpa: {
    optionNames: ['variant', 'size', 'width', 'height', 'noMove'],
    optionSets: () => [{ size: 5 }, { width: 6, height: 4 }, { noMove: 'lose' }, { size: 3 }],
  },
};

/** `sets` without repeats (by their JSON), in order. */
function distinct(sets: readonly OptionSet[]): OptionSet[] {
  const seen = new Set<string>();
  return sets.filter((s) => {
    const key = JSON.stringify(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The targets of one game of the catalogue. */
function targetsOf(game: AnyGameDescription): Target[] {
  const extras = EXTRAS[game.id];
  if (extras === undefined) {
    throw new Error(`fuzz/targets.ts: no option names for ${game.id}: add the game to EXTRAS`);
  }
  const presets: readonly GamePreset<OptionSet>[] = game.presets;
  if (extras.perPreset === true) {
    return presets.map((preset) => ({
      name: `${game.id}/${preset.name}`,
      game,
      optionNames: extras.optionNames,
      optionSets: distinct([preset.options, ...extras.optionSets(preset)]),
      ...(game.id === 'blokus' ? { makePosition: blokusAnalysis } : {}),
    }));
  }
  return [
    {
      name: game.id,
      game,
      optionNames: extras.optionNames,
      optionSets: distinct([...presets.map((p) => p.options), ...extras.optionSets(presets[0]!)]),
    },
  ];
}

/**
 * A Blokus position as analyses and Pentobi's records make them, one in two: up to two setup
 * pieces, maybe another colour to move first, then random moves of which about one in four is
 * played by another colour than the one to move (`playFor`); the others, a game by the rules.
 */
function blokusAnalysis(options: OptionSet, rng: Rng, plies: number): Position<number> {
  const pos = blokus.create(options as BlokusOptions);
  const colours = pos.rules.colours;
  const analysis = rng.int(2) === 0;
  if (analysis) {
    for (let i = rng.int(3); i > 0; i--) {
      const colour = rng.int(colours);
      const moves = pos.legalMovesOf(colour);
      if (moves.length > 0) pos.addSetup(colour, moves[rng.int(moves.length)]!);
    }
    if (rng.int(2) === 0) pos.setColourToPlay(rng.int(colours));
  }
  for (let i = 0; i < plies && !pos.isOver(); i++) {
    const other = rng.int(colours);
    const offTurn = analysis && rng.int(4) === 0 ? pos.legalMovesOf(other) : [];
    if (offTurn.length > 0) pos.playFor(other, offTurn[rng.int(offTurn.length)]!);
    else {
      const moves = pos.legalMoves();
      pos.play(moves[rng.int(moves.length)]!);
    }
  }
  return pos;
}

/**
 * Blokus' strict loading (`strictFromJSON`, what servers use) beside the permissive
 * `blokus.fromJSON`: the same documents and tampering, `fromJSON` only, one target per preset
 * (`blokus-strict/duo`, …). Every real document is a game played by the rules, so the strict
 * mode must accept each one too.
 */
function strictBlokusTargets(): Target[] {
  return TARGETS_OF_GAMES.filter((t) => t.game.id === 'blokus').map(({ makePosition: _, ...t }) => ({
    ...t,
    name: t.name.replace(/^blokus/, 'blokus-strict'),
    game: { ...t.game, fromJSON: strictFromJSON },
    entries: ['fromJSON'],
  }));
}

const TARGETS_OF_GAMES: readonly Target[] = catalogue.flatMap(targetsOf);

/** Every target, in the order the fuzz runs them (the catalogue's, then Blokus' strict mode). */
export const TARGETS: readonly Target[] = [...TARGETS_OF_GAMES, ...strictBlokusTargets()];

/** The target named `name` (`blokus` alone means every Blokus preset). */
export function targetsNamed(names: readonly string[]): Target[] {
  if (names.length === 0) return [...TARGETS];
  const picked = TARGETS.filter((t) => names.some((n) => t.name === n || t.name.startsWith(`${n}/`)));
  const unknown = names.filter((n) => !TARGETS.some((t) => t.name === n || t.name.startsWith(`${n}/`)));
  if (unknown.length > 0) {
    throw new Error(`unknown target ${unknown.join(', ')}; known: ${TARGETS.map((t) => t.name).join(', ')}`);
  }
  return picked;
}
