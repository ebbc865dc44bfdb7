import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from './snippets.js';

describe('README quick start', () => {
  it('prints what its comments say', () => {
    expect(runSnippet(snippet('../README.md', '## Quick start'))).toBeGreaterThan(5);
  });
});
