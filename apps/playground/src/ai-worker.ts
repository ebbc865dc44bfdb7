/**
 * The computer player, in a Web Worker so that the page stays responsive while it thinks: it
 * rebuilds the position from the move list and runs a synchronous MCTS search with the game's
 * own knowledge (priors, playout policy, reward, and the search settings it asks for), as the
 * CLI's `mcts` player does.
 */

import { mctsPlayer } from '@quadrille/ai';
import { blokusKnowledge } from '@quadrille/blokus';
import type { GameKnowledge, Position } from '@quadrille/core';
import { linageKnowledge } from '@quadrille/linage';
import { linkageKnowledge } from '@quadrille/linkage';
import { talpaKnowledge } from '@quadrille/talpa';
import type { SearchReply, SearchRequest } from './ai-protocol.js';
import { findGame } from './catalog.js';

/**
 * Each catalogue game's knowledge, here rather than in the catalogue so that only the worker's
 * bundle carries it.
 */
const KNOWLEDGE: Readonly<Record<string, GameKnowledge<Position<number>>>> = {
  blokus: blokusKnowledge as unknown as GameKnowledge<Position<number>>,
  linage: linageKnowledge as unknown as GameKnowledge<Position<number>>,
  linkage: linkageKnowledge as unknown as GameKnowledge<Position<number>>,
  talpa: talpaKnowledge as unknown as GameKnowledge<Position<number>>,
};

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<SearchRequest>) => void) | null;
  postMessage(reply: SearchReply): void;
};

let seed = 1;

scope.onmessage = (event) => {
  const request = event.data;
  try {
    const entry = findGame(request.game);
    if (entry === undefined) throw new Error(`unknown game ${request.game}`);
    const pos = entry.game.create(request.options);
    for (const text of request.moves) pos.play(entry.game.parseMove(pos, text));
    const budget =
      request.iterations === undefined
        ? { timeMs: request.timeMs ?? 1000 }
        : { iterations: request.iterations };
    const knowledge = Object.hasOwn(KNOWLEDGE, request.game) ? KNOWLEDGE[request.game] : undefined;
    const choice = mctsPlayer({ seed: seed++, ...(knowledge === undefined ? {} : { knowledge }) }).search(
      pos,
      budget,
    );
    const pv: string[] = [];
    const line = pos.clone();
    for (const move of choice.stats.pv) {
      if (!line.isLegal(move)) break;
      pv.push(entry.game.formatMove(line, move));
      line.play(move);
    }
    scope.postMessage({
      id: request.id,
      move: entry.game.formatMove(pos, choice.move),
      value: choice.stats.value,
      pv,
      iterations: choice.stats.iterations,
      elapsedMs: choice.stats.elapsedMs,
    });
  } catch (e) {
    scope.postMessage({ id: request.id, error: e instanceof Error ? e.message : String(e) });
  }
};
