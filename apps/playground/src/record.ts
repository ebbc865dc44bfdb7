/**
 * A game's moves in notation, and reading a saved game: what the page's move list, URL and import
 * need from any described game.
 */
import { type AnyGameDescription, isPlainObject, type Position } from '@quadrille/core';

/** The moves of `pos`'s history in the game's notation, first to last. */
export function movesInNotation(game: AnyGameDescription, pos: Position<number>): string[] {
  const back = pos.clone();
  const moves: number[] = [];
  while (back.history.length > 0) moves.unshift(back.undo!());
  return moves.map((m) => {
    const text = game.formatMove(back, m);
    back.play(m);
    return text;
  });
}

/**
 * The game and position in `text`: a game's JSON (`toJSON`) naming one of `games`, or a record in
 * the own format of one of them (`record.read`: Blokus' Pentobi SGF), `preferred` tried first.
 *
 * @throws the game's typed error when the text names a game but is not a valid record of it, or
 *   an `Error` saying the text is neither.
 */
export function readSavedGame(
  games: readonly AnyGameDescription[],
  preferred: AnyGameDescription,
  text: string,
): { game: AnyGameDescription; pos: Position<number> } {
  const trimmed = text.trim();
  let data: unknown;
  try {
    data = JSON.parse(trimmed);
  } catch {
    data = undefined;
  }
  if (isPlainObject(data)) {
    const game = games.find((g) => g.id === data.game);
    if (game === undefined) throw new Error('not the JSON of a game this page knows');
    return { game, pos: game.fromJSON(data) };
  }
  const readers = [preferred, ...games.filter((g) => g !== preferred)].filter(
    (g) => g.record?.read !== undefined,
  );
  let first: unknown;
  for (const game of readers) {
    try {
      return { game, pos: game.record!.read!(trimmed) };
    } catch (e) {
      first ??= e;
    }
  }
  throw first ?? new Error('neither JSON nor a record this page reads');
}
