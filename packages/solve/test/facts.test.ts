// Outcomes known from outside, solved and then confirmed by the independent checker. The
// small boards run here; the big ones (4×4 four in a row, Domineering 6×6 and up, Talpa 5×5
// and up) run in bench/solve.ts.
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, checkProof, type SolveAlgorithm, solve } from '../src/index.js';
import { domineering, mnk, talpa } from './games.js';

/** Solves and checks; the outcome is the checker's, which must agree with the solver's. */
async function proved(game: typeof mnk, options: object, algorithm: SolveAlgorithm): Promise<string> {
  const result = await solve(game, game.create(options), { algorithm });
  const check = checkProof(game, result.proof!);
  expect(check.ok).toBe(true);
  if (!check.ok) throw new Error(check.fault);
  expect(check.outcome).toBe(result.outcome);
  return check.outcome;
}

describe.each(ALGORITHMS)('known outcomes, %s', (algorithm) => {
  it('tic-tac-toe is a draw', async () => {
    expect(await proved(mnk, { width: 3, height: 3, k: 3 }, algorithm)).toBe('draw');
  });

  // Lachmann, Moore and Rapaport (2000), introduction: "the 2 x 2 board is a win for the first
  // player".
  it('Domineering 2×2 is a first-player win', async () => {
    expect(await proved(domineering, { width: 2, height: 2 }, algorithm)).toBe('first');
  });

  // Lachmann, Moore and Rapaport (2000) settle every board of width 5.
  it('Domineering 5×5 is a second-player win', async () => {
    expect(await proved(domineering, { width: 5, height: 5 }, algorithm)).toBe('second');
  });

  // From a plain negamax over the public API (issue 43).
  it('Talpa 4×4 is a first-player win', async () => {
    expect(await proved(talpa, { size: 4 }, algorithm)).toBe('first');
  });
});
