/**
 * The entry of a game thread of a {@link GamePool}: plays the games it is sent, one at a time,
 * and replies with each record (or the error that stopped it). Each module's games are loaded
 * once per thread.
 *
 * @module
 */

import { loadGame } from './games.js';
import type { PlayRequest } from './messages.js';
import { playStudyGame } from './play.js';
import type { GameRecord } from './record.js';
import { serveThread } from './thread-pool.js';

serveThread<PlayRequest, GameRecord>(async ({ spec, index }) =>
  playStudyGame(await loadGame(spec.module, spec.game), spec, index),
);
