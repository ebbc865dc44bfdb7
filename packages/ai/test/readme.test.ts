// The quick start of packages/ai/README.md, run as written: it prints what its `// =>` comments say.
import { talpa } from '@quadrille/talpa';
import { expect, it } from 'vitest';
import { runAsyncSnippet, snippet } from '../../../test-support/doc-snippets.js';
import * as ai from '../src/index.js';

it('runs the README quick start', async () => {
  const code = snippet(new URL('../README.md', import.meta.url), '## Quick start');
  expect(await runAsyncSnippet(code, { ...ai, talpa })).toBe(2);
});
