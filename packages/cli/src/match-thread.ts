/**
 * The entry of a worker thread of `quadrille match --workers N`: plays the games it is sent,
 * one at a time, with players of its own (and engine processes of its own), and replies with
 * each result. A stop request abandons the game in progress and closes its players.
 *
 * @module
 */

import { serveThread } from '@quadrille/study';
import { EngineError } from './engine-error.js';
import { games } from './games/index.js';
import { MatchStopped, playMatchGame } from './match-runner.js';
import { matchSettings } from './match-spec.js';
import type { MatchGameReply, MatchGameRequest } from './parallel-match.js';
import { type GameSupport, lookupGame } from './registry.js';

const loaded = new Map<string, Promise<GameSupport>>();

function supportOf(name: string): Promise<GameSupport> {
  let support = loaded.get(name);
  if (support === undefined) {
    support = lookupGame(games, name).load();
    loaded.set(name, support);
  }
  return support;
}

serveThread<MatchGameRequest, MatchGameReply>(async ({ spec, index }, signal) => {
  const support = await supportOf(spec.game);
  try {
    const result = await playMatchGame({ ...matchSettings(spec, support), signal }, index);
    return { result: { ...result, position: result.position.toJSON() } };
  } catch (e) {
    // The two expected ends of a game that is not played out; anything else is a bug.
    if (e instanceof MatchStopped) return { stopped: true };
    if (e instanceof EngineError) return { engineError: e.message };
    throw e;
  }
});
