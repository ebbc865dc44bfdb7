// Players by name: the game's search settings reach `mcts`, `mcts:<level>` plays at its level,
// `uct` is the plain baseline, and bad names are `unknown-player` errors.
import { type Budget, type MctsOptions, mctsPlayer, type Player, randomPlayer } from '@quadrille/ai';
import { describe, expect, it } from 'vitest';
import {
  type AnyPosition,
  CLI_CATALOGUE,
  describePlayer,
  loadStudyGame,
  makeStudyPlayer,
  type StudyGame,
  studyPlayerNames,
} from '../src/index.js';

const budget: Budget = { iterations: 300 };
const seed = 4;

/** What a search found, without its timing. */
async function searched(player: Player<AnyPosition>, game: StudyGame) {
  const { move, stats } = await player.chooseMove(game.game.create({}));
  return { move, iterations: stats.iterations, pv: stats.pv, candidates: stats.candidates };
}

/** The same search by `mctsPlayer` with these options. */
function byHand(options: MctsOptions<AnyPosition>) {
  return mctsPlayer<AnyPosition>({ seed, ...budget, ...options });
}

describe('makeStudyPlayer', () => {
  it('searches Linkage with the settings its knowledge asks for: exploration 0', async () => {
    const linkage = await loadStudyGame(CLI_CATALOGUE, 'linkage');
    const knowledge = linkage.knowledge!;
    expect(knowledge.search).toEqual({ exploration: 0 });
    const got = await searched(makeStudyPlayer('mcts', linkage, budget, seed), linkage);
    expect(got).toEqual(await searched(byHand({ knowledge, exploration: 0 }), linkage));
    // The setting shows: the usual exploration spreads the simulations differently.
    const usual = await searched(byHand({ knowledge, exploration: 0.2 }), linkage);
    expect(got.candidates).not.toEqual(usual.candidates);
  });

  it('plays uct as plain UCT, without the game’s knowledge or settings', async () => {
    const linkage = await loadStudyGame(CLI_CATALOGUE, 'linkage');
    expect(await searched(makeStudyPlayer('uct', linkage, budget, seed), linkage)).toEqual(
      await searched(byHand({ rave: false, reuse: false, solver: false }), linkage),
    );
  });

  it('plays mcts:<level> at its level’s budget, whatever the study’s', async () => {
    const linkage = await loadStudyGame(CLI_CATALOGUE, 'linkage');
    const { iterations } = await searched(makeStudyPlayer('mcts:2', linkage, budget, seed), linkage);
    expect(iterations).toBe(32);
  });

  const own: StudyGame = {
    game: { create: () => undefined } as unknown as StudyGame['game'],
    players: { first: (s) => randomPlayer<AnyPosition>(s) },
  };

  it('names mcts, random, the game’s own players and uct', () => {
    expect(studyPlayerNames(own)).toEqual(['mcts', 'random', 'first', 'uct']);
    expect(makeStudyPlayer('first', own, budget, seed).name).toBe('random');
  });

  it.each([
    ['nobody', "unknown player 'nobody'; players: mcts, random, first, uct"],
    ['toString', "unknown player 'toString'; players: mcts, random, first, uct"],
    ['gtp:pentobi-gtp', "unknown player 'gtp'; players: mcts, random, first, uct"],
    ['random:3', "player 'random' takes no argument, got 'random:3'"],
    ['uct:5', "player 'uct' takes no argument, got 'uct:5'"],
    ['mcts:9', "mcts:<level> takes a level from 1 to 8, got '9'"],
    ['mcts:', "mcts:<level> takes a level from 1 to 8, got ''"],
  ])('rejects %s', (name, message) => {
    expect(() => makeStudyPlayer(name, own, budget, seed)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'unknown-player', message }),
    );
  });
});

describe('describePlayer', () => {
  it("names a level player's simulations per move, which it plays whatever the budget", () => {
    expect(describePlayer('mcts:1')).toBe('mcts:1 (8 simulations per move)');
    expect(describePlayer('mcts:8')).toBe('mcts:8 (50000 simulations per move)');
  });

  it('leaves every other name as given', () => {
    for (const name of ['mcts', 'uct', 'random', 'greedy', 'gtp:pentobi-gtp --level 3']) {
      expect(describePlayer(name)).toBe(name);
    }
  });

  it('rejects a level that is not one', () => {
    expect(() => describePlayer('mcts:9')).toThrow(expect.objectContaining({ reason: 'unknown-player' }));
  });
});
