// #region quickstart
import { mnk } from '@quadrille/examples';
import { checkGame, describeGame } from '@quadrille/testing';
import { describe, it } from 'vitest';

// One call per variant, in any test runner; throws an InvariantViolation on the first
// broken invariant, with a counterexample you can replay.
it('4×4, k=3 keeps every protocol invariant', () => {
  checkGame(mnk, { options: { width: 4, height: 4, k: 3 }, runs: 100, seed: 42 });
});

// Or one Vitest/Jest test per variant.
describeGame(mnk, [{ options: { width: 3 } }, { options: { width: 5, height: 4, k: 4 }, runs: 50 }], {
  describe,
  it,
});

// #endregion

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { region } from '../../../test-support/doc-snippets.js';
import { MUTANTS } from './fixtures/mutants.js';

it('README quick start is the code above, with the reader’s own game import', () => {
  const here = readFileSync(new URL(import.meta.url), 'utf8');
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const code = region(here, 'quickstart').replace(
    "import { mnk } from '@quadrille/examples';",
    "import { mnk } from '@quadrille/examples'; // or your own game: any Game<P, M, O>",
  );
  expect(readme).toContain(`\`\`\`ts\n${code}\`\`\``);
});

it('README sample violation is what checkGame really reports', () => {
  const { game } = MUTANTS.find((m) => m.invariant === 'outcome-winners')!;
  let message = '';
  try {
    checkGame(game, { runs: 100, seed: 5 });
  } catch (e) {
    message = (e as Error).message;
  }
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  expect(message).not.toBe('');
  expect(readme).toContain(`\`\`\`text\n${message}\n\`\`\``);
});
