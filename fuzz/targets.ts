/**
 * What is fuzzed: every game of the catalogue (`@quadrille/games`), each with its option names
 * and a few valid option sets (the starting points of random games and of tampered options),
 * all read from its description's options schema: the presets' options, then the schema's
 * samples, which cover options no preset uses. Blokus is fuzzed twice: its permissive
 * `fromJSON` (with analyses: setup pieces, moves out of turn) and its strict loading.
 *
 * @module
 */

import { type BlokusOptions, blokus, strictFromJSON } from '@quadrille/blokus';
import type { AnyGameDescription, Position, Rng } from '@quadrille/core';
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

/**
 * The target of one game of the catalogue: its options read from its description's options
 * schema (every option name, and the samples beyond the presets), so that any game with a
 * schema is fuzzed with no table here.
 */
function targetOf(game: AnyGameDescription): Target {
  const schema = game.options;
  if (schema === undefined) {
    throw new Error(`${game.id} has no options schema in its description: the fuzz needs its option names`);
  }
  return {
    name: game.id,
    game,
    optionNames: Object.keys(schema.options),
    optionSets: distinct([...game.presets.map((p) => p.options as OptionSet), ...schema.samples]),
    ...(game.id === 'blokus' ? { makePosition: blokusAnalysis } : {}),
  };
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
 * `blokus.fromJSON`: the same documents and tampering, `fromJSON` only (`blokus-strict`).
 * Every real document is a game played by the rules, so the strict mode must accept each one
 * too.
 */
function strictBlokusTargets(targets: readonly Target[]): Target[] {
  return targets
    .filter((t) => t.game.id === 'blokus')
    .map(({ makePosition: _, ...t }) => ({
      ...t,
      name: 'blokus-strict',
      game: { ...t.game, fromJSON: strictFromJSON },
      entries: ['fromJSON'],
    }));
}

/**
 * The targets of the games of `games` (a catalogue), in its order, then Blokus' strict mode when
 * Blokus is one of them.
 */
export function targetsOf(games: readonly AnyGameDescription[]): Target[] {
  const ofGames = games.map(targetOf);
  return [...ofGames, ...strictBlokusTargets(ofGames)];
}

/** Every target, in the order the fuzz runs them: the catalogue's (`@quadrille/games`). */
export const TARGETS: readonly Target[] = targetsOf(catalogue);

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
