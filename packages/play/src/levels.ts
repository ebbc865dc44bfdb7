/**
 * Levels: the one strength scale of Quadrille's computer players. A level is one of
 * `@quadrille/ai`'s MCTS levels, 1 (very easy) to 8 (the strongest), each a number of simulations
 * per move (`MCTS_LEVELS`) — so a level plays alike on a phone and a server, and a seeded game
 * replays exactly — and three of them have names for menus and links ({@link LEVEL_NAMES}:
 * `easy`, `medium`, `hard`). Player specs (`mcts:3`, `mcts:hard`), the board's computer, online
 * rooms' computer seats and the playground's menu all read levels here.
 *
 * @module
 */

import { describeBudget, MCTS_LEVELS, type MctsLevel } from '@quadrille/ai';
import { describeValue, OptionsError } from '@quadrille/core';

/** Every level of the scale, from the easiest (1) to the strongest (8): what a menu offers. */
export const LEVELS: readonly MctsLevel[] = MCTS_LEVELS.map((_, i) => (i + 1) as MctsLevel);

/** The named levels, for menus and links: each a level of the one scale. */
export const LEVEL_NAMES = {
  /** Level 3: 120 simulations per move. */
  easy: 3,
  /** Level 5: 1500 simulations per move. */
  medium: 5,
  /** Level 7: 15,000 simulations per move. */
  hard: 7,
} as const satisfies Record<string, MctsLevel>;

/** The name of a named level: `easy`, `medium` or `hard`. */
export type LevelName = keyof typeof LEVEL_NAMES;

/** A level by number (1 to 8) or by name. */
export type Level = MctsLevel | LevelName;

/**
 * The level `value` stands for — a whole number from 1 to 8 (or its digits), or a name of
 * {@link LEVEL_NAMES} — or undefined.
 */
export function levelOf(value: unknown): MctsLevel | undefined {
  if (typeof value === 'string') {
    if (Object.hasOwn(LEVEL_NAMES, value)) return LEVEL_NAMES[value as LevelName];
    return /^\d{1,2}$/.test(value) ? levelOf(Number(value)) : undefined;
  }
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MCTS_LEVELS.length
    ? (value as MctsLevel)
    : undefined;
}

/** The levels there are, in words, for messages: `1 to 8, or easy, medium, hard`. */
export const LEVEL_CHOICES = `1 to ${MCTS_LEVELS.length}, or ${Object.keys(LEVEL_NAMES).join(', ')}`;

/**
 * The level `value` stands for (see {@link levelOf}).
 *
 * @example
 * ```ts
 * console.log(readLevel('hard'), readLevel(2), readLevel('8')); // => 7 2 8
 * ```
 * @throws `OptionsError` (reason `bad-level`) for anything else.
 */
export function readLevel(value: unknown): MctsLevel {
  const level = levelOf(value);
  if (level === undefined)
    throw new OptionsError(`a level is ${LEVEL_CHOICES}, got ${describeValue(value)}`, 'bad-level');
  return level;
}

/** The name of `level`, if it has one (`easy` for 3). */
export function levelName(level: MctsLevel): LevelName | undefined {
  return (Object.keys(LEVEL_NAMES) as LevelName[]).find((name) => LEVEL_NAMES[name] === level);
}

/**
 * A level in words: its number, its name if it has one, and its budget.
 *
 * @example
 * ```ts
 * console.log(describeLevel(3)); // => level 3 (easy): 120 simulations per move
 * console.log(describeLevel(8)); // => level 8: 50000 simulations per move
 * ```
 */
export function describeLevel(level: MctsLevel): string {
  const name = levelName(level);
  const budget = describeBudget({ iterations: MCTS_LEVELS[level - 1]! });
  return `level ${level}${name === undefined ? '' : ` (${name})`}: ${budget}`;
}
