import * as blokusPackage from '@quadrille/blokus';
import * as corePackage from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const exports = { ...corePackage, ...blokusPackage };

describe('docs/games/blokus.md', () => {
  it('the worked example prints what its comments say', () => {
    const code = snippet(new URL('../../../docs/games/blokus.md', import.meta.url), '## Worked example');
    expect(runSnippet(code, exports)).toBeGreaterThan(5);
  });
});
