/**
 * The code of docs/property-testing.md, run as tests: each `// #region name` below appears
 * verbatim in the guide (with the reader's own import of the game).
 */

// #region variant
import { mnk } from '@quadrille/examples';
import { arbPosition, arbPositionWithMove, checkGame, checkVariants } from '@quadrille/testing';
import * as fc from 'fast-check';
import { expect, it } from 'vitest';

// A custom variant: 6 files, 5 ranks, four in a row wins.
const variant = { width: 6, height: 5, k: 4 };

it('my 6×5, k=4 variant keeps every protocol invariant', () => {
  const report = checkGame(mnk, { options: variant, runs: 50, seed: 2024 });
  expect(report.games).toBe(50);
});
// #endregion

// #region variants
// continues the previous example
it('every board up to 6×6 with any line length keeps every invariant', () => {
  const options = fc.record({
    width: fc.integer({ min: 1, max: 6 }),
    height: fc.integer({ min: 1, max: 6 }),
    k: fc.integer({ min: 1, max: 6 }), // create rejects k longer than the board: skipped
  });
  checkVariants(mnk, options, { variants: 20, runs: 10 });
});
// #endregion

// #region own-properties
// continues the previous example
it('the board holds exactly one stone per move played', () => {
  fc.assert(
    fc.property(arbPosition(mnk, variant), (pos) => {
      const stones = pos.board.filter((seat) => seat >= 0).length;
      expect(stones).toBe(pos.history.length);
    }),
  );
});

it('a move fills exactly its own cell, with the mover’s colour', () => {
  fc.assert(
    fc.property(arbPositionWithMove(mnk, variant), ({ position, move }) => {
      const before = position.board.slice();
      const mover = position.turn;
      position.play(move);
      position.board.forEach((seat, cell) => {
        expect(seat).toBe(cell === move ? mover : before[cell]);
      });
    }),
  );
});

// #endregion

// #region description
// continues the previous example
import { checkDescription } from '@quadrille/testing';

it('my game describes itself truthfully: presets, seats, view, input', () => {
  const report = checkDescription(mnk, { runs: 20, seed: 2024 });
  expect(report.games).toBe(60); // 20 random games of each of its three presets
  expect(report.selections).toBeGreaterThan(report.positions); // moves selected cell by cell
});

// #endregion

import { readFileSync } from 'node:fs';
import { DESCRIPTION_CHECKS, INVARIANTS } from '@quadrille/testing';
import { region } from '../../../test-support/doc-snippets.js';
import { MUTANTS } from './fixtures/mutants.js';

const guide = readFileSync(new URL('../../../docs/property-testing.md', import.meta.url), 'utf8');

it.each(['variant', 'variants', 'own-properties', 'description'])(
  'the guide shows region "%s" as tested here',
  (name) => {
    const here = readFileSync(new URL(import.meta.url), 'utf8');
    const code = region(here, name).replace(
      "import { mnk } from '@quadrille/examples';",
      "import { mnk } from '@quadrille/examples'; // or your own game",
    );
    expect(guide).toContain(`\`\`\`ts\n${code}\`\`\``);
  },
);

it('the guide lists every invariant with its statement', () => {
  for (const [name, statement] of Object.entries(INVARIANTS)) {
    expect(guide).toContain(`| \`${name}\` | ${statement.replaceAll('|', '\\|')} |`);
  }
});

it('the guide lists every description check with its statement', () => {
  for (const [name, statement] of Object.entries(DESCRIPTION_CHECKS)) {
    expect(guide).toContain(`| \`${name}\` | ${statement.replaceAll('|', '\\|')} |`);
  }
});

it('the guide’s sample violation is what checkGame really reports', () => {
  const { game } = MUTANTS.find((m) => m.invariant === 'outcome-winners')!;
  let message = '';
  try {
    checkGame(game, { runs: 100, seed: 5 });
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).not.toBe('');
  expect(guide).toContain(`\`\`\`text\n${message}\n\`\`\``);
});
