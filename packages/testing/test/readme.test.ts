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

// #region description
import { checkDescription } from '@quadrille/testing';

it('mnk describes itself truthfully to the tools', () => {
  const report = checkDescription(mnk, { runs: 10, seed: 1 }); // 10 games of each preset
  expect(report.games).toBe(30);
  // mnk has no policies, text board or record format, and its input is unordered: the checks
  // of these are skipped, and listed.
  expect(report.skipped.map((s) => s.check)).toEqual([
    'input-order',
    'policy-legal',
    'policy-unchanged',
    'policy-deterministic',
    'text-board',
    'record-write',
  ]);
});

// #endregion

// #region knowledge
import type { GameKnowledge } from '@quadrille/core';
import type { MnkPosition } from '@quadrille/examples';
import { checkKnowledge } from '@quadrille/testing';

/** How far `move` is from the middle of the board. */
function distance(pos: MnkPosition, move: number): number {
  const { width, height } = pos.grid;
  return Math.hypot((move % width) - (width - 1) / 2, Math.floor(move / width) - (height - 1) / 2);
}

// Your knowledge for a search: central cells first, in the priors and in playouts.
const centreFirst: GameKnowledge<MnkPosition> = {
  priors(pos, moves, out) {
    moves.forEach((move, i) => {
      out[i] = 1 / (1 + distance(pos, move)); // in (0, 1]
    });
  },
  playoutMove(pos, moves, count, rng) {
    // The more central of two random legal moves: randomness only from `rng`, and only the
    // first `count` entries of `moves` (the rest is scratch).
    const a = moves[rng.int(count)]!;
    const b = moves[rng.int(count)]!;
    return distance(pos, a) <= distance(pos, b) ? a : b;
  },
};

it('my knowledge keeps every knowledge property', () => {
  const report = checkKnowledge(mnk, centreFirst, { options: { width: 5, height: 5, k: 4 }, runs: 100 });
  // It has no evaluate(), reward(), timeShare(), simulator() or search settings: their
  // properties are skipped, and listed.
  expect(report.skipped.map((s) => s.property)).toEqual([
    'evaluate-well-formed',
    'evaluate-unchanged',
    'reward-well-formed',
    'time-share-well-formed',
    'time-share-unchanged',
    'simulator-legal',
    'simulator-outcome',
    'simulator-restore',
    'simulator-unchanged',
    'simulator-children',
    'search-well-formed',
  ]);
});

// #endregion

import { readFileSync } from 'node:fs';
import { DESCRIPTION_CHECKS, KNOWLEDGE_PROPERTIES } from '@quadrille/testing';
import { expect } from 'vitest';
import { region } from '../../../test-support/doc-snippets.js';
import { DESCRIPTION_MUTANTS } from './fixtures/description-mutants.js';
import { MUTANTS } from './fixtures/mutants.js';

const here = readFileSync(new URL(import.meta.url), 'utf8');
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/**
 * The code of region `name` above, as the README shows it: with `line` annotated for the reader,
 * and the imports the rest of this file gives the region written out (`more`, after `after`).
 */
function shownCode(name: string, line: string, annotated: string, after?: string, more?: string): string {
  let code = region(here, name).replace(line, annotated);
  if (after !== undefined) code = code.replace(after, `${after}\n${more}`);
  return `\`\`\`ts\n${code}\`\`\``;
}

const VITEST = "import { expect, it } from 'vitest';";

it('README quick start is the code above, with the reader’s own game import', () => {
  const line = "import { mnk } from '@quadrille/examples';";
  expect(readme).toContain(shownCode('quickstart', line, `${line} // or your own game: any Game<P, M, O>`));
});

it('README sample violation is what checkGame really reports', () => {
  const { game } = MUTANTS.find((m) => m.invariant === 'outcome-winners')!;
  let message = '';
  try {
    checkGame(game, { runs: 100, seed: 5 });
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).not.toBe('');
  expect(readme).toContain(`\`\`\`text\n${message}\n\`\`\``);
});

it('README knowledge example is the code above, with the reader’s own game', () => {
  const line = "import type { MnkPosition } from '@quadrille/examples';";
  const shown =
    "import { mnk, type MnkPosition } from '@quadrille/examples'; // or your own game and its position type";
  const testing = "import { checkKnowledge } from '@quadrille/testing';";
  expect(readme).toContain(shownCode('knowledge', line, shown, testing, VITEST));
});

it('README sample knowledge violation is what checkKnowledge really reports', () => {
  // A policy that reads past `count`, into the scratch entries.
  const pastCount: GameKnowledge<MnkPosition> = {
    ...centreFirst,
    playoutMove: (_pos, moves, count) => moves[count]!,
  };
  let message = '';
  try {
    checkKnowledge(mnk, pastCount, {
      options: { width: 5, height: 5, k: 4 },
      seed: 7,
    });
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).not.toBe('');
  expect(readme).toContain(`\`\`\`text\n${message}\n\`\`\``);
});

it('README counts the knowledge properties there are', () => {
  const count = Object.keys(KNOWLEDGE_PROPERTIES).length;
  expect(readme).toContain(`\`KNOWLEDGE_PROPERTIES\` lists the ${count} property names`);
  expect(readme).toContain(`// the ${count} knowledge property names`);
});

it('README description example is the code above, with the reader’s own game', () => {
  const line = "import { mnk } from '@quadrille/examples';";
  const testing = "import { checkDescription } from '@quadrille/testing';";
  const shown = `${line} // or your own game: any GameDescription\n${testing}`;
  expect(readme).toContain(shownCode('description', testing, shown, testing, VITEST));
});

it('README sample description violation is what checkDescription really reports', () => {
  const { game } = DESCRIPTION_MUTANTS.find((m) => m.check === 'last-move-overlay')!;
  let message = '';
  try {
    checkDescription(game, { runs: 10, seed: 5 });
  } catch (e) {
    message = (e as Error).message;
  }
  expect(message).not.toBe('');
  expect(readme).toContain(`\`\`\`text\n${message}\n\`\`\``);
});

it('README counts the description checks there are', () => {
  const count = Object.keys(DESCRIPTION_CHECKS).length;
  expect(readme).toContain(`\`DESCRIPTION_CHECKS\` lists the ${count} check names`);
  expect(readme).toContain(`// the ${count} description check names`);
});
