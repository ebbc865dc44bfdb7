/**
 * The entry of a worker thread of `quadrille match --workers N`: plays the games it is sent,
 * one at a time, with players of its own (and engine processes of its own), and replies with
 * each result. A stop request abandons the game in progress and closes its players.
 *
 * @module
 */

import { GameStopped, loadGame, playMatchGame } from '@quadrille/play';
import { serveThread } from '@quadrille/play/node';
import { EngineError } from './gtp/engine-error.js';
import { matchSettings } from './match-spec.js';
import type { MatchGameReply, MatchGameRequest } from './parallel-match.js';

serveThread<MatchGameRequest, MatchGameReply>(async ({ spec, index }, signal) => {
  const game = await loadGame(spec.game);
  try {
    const { position, ...result } = await playMatchGame({ ...matchSettings(spec, game), signal }, index);
    return { result: { ...result, position: position.toJSON() } };
  } catch (e) {
    // The two expected ends of a game that is not played out; anything else is a bug.
    if (e instanceof GameStopped) return { stopped: true };
    if (e instanceof EngineError) return { engineError: e.message };
    throw e;
  }
});
