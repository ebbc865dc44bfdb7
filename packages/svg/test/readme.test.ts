import * as core from '@quadrille/core';
import * as svgPackage from '@quadrille/svg';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

describe('README example', () => {
  it('prints what its comments say', () => {
    const code = snippet(new URL('../README.md', import.meta.url), '## Example');
    expect(runSnippet(code, { ...core, ...svgPackage })).toBe(1);
  });
});
