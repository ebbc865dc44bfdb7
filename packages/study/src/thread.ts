/**
 * The entry of a game thread of a {@link GamePool}: plays the games it is sent, one at a time,
 * and replies with each record (or the error that stopped it). Each module's games are loaded
 * once per thread.
 *
 * @module
 */

import { loadGame } from '@quadrille/play';
import { serveThread } from '@quadrille/play/node';
import type { PlayRequest } from './messages.js';
import type { GameRecord } from './record.js';
import { playStudyGame } from './study-game.js';

serveThread<PlayRequest, GameRecord>(async ({ spec, index }) =>
  playStudyGame(await loadGame(spec), spec, index),
);
