import * as linagePackage from '@quadrille/linage';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

describe('README quick start', () => {
  it('prints what its comments say', () => {
    const code = snippet(new URL('../README.md', import.meta.url), '## Quick start');
    expect(runSnippet(code, linagePackage)).toBeGreaterThan(5);
  });
});
