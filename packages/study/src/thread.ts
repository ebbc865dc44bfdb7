/**
 * The entry of a game thread of a {@link GamePool}: plays the games it is sent, one at a time,
 * and replies with each record (or the error that stopped it). Games are loaded once per
 * catalogue and name.
 *
 * @module
 */

import { parentPort } from 'node:worker_threads';
import { loadStudyGame, type StudyGame } from './catalogue.js';
import type { PlayReply, PlayRequest } from './messages.js';
import { playStudyGame } from './play.js';

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

async function reply({ spec, index }: PlayRequest): Promise<PlayReply> {
  try {
    const game = await gameOf(spec.catalogue, spec.game);
    return { index, record: await playStudyGame(game, spec, index) };
  } catch (e) {
    return { index, error: e instanceof Error ? e.message : String(e) };
  }
}

parentPort?.on('message', (request: PlayRequest) => {
  void reply(request).then((answer) => parentPort?.postMessage(answer));
});
