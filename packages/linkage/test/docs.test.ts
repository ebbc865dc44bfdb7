/**
 * Runs the README quick start, the worked example of docs/games/linkage.md and the buffer
 * example of docs/performance.md as written: the printed lines must be their `// =>` comments.
 */
import * as core from '@quadrille/core';
import * as linkagePackage from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const exports = { ...core, ...linkagePackage };

describe.each([
  ['README quick start', new URL('../README.md', import.meta.url), '## Quick start'],
  ['docs worked example', new URL('../../../docs/games/linkage.md', import.meta.url), '## Worked example'],
  [
    'docs/performance.md',
    new URL('../../../docs/performance.md', import.meta.url),
    '## Generating into a buffer',
  ],
])('%s', (_name, file, heading) => {
  it('prints what its comments say', () => {
    expect(runSnippet(snippet(file, heading), exports)).toBeGreaterThan(0);
  });
});
