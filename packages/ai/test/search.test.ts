import { OptionsError, Rng } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { MCTS_LEVELS, MctsSearch, mctsPlayer } from '../src/index.js';
import { type MnkPosition, mnk, ticTacToe } from './fixtures.js';

const cell = (pos: MnkPosition, name: string) => mnk.parseMove(pos, name);

describe('MCTS-solver', () => {
  it('proves a win in one, stops early and plays it with value 1', () => {
    const pos = ticTacToe('a1', 'a2', 'b1', 'b2');
    const search = new MctsSearch(pos, new Rng(1));
    search.run(5000);
    expect(search.solved).toBe(true);
    expect(search.iterations).toBeLessThan(5000);
    const { move, stats } = search.result();
    expect(mnk.formatMove(pos, move)).toBe('c1');
    expect(stats.value).toBe(1);
  });

  it('prefers the quickest of several proven wins', () => {
    // X: a1 b2, O: a2 a3. c3 wins at once; b1 wins two moves later (double threat c1 and c3).
    const pos = ticTacToe('a1', 'a2', 'b2', 'a3');
    for (const seed of [1, 2, 3, 4]) {
      const search = new MctsSearch(pos, new Rng(seed));
      search.run(20_000);
      expect(mnk.formatMove(pos, search.result().move)).toBe('c3');
    }
  });

  it('proves a lost position lost, and without the solver only estimates it', () => {
    // O to move against three threats of X (b1, a2, b2) with no win of its own.
    const lost = ticTacToe('a1', 'c2', 'c1', 'b3', 'a3');
    const solved = new MctsSearch(lost, new Rng(2));
    solved.run(20_000);
    expect(solved.solved).toBe(true);
    expect(solved.result().stats.value).toBe(0);
    const sampled = new MctsSearch(lost, new Rng(2), { solver: false });
    sampled.run(2000);
    expect(sampled.solved).toBe(false);
    expect(sampled.iterations).toBe(2000);
  });
});

describe('tree reuse', () => {
  it('advances to a later position of the same game and keeps the subtree', () => {
    const pos = mnk.create({ width: 4, k: 3 });
    const search = new MctsSearch(pos, new Rng(5));
    search.run(3000);
    const [first, reply] = search.result().stats.pv;
    const later = pos.clone();
    later.play(first!);
    later.play(reply!);
    expect(search.advance(later)).toBe(true);
    expect(search.treeVisits).toBeGreaterThan(0);
    expect(search.iterations).toBe(0);
    search.run(100);
    expect(later.isLegal(search.result().move)).toBe(true);
  });

  it('refuses a position that does not follow, and leaves the search as it was', () => {
    const pos = mnk.create({ width: 4, k: 3 });
    pos.play(cell(pos, 'b2'));
    const search = new MctsSearch(pos, new Rng(5));
    search.run(500);
    const before = search.result().stats.candidates;
    // Another board with the same first move, the position before the root, another first move.
    const bigger = mnk.create({ width: 5, k: 3 });
    bigger.play(cell(bigger, 'b2'));
    const earlier = mnk.create({ width: 4, k: 3 });
    const diverged = mnk.create({ width: 4, k: 3 });
    diverged.play(cell(diverged, 'a1'));
    diverged.play(cell(diverged, 'b2'));
    for (const other of [bigger, earlier, diverged]) expect(search.advance(other)).toBe(false);
    expect(search.result().stats.candidates).toEqual(before);
  });

  it('a reusing player still answers every position legally, whatever game it is given', () => {
    const player = mctsPlayer<MnkPosition>({ seed: 3, iterations: 200 });
    const pos = mnk.create({ width: 4, k: 3 });
    while (!pos.isOver()) {
      const { move } = player.search(pos);
      expect(pos.isLegal(move)).toBe(true);
      pos.play(move);
      if (pos.isOver()) break;
      pos.play(pos.legalMoves()[0]!);
    }
    const fresh = ticTacToe('a1', 'a2', 'b1', 'b2');
    expect(mnk.formatMove(fresh, player.search(fresh).move)).toBe('c1');
  });
});

describe('a tree handed over', () => {
  /** What a search found, but its timing. */
  const found = (search: MctsSearch<MnkPosition>) => {
    const { move, stats } = search.result();
    return {
      move,
      visits: stats.visits,
      value: stats.value,
      pv: stats.pv,
      candidates: stats.candidates,
      nodes: search.treeNodes,
    };
  };

  it('searches exactly as a new tree would, nothing left of the search it came from', () => {
    const done = new MctsSearch(mnk.create({ width: 5, k: 4 }), new Rng(9));
    done.run(4000);
    expect(done.treeNodes).toBeGreaterThan(1024);
    const pos = mnk.create({ width: 4, k: 3 });
    pos.play(cell(pos, 'b2'));
    const reused = new MctsSearch(pos, new Rng(5), {}, done.handOver());
    const fresh = new MctsSearch(pos, new Rng(5));
    reused.run(2000);
    fresh.run(2000);
    expect(found(reused)).toEqual(found(fresh));
    // The memory was the finished search's own.
    expect(done.treeNodes).toBe(reused.treeNodes);
  });

  it('is left alone by a search it does not fit (another maxNodes)', () => {
    const done = new MctsSearch(mnk.create({ width: 4, k: 3 }), new Rng(9));
    done.run(1000);
    const nodes = done.treeNodes;
    const other = new MctsSearch(
      mnk.create({ width: 4, k: 3 }),
      new Rng(5),
      { maxNodes: 5000 },
      done.handOver(),
    );
    other.run(1000);
    expect(done.treeNodes).toBe(nodes);
    expect(other.treeNodes).not.toBe(nodes);
  });
});

describe('RAVE', () => {
  it('finds the same forced moves with and without it', () => {
    const pos = ticTacToe('a1', 'b2', 'b1');
    for (const rave of [true, false]) {
      const { move } = mctsPlayer<MnkPosition>({ seed: 4, iterations: 2000, rave }).search(pos);
      expect(mnk.formatMove(pos, move)).toBe('c1');
    }
  });

  it.each([{ raveEquivalence: 0 }, { priorWeight: -1 }, { raveEquivalence: Number.NaN }])(
    'rejects %o',
    (options) => {
      expect(() => mctsPlayer(options).search(mnk.create())).toThrow(OptionsError);
    },
  );
});

describe('levels', () => {
  it('spends the level’s simulations', () => {
    const pos = mnk.create({ width: 5, k: 4 });
    for (const level of [1, 2, 3] as const) {
      const { stats } = mctsPlayer({ level, reuse: false }).search(pos);
      expect(stats.iterations).toBe(MCTS_LEVELS[level - 1]);
    }
  });

  it('lets an explicit budget override the level', () => {
    const { stats } = mctsPlayer({ level: 8, iterations: 10 }).search(mnk.create({ width: 5, k: 4 }));
    expect(stats.iterations).toBe(10);
  });

  it.each([0, 9, 1.5, Number.NaN])('rejects level %s', (level) => {
    expect(() => mctsPlayer({ level: level as 1 })).toThrow(OptionsError);
  });

  it('climbs in simulations, level by level', () => {
    for (let l = 1; l < MCTS_LEVELS.length; l++) expect(MCTS_LEVELS[l]!).toBeGreaterThan(MCTS_LEVELS[l - 1]!);
  });
});

/** The root statistics of a 300-simulation search of tic-tac-toe after a1. */
function rootStats(options: ConstructorParameters<typeof MctsSearch<MnkPosition>>[2]) {
  const search = new MctsSearch(ticTacToe('a1'), new Rng(5), options);
  search.run(300);
  return search.result().stats.candidates;
}

describe('knowledge search settings', () => {
  const pos = ticTacToe('a1');

  it('searches with the settings the knowledge asks for, as if they were options', () => {
    const asked = rootStats({ knowledge: { search: { exploration: 3, priorWeight: 2 } } });
    expect(asked).toEqual(rootStats({ exploration: 3, priorWeight: 2 }));
    expect(asked).not.toEqual(rootStats({}));
  });

  it('lets the options override them', () => {
    expect(rootStats({ knowledge: { search: { exploration: 3 } }, exploration: 0.5 })).toEqual(
      rootStats({ exploration: 0.5 }),
    );
  });

  it('rejects a setting out of range like the option itself', () => {
    expect(() => new MctsSearch(pos, new Rng(1), { knowledge: { search: { raveEquivalence: 0 } } })).toThrow(
      OptionsError,
    );
  });
});

describe('margin share', () => {
  const pos = ticTacToe('a1');

  it('changes nothing at 0, and takes the knowledge’s share as if it were the option', () => {
    expect(rootStats({ marginShare: 0 })).toEqual(rootStats({}));
    const asked = rootStats({ knowledge: { search: { marginShare: 0.3 } } });
    expect(asked).toEqual(rootStats({ marginShare: 0.3 }));
    expect(asked).not.toEqual(rootStats({}));
  });

  it('keeps every value in [0, 1]', () => {
    for (const c of rootStats({ marginShare: 1 })) {
      expect(c.value).toBeGreaterThanOrEqual(0);
      expect(c.value).toBeLessThanOrEqual(1);
    }
  });

  it.each([-0.1, 1.5, Number.NaN])('rejects a share of %s', (marginShare) => {
    expect(() => new MctsSearch(pos, new Rng(1), { marginShare })).toThrow(
      /marginShare must be a number from 0 to 1/,
    );
    expect(() => new MctsSearch(pos, new Rng(1), { knowledge: { search: { marginShare } } })).toThrow(
      OptionsError,
    );
  });
});
