/**
 * The computer player, in a Web Worker so that the page stays responsive while it thinks: it
 * rebuilds the position from the move list and runs a synchronous MCTS search with the game's
 * own knowledge from its description (priors, playout policy, reward, and the search settings
 * it asks for), as the CLI's `mcts` player does.
 */

import { mctsPlayer } from '@quadrille/ai';
import { gameById } from '@quadrille/games';
import type { SearchReply, SearchRequest } from './ai-protocol.js';

/** Sends a reply to the page (typed: the worker's `postMessage` takes anything). */
function reply(message: SearchReply): void {
  self.postMessage(message);
}

let seed = 1;

self.addEventListener('message', (event: MessageEvent<SearchRequest>) => {
  const request = event.data;
  try {
    const game = gameById(request.game);
    if (game === undefined) throw new Error(`unknown game ${request.game}`);
    const pos = game.create(request.options);
    for (const text of request.moves) pos.play(game.parseMove(pos, text));
    const budget =
      request.iterations === undefined
        ? { timeMs: request.timeMs ?? 1000 }
        : { iterations: request.iterations };
    const { knowledge } = game;
    const choice = mctsPlayer({ seed: seed++, ...(knowledge === undefined ? {} : { knowledge }) }).search(
      pos,
      budget,
    );
    const pv: string[] = [];
    const line = pos.clone();
    for (const move of choice.stats.pv) {
      if (!line.isLegal(move)) break;
      pv.push(game.formatMove(line, move));
      line.play(move);
    }
    reply({
      id: request.id,
      move: game.formatMove(pos, choice.move),
      value: choice.stats.value,
      pv,
      iterations: choice.stats.iterations,
      elapsedMs: choice.stats.elapsedMs,
    });
  } catch (e) {
    reply({ id: request.id, error: e instanceof Error ? e.message : String(e) });
  }
});
