/**
 * `--book FILE`: an opening book for our computer players, read by the game's record format
 * (Blokus: a Pentobi book). The book's moves are played without searching where it has one.
 *
 * @module
 */

import { readFileSync } from 'node:fs';
import type { AnyGameDescription, OpeningBook } from '@quadrille/core';
import { isQuadrilleError } from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';
import { UsageError } from './usage-error.js';

/** `--book`: the file of an opening book. */
export const BOOK_FLAG = { book: { type: 'string' } } as const;

/**
 * The opening book in `text`, read by `game`'s record format.
 *
 * @param source - how messages name where the text came from (`--book FILE`).
 * @throws {@link UsageError} when the game has no opening books or the text is not one.
 */
export function bookOf(game: AnyGameDescription, text: string, source: string): OpeningBook<AnyPosition> {
  const readBook = game.record?.readBook;
  if (readBook === undefined) throw new UsageError(`${source}: ${game.id} has no opening books`);
  try {
    return readBook(text);
  } catch (e) {
    if (isQuadrilleError(e))
      throw new UsageError(`${source}: not an opening book for ${game.id}: ${e.message}`);
    throw e;
  }
}

/**
 * The text of the `--book` file, if one is given.
 *
 * @throws {@link UsageError} when it cannot be read.
 */
export function readBookFile(path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new UsageError(`--book ${path}: cannot read it (${(e as Error).message})`);
  }
}
