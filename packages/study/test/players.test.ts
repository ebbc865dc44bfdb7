// Players by name: the game's search settings reach `mcts`, `mcts:<level>` plays at its level,
// `uct` is the plain baseline, and bad names are `unknown-player` errors.
import { type Budget, type MctsOptions, mctsPlayer, type Player } from '@quadrille/ai';
import { type AnyGameDescription, Rng } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import {
  type AnyPosition,
  describePlayer,
  loadGame,
  makeStudyPlayer,
  parsePlayerSpec,
  studyPlayerNames,
} from '../src/index.js';

const budget: Budget = { iterations: 300 };
const seed = 4;

/** What a search found, without its timing. */
async function searched(player: Player<AnyPosition>, game: AnyGameDescription) {
  const { move, stats } = await player.chooseMove(game.create({}));
  return { move, iterations: stats.iterations, pv: stats.pv, candidates: stats.candidates };
}

/** The same search by `mctsPlayer` with these options. */
function byHand(options: MctsOptions<AnyPosition>) {
  return mctsPlayer<AnyPosition>({ seed, ...budget, ...options });
}

describe('makeStudyPlayer', () => {
  it('searches Linkage with the settings its knowledge asks for: exploration 0', async () => {
    const linkage = await loadGame('@quadrille/games', 'linkage');
    const knowledge = linkage.knowledge!;
    expect(knowledge.search).toEqual({ exploration: 0 });
    const got = await searched(makeStudyPlayer(parsePlayerSpec('mcts'), linkage, budget, seed), linkage);
    expect(got).toEqual(await searched(byHand({ knowledge, exploration: 0 }), linkage));
    // The setting shows: the usual exploration spreads the simulations differently.
    const usual = await searched(byHand({ knowledge, exploration: 0.2 }), linkage);
    expect(got.candidates).not.toEqual(usual.candidates);
  });

  it('plays uct as plain UCT, without the game’s knowledge or settings', async () => {
    const linkage = await loadGame('@quadrille/games', 'linkage');
    expect(await searched(makeStudyPlayer(parsePlayerSpec('uct'), linkage, budget, seed), linkage)).toEqual(
      await searched(byHand({ rave: false, reuse: false, solver: false }), linkage),
    );
  });

  it('plays mcts:<level> at its level’s budget, whatever the study’s', async () => {
    const linkage = await loadGame('@quadrille/games', 'linkage');
    const { iterations } = await searched(
      makeStudyPlayer(parsePlayerSpec('mcts:2'), linkage, budget, seed),
      linkage,
    );
    expect(iterations).toBe(32);
  });

  // mnk with a policy of its own: the first empty cell.
  const own: AnyGameDescription = { ...mnk, policies: { first: { choose: (pos) => pos.legalMoves()[0]! } } };

  it('names mcts, random, the game’s policies and uct, and plays a policy', async () => {
    expect(studyPlayerNames(own)).toEqual(['mcts', 'random', 'first', 'uct']);
    const first = makeStudyPlayer(parsePlayerSpec('first'), own, budget, seed);
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
    expect(() => makeStudyPlayer(parsePlayerSpec(name), own, budget, seed)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'unknown-player', message }),
    );
  });

  it.each([
    ['mcts:9', "mcts:<level> takes a level from 1 to 8, got '9'"],
    ['mcts:', "mcts:<level> takes a level from 1 to 8, got ''"],
    ['', "a player needs a name, got ''"],
    [':3', "a player needs a name, got ':3'"],
  ])('refuses to parse %s', (name, message) => {
    expect(() => parsePlayerSpec(name)).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'unknown-player', message }),
    );
  });

  it('parses a name once into its parts', () => {
    expect(parsePlayerSpec('mcts:3')).toEqual({ text: 'mcts:3', name: 'mcts', argument: '3', level: 3 });
    expect(parsePlayerSpec('gtp:pentobi-gtp --level 3')).toEqual({
      text: 'gtp:pentobi-gtp --level 3',
      name: 'gtp',
      argument: 'pentobi-gtp --level 3',
      level: undefined,
    });
  });
});

describe('describePlayer', () => {
  it("names a level player's simulations per move, which it plays whatever the budget", () => {
    expect(describePlayer(parsePlayerSpec('mcts:1'))).toBe('mcts:1 (8 simulations per move)');
    expect(describePlayer(parsePlayerSpec('mcts:8'))).toBe('mcts:8 (50000 simulations per move)');
  });

  it('leaves every other name as given', () => {
    for (const name of ['mcts', 'uct', 'random', 'greedy', 'gtp:pentobi-gtp --level 3']) {
      expect(describePlayer(parsePlayerSpec(name))).toBe(name);
    }
  });
});
