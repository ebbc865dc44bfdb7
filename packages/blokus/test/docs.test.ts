import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from './snippets.js';

describe('docs/games/blokus.md', () => {
  it('the worked example prints what its comments say', () => {
    expect(runSnippet(snippet('../../../docs/games/blokus.md', '## Worked example'))).toBeGreaterThan(5);
  });
});
