/**
 * The words of a game's status, one style for every game and tool: `Blue to move`, `Red wins`,
 * `Draw`, `Blue and Red share the win`, then the game's own details after ` · `. Games build
 * their view's status with {@link statusLine}; tools name outcomes with {@link outcomeWords}.
 *
 * @module
 */

import type { Outcome, Position } from './protocol.js';

/** The words of a finished game's result: `Red wins`, `Draw`, `Blue and Red share the win`. */
export function outcomeWords(outcome: Outcome, seatNames: readonly string[]): string {
  const { winners } = outcome;
  const name = (seat: number) => seatNames[seat] ?? `seat ${seat}`;
  if (winners.length === 0 || winners.length === outcome.scores.length) return 'Draw';
  if (winners.length === 1) return `${name(winners[0]!)} wins`;
  const names = winners.map(name);
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} share the win`;
}

/** How {@link statusLine} words a running game, where the game has more to say than `to move`. */
export interface StatusWords {
  /** Who moves, where it is not the seat's name (Blokus: the colour to move). */
  readonly mover?: string;
  /** What the mover does (default `to move`; Linkage's setup: `places the black square`). */
  readonly action?: string;
  /** The game's own details, appended after ` · ` (scores, komi, groups). */
  readonly details?: readonly string[];
}

/**
 * The status of `pos`: `<mover> to move` while the game runs, the {@link outcomeWords} once it
 * is over, then the details.
 *
 * @example
 * ```ts
 * statusLine(pos, ['Red', 'Blue']); // 'Red to move'
 * statusLine(pos, ['Vertical', 'Horizontal'], { details: ['komi 4.5'] }); // 'Vertical to move · komi 4.5'
 * ```
 */
export function statusLine(
  pos: Position<number>,
  seatNames: readonly string[],
  words: StatusWords = {},
): string {
  const outcome = pos.outcome();
  const head =
    outcome === undefined
      ? `${words.mover ?? seatNames[pos.turn] ?? `seat ${pos.turn}`} ${words.action ?? 'to move'}`
      : outcomeWords(outcome, seatNames);
  return [head, ...(words.details ?? [])].join(' · ');
}
