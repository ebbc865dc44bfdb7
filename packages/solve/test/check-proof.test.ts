// The checker refuses every kind of broken proof, whatever the solver's own opinion.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkProof,
  decodeStrategy,
  encodeStrategy,
  KeyMap,
  type Proof,
  proofBytes,
  proofJson,
  solve,
} from '../src/index.js';
import { domineering, failure, mnk } from './games.js';

let win: Proof; // Domineering 3×3 (the solver's, checked below)
let draw: Proof; // tic-tac-toe

beforeAll(async () => {
  win = (await solve(domineering, domineering.create({ width: 3, height: 3 }))).proof!;
  draw = (await solve(mnk, mnk.create({ width: 3, height: 3, k: 3 }))).proof!;
});

/** The proof with the strategy `index` changed by `edit` (of its decoded moves). */
function edited(proof: Proof, index: number, edit: (s: ReturnType<typeof decodeStrategy>) => void): Proof {
  const strategies = proof.strategies.map((data, i) => {
    if (i !== index) return data;
    const s = decodeStrategy(data);
    edit(s);
    return encodeStrategy(s);
  });
  return { ...proof, strategies };
}

describe('checkProof', () => {
  it('confirms the proofs the solver writes', () => {
    for (const [game, proof] of [
      [domineering, win],
      [mnk, draw],
    ] as const) {
      const check = checkProof(game, JSON.parse(JSON.stringify(proof)));
      expect(check.ok && check.positions > 0).toBe(true);
    }
  });

  it('refuses a strategy with a position missing', () => {
    // The start position's entry removed: the first move the winner needs.
    const key = domineering.fromJSON(win.start).key!();
    const [hi, lo] = [Number(key >> 32n) | 0, Number(key & 0xffff_ffffn) | 0];
    const broken = edited(win, 0, (s) => {
      const kept = new KeyMap();
      s.moves.forEach((h, l, move) => {
        if (h !== hi || l !== lo) kept.set(h, l, move);
      });
      Object.assign(s, { moves: kept });
    });
    const check = checkProof(domineering, broken);
    expect(check.ok ? 'ok' : check.fault).toBe('missing-move');
  });

  it('refuses a move that is not legal, and one that leads short of the goal', () => {
    const illegal = edited(win, 0, (s) => {
      s.moves.forEach((hi, lo) => {
        s.moves.set(hi, lo, 10_000);
      });
    });
    const check = checkProof(domineering, illegal);
    expect(check.ok ? 'ok' : check.fault).toBe('illegal-move');
    // Tic-tac-toe's first-seat strategy (a draw) passed off as a win: some line ends drawn.
    const first = draw.strategies.find((s) => s.seat === 0)!;
    const claimed = checkProof(mnk, { ...draw, outcome: 'first', strategies: [{ ...first, goal: 'win' }] });
    expect(claimed.ok ? 'ok' : claimed.fault).toBe('short-of-goal');
  });

  it('refuses a claim its strategies do not make', () => {
    const check = checkProof(domineering, { ...win, outcome: win.outcome === 'first' ? 'second' : 'first' });
    expect(check.ok ? 'ok' : check.fault).toBe('wrong-claim');
    const half = checkProof(mnk, { ...draw, strategies: draw.strategies.slice(0, 1) });
    expect(half.ok ? 'ok' : half.fault).toBe('wrong-claim');
  });

  it('reads strategies split into several strings, as big proofs are written', () => {
    for (const [game, proof] of [
      [domineering, win],
      [mnk, draw],
    ] as const) {
      // Three strings a strategy.
      const strategies = proof.strategies.map((s) =>
        encodeStrategy(decodeStrategy(s), Math.ceil(s.positions / 3)),
      );
      const split = { ...proof, strategies };
      expect(strategies.map((s) => Array.isArray(s.moves) && s.moves.length)).toEqual(
        strategies.map(() => 3),
      );
      // Its JSON in pieces is its JSON, and the size the report gives is that JSON's.
      const json = proofJson(split).join('');
      expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(split)));
      expect(proofBytes(split)).toBe(new TextEncoder().encode(JSON.stringify(split)).length);
      expect(proofBytes(proof)).toBe(new TextEncoder().encode(JSON.stringify(proof)).length);
      const positions = (p: Proof) => {
        const check = checkProof(game, p);
        return check.ok ? check.positions : check.fault;
      };
      expect(positions(JSON.parse(json))).toBe(positions(proof));
      expect(typeof positions(proof)).toBe('number');
    }
  });

  it('throws typed errors for data that is no proof', async () => {
    const reasons = await Promise.all(
      [
        () => checkProof(domineering, null as never),
        () => checkProof(domineering, { ...win, version: 2 } as never),
        () =>
          checkProof(domineering, { ...win, strategies: [{ seat: 0, goal: 'win', moves: '!!' }] } as never),
        () =>
          checkProof(domineering, { ...win, strategies: [{ seat: 0, goal: 'win', moves: 'AAAA' }] } as never),
        () => checkProof(domineering, { ...win, strategies: [{ seat: 3, goal: 'win', moves: '' }] } as never),
        () =>
          checkProof(domineering, {
            ...win,
            strategies: [{ seat: 0, goal: 'win', moves: ['', 7] }],
          } as never),
        () =>
          checkProof(domineering, {
            ...win,
            strategies: [{ seat: 0, goal: 'win', moves: ['AAAA'] }],
          } as never),
        () => checkProof(mnk, win),
      ].map(failure),
    );
    expect(reasons).toEqual([
      'ERR_SETUP bad-proof',
      'ERR_SETUP bad-proof',
      'ERR_SETUP bad-proof',
      'ERR_SETUP bad-proof',
      'ERR_SETUP bad-proof',
      'ERR_SETUP bad-proof',
      'ERR_SETUP bad-proof',
      'ERR_SETUP wrong-game',
    ]);
  });
});
