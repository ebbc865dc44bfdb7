/**
 * The entry of a game thread of a {@link GamePool}: plays the games it is sent, one at a time,
 * and replies with each record (or the error that stopped it). Games are loaded once per
 * catalogue and name.
 *
 * @module
 */

import { loadStudyGame, type StudyGame } from './catalogue.js';
import type { PlayRequest } from './messages.js';
import { playStudyGame } from './play.js';
import type { GameRecord } from './record.js';
import { serveThread } from './thread-pool.js';

const loaded = new Map<string, Promise<StudyGame>>();

function gameOf(catalogue: string, name: string): Promise<StudyGame> {
  const key = `${catalogue}\u0000${name}`;
  let game = loaded.get(key);
  if (game === undefined) {
    game = loadStudyGame(catalogue, name);
    loaded.set(key, game);
  }
  return game;
}

serveThread<PlayRequest, GameRecord>(async ({ spec, index }) =>
  playStudyGame(await gameOf(spec.catalogue, spec.game), spec, index),
);
