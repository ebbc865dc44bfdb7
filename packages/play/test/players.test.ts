// Players by name: the game's search settings reach `mcts`, `mcts:<level>` plays at its level,
// `uct` is the plain baseline, threads and books apply to the searchers, and bad names are
// `unknown-player` errors.
import { type Budget, type MctsOptions, mctsPlayer, type Player } from '@quadrille/ai';
import { spawnNodeThread } from '@quadrille/ai/node';
import { type AnyGameDescription, type OpeningBook, Rng } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import {
  type AnyPosition,
  levelSpec,
  loadGame,
  makePlayer,
  type PlayerSettings,
  parsePlayerSpec,
  playerNames,
} from '../src/index.js';

const budget: Budget = { iterations: 300 };
const seed = 4;
const LINKAGE = { module: '@quadrille/games', game: 'linkage' };

/** What a search found, without its timing. */
async function searched(player: Player<AnyPosition>, game: AnyGameDescription) {
  const { move, stats } = await player.chooseMove(game.create({}));
  return { move, iterations: stats.iterations, pv: stats.pv, candidates: stats.candidates };
}

/** The same search by `mctsPlayer` with these options. */
function byHand(options: MctsOptions<AnyPosition>) {
  return mctsPlayer<AnyPosition>({ seed, ...budget, ...options });
}

/** `makePlayer` of `name` for `game` at the test's budget and seed. */
function made(name: string, game: AnyGameDescription, more: Partial<PlayerSettings> = {}) {
  return makePlayer(parsePlayerSpec(name), { game, budget, seed, ...more });
}

describe('makePlayer', () => {
  it('searches Linkage with the settings its knowledge asks for: exploration 0', async () => {
    const linkage = await loadGame(LINKAGE);
    const knowledge = linkage.knowledge!;
    expect(knowledge.search).toEqual({ exploration: 0 });
    const got = await searched(made('mcts', linkage), linkage);
    expect(got).toEqual(await searched(byHand({ knowledge, exploration: 0 }), linkage));
    // The setting shows: the usual exploration spreads the simulations differently.
    const usual = await searched(byHand({ knowledge, exploration: 0.2 }), linkage);
    expect(got.candidates).not.toEqual(usual.candidates);
  });

  it('plays uct as plain UCT, without the game’s knowledge or settings', async () => {
    const linkage = await loadGame(LINKAGE);
    expect(await searched(made('uct', linkage), linkage)).toEqual(
      await searched(byHand({ rave: false, reuse: false, solver: false }), linkage),
    );
  });

  it('plays mcts:<level> at its level’s budget, whatever the settings’ budget', async () => {
    const linkage = await loadGame(LINKAGE);
    expect((await searched(made('mcts:2', linkage), linkage)).iterations).toBe(32);
    const easy = makePlayer(levelSpec('easy'), { game: linkage, seed });
    expect((await searched(easy, linkage)).iterations).toBe(120);
  });

  it('searches on threads when given them, the level’s budget on each', async () => {
    const player = makePlayer(levelSpec(1), {
      game: mnk,
      seed,
      threads: { count: 2, game: { module: '@quadrille/examples', game: 'mnk' }, spawn: spawnNodeThread },
    });
    try {
      const { stats } = await player.chooseMove(mnk.create({}));
      expect(stats.iterations).toBe(16); // 8 simulations on each of the two threads
    } finally {
      await player.close?.();
    }
  });

  it('plays a book’s move first when it searches, and passes close on', async () => {
    const book: OpeningBook<AnyPosition> = { choose: (pos) => (pos.isLegal(4) ? 4 : undefined) };
    const booked = made('mcts', mnk, { book });
    const { move, stats } = await booked.chooseMove(mnk.create({}));
    expect(move).toBe(4);
    expect(stats.iterations).toBe(0);
    // A player that does not search ignores the book.
    expect(made('random', mnk, { book }).name).toBe('random');
  });

  // mnk with a policy of its own: the first empty cell.
  const own: AnyGameDescription = { ...mnk, policies: { first: { choose: (pos) => pos.legalMoves()[0]! } } };

  it('names mcts, random, the game’s policies and uct, and plays a policy', async () => {
    expect(playerNames(own)).toEqual(['mcts', 'random', 'first', 'uct']);
    const first = made('first', own);
    expect(first.name).toBe('first');
    const pos = own.create({});
    pos.play(4);
    expect((await first.chooseMove(pos)).move).toBe(0);
    expect(own.policies!.first!.choose(pos, new Rng(1))).toBe(0);
  });

  it.each([
    ['nobody', "unknown player 'nobody'; players: mcts, random, first, uct"],
    ['toString', "unknown player 'toString'; players: mcts, random, first, uct"],
    ['gtp:pentobi-gtp', "unknown player 'gtp'; players: mcts, random, first, uct"],
    ['random:3', "player 'random' takes no argument, got 'random:3'"],
    ['uct:5', "player 'uct' takes no argument, got 'uct:5'"],
  ])('rejects %s', (name, message) => {
    expect(() => made(name, own)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'unknown-player', message }),
    );
  });
});
