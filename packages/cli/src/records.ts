/**
 * Record files of finished games (`quadrille match --record`, `quadrille study --sgf`): in the
 * game's own format where its description has one and can hold every game (Blokus: Pentobi
 * SGF), else one JSON object per line.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';

/** A finished game for a record file. */
export interface RecordedGame {
  /** The final position. */
  readonly position: AnyPosition;
  /** The player name at each seat. */
  readonly players: readonly string[];
}

/**
 * The games in the game's own record format, one record per line, or `undefined` when the game
 * has none or it cannot hold one of them (a custom Blokus variant in Pentobi's SGF).
 */
export function ownRecords(game: AnyGameDescription, games: readonly RecordedGame[]): string | undefined {
  const { record } = game;
  if (record === undefined) return undefined;
  const texts: string[] = [];
  for (const g of games) {
    const text = record.write(g.position, g.players);
    if (text === undefined) return undefined;
    texts.push(`${text}\n`);
  }
  return texts.join('');
}

/** The games as a record file: {@link ownRecords}, or else one {@link jsonRecord} per line. */
export function recordText(
  game: AnyGameDescription,
  options: object,
  games: readonly RecordedGame[],
): string {
  return (
    ownRecords(game, games) ?? games.map((g) => `${JSON.stringify(jsonRecord(game, options, g))}\n`).join('')
  );
}

/** A game as one JSON object: options, players, moves in notation, outcome and final position. */
export function jsonRecord(game: AnyGameDescription, options: object, g: RecordedGame): object {
  const replay = game.create(options);
  const moves = g.position.history.map((m) => {
    const text = game.formatMove(replay, m);
    replay.play(m);
    return text;
  });
  return {
    game: game.id,
    options,
    players: g.players,
    moves,
    outcome: g.position.outcome(),
    position: g.position.toJSON(),
  };
}
