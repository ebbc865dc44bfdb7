import { mctsPlayer } from '@quadrille/ai';
import * as blokusPackage from '@quadrille/blokus';
import * as corePackage from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const exports = { ...corePackage, ...blokusPackage };

describe('README quick start', () => {
  it('prints what its comments say', () => {
    expect(
      runSnippet(snippet(new URL('../README.md', import.meta.url), '## Quick start'), exports),
    ).toBeGreaterThan(5);
  });

  it('the SGF tree example prints what its comments say', () => {
    const at = '`readSgf(text)` / `writeSgf(pos | tree, info)`';
    expect(runSnippet(snippet(new URL('../README.md', import.meta.url), at), exports)).toBe(3);
  });

  it('the knowledge example prints what its comment says', () => {
    const code = snippet(new URL('../README.md', import.meta.url), '## Knowledge for a search');
    expect(runSnippet(code, { ...exports, mctsPlayer })).toBe(1);
  });

  it("the repository README's example prints what its comment says", () => {
    expect(
      runSnippet(snippet(new URL('../../../README.md', import.meta.url), '## Using a game'), exports),
    ).toBe(1);
  });
});
