/**
 * Players by name, the same everywhere — `quadrille play`, `match` and `study`, studies on a
 * queue, the board's computer and online rooms: `mcts`, `mcts:<level>` (a level of the one
 * scale, by number or name: `mcts:3`, `mcts:hard`), `uct`, `random`, a game's own baseline
 * policies (Blokus' `greedy`), and `gtp:<command line>`, an external engine that its caller
 * starts. A name may carry an argument after a colon (`name:argument`). The text is read once,
 * by {@link parsePlayerSpec}; everything after takes the {@link PlayerSpec} it returns, and
 * {@link describePlayer} says what it is.
 *
 * @module
 */

import { describeBudget, MCTS_LEVELS, type MctsLevel } from '@quadrille/ai';
import { OptionsError } from '@quadrille/core';
import { splitCommandLine } from './command-line.js';
import { LEVEL_CHOICES, type Level, levelOf } from './levels.js';

/** A player as named: `mcts`, `mcts:3`, `mcts:hard`, `uct`, `greedy`, `gtp:pentobi-gtp --level 3`… */
export interface PlayerSpec {
  /** The text it was parsed from. */
  readonly text: string;
  /** The name (`mcts`, `gtp`…). */
  readonly name: string;
  /** The text after the first colon, if any. */
  readonly argument: string | undefined;
  /** The level of `mcts:<level>`. */
  readonly level: MctsLevel | undefined;
  /** The command line of `gtp:<command line>`, split into words: the program, then its arguments. */
  readonly command: readonly string[] | undefined;
  /**
   * How tables and records name the player: its text, or for a GTP engine `gtp:` and the
   * program's file name (`gtp:pentobi-gtp`), since a whole command line would not fit.
   */
  readonly label: string;
}

/**
 * Reads `name[:argument]`: the only reader of player names (every tool calls it once per name
 * given). `gtp:<command line>` is split as a shell splits words, running nothing.
 *
 * @example
 * ```ts
 * const spec = parsePlayerSpec('gtp:"/opt/pentobi/pentobi-gtp" --level 3');
 * console.log(spec.name, spec.label, spec.command!.length); // => gtp gtp:pentobi-gtp 3
 * console.log(parsePlayerSpec('mcts:hard').level); // => 7
 * ```
 * @throws `OptionsError`: reason `unknown-player` for an empty name or `mcts:` followed by
 *   anything but a level (1 to 8, or a level's name); `bad-command-line` for a `gtp:` command
 *   line that is empty or does not split (an unclosed quote).
 */
export function parsePlayerSpec(text: string): PlayerSpec {
  const colon = text.indexOf(':');
  const name = colon < 0 ? text : text.slice(0, colon);
  const argument = colon < 0 ? undefined : text.slice(colon + 1);
  if (name === '') throw new OptionsError(`a player needs a name, got '${text}'`, 'unknown-player');
  const level = name === 'mcts' && argument !== undefined ? mctsLevel(argument) : undefined;
  const command =
    name === 'gtp' ? splitCommandLine(argument ?? '', `the engine command line '${text}'`) : undefined;
  const label = command === undefined ? text : `gtp:${command[0]!.split(/[\\/]/).at(-1)}`;
  return { text, name, argument, level, command, label };
}

/**
 * The spec of the computer at `level`: `mcts:<level>`.
 *
 * @throws `OptionsError` (reason `unknown-player`) for a level that is not one.
 */
export function levelSpec(level: Level): PlayerSpec {
  return parsePlayerSpec(`mcts:${level}`);
}

/**
 * A player as a match or study header names it: `mcts:<level>` with the simulations its level
 * plays per move (it ignores the command's budget), any other name as given.
 *
 * @example
 * ```ts
 * console.log(describePlayer(parsePlayerSpec('mcts:3'))); // => mcts:3 (120 simulations per move)
 * console.log(describePlayer(parsePlayerSpec('mcts:easy'))); // => mcts:easy (120 simulations per move)
 * console.log(describePlayer(parsePlayerSpec('uct'))); // => uct
 * ```
 */
export function describePlayer(spec: PlayerSpec): string {
  if (spec.level === undefined) return spec.text;
  return `${spec.text} (${describeBudget({ iterations: MCTS_LEVELS[spec.level - 1]! })})`;
}

/** The level of `mcts:<level>`. */
function mctsLevel(argument: string): MctsLevel {
  const level = levelOf(argument);
  if (level === undefined) {
    throw new OptionsError(
      `mcts:<level> takes a level, ${LEVEL_CHOICES}, got '${argument}'`,
      'unknown-player',
    );
  }
  return level;
}
