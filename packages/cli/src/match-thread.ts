/**
 * The entry of a worker thread of `quadrille match --workers N`: plays the games it is sent,
 * one at a time, with players of its own (and engine processes of its own), and replies with
 * each result. A stop request abandons the game in progress and closes its players.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
import { GameStopped, loadGames, serveThread } from '@quadrille/study';
import { lookupGame } from './games.js';
import { EngineError } from './gtp/engine-error.js';
import { playMatchGame } from './match-runner.js';
import { type MatchSpec, matchSettings } from './match-spec.js';
import type { MatchGameReply, MatchGameRequest } from './parallel-match.js';

/** The game of `spec`, from the catalogue or one of its modules. */
async function gameOf(spec: MatchSpec): Promise<AnyGameDescription> {
  const games = [...catalogue];
  for (const m of spec.modules) games.push(...(await loadGames(m)));
  return lookupGame(games, spec.game);
}

serveThread<MatchGameRequest, MatchGameReply>(async ({ spec, index }, signal) => {
  const game = await gameOf(spec);
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
