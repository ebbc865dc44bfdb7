import { readFileSync } from 'node:fs';
import { Reason } from '@quadrille/core';
import * as linagePackage from '@quadrille/linage';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const readme = new URL('../README.md', import.meta.url);

describe('README', () => {
  it('quick start prints what its comments say', () => {
    expect(runSnippet(snippet(readme, '## Quick start'), linagePackage)).toBeGreaterThan(10);
  });

  // Its links into docs/ lead to the guides the package ships (core's package-docs test checks
  // that they resolve in the package); none may lead out of it.
  it('works on the registry page: no link outside the package', () => {
    const text = readFileSync(readme, 'utf8');
    expect(text).toMatch(/\]\(docs\//);
    expect(text).not.toMatch(/\]\(\.\.\//);
  });

  it('lists every reason the package throws', () => {
    const text = readFileSync(readme, 'utf8');
    const src = new URL('../src/', import.meta.url);
    const sources = ['options.ts', 'moves.ts', 'json.ts', 'position.ts', 'game.ts']
      .map((f) => readFileSync(new URL(f, src), 'utf8'))
      .join('\n');
    const own = [
      ...sources.matchAll(
        /'((?:bad|not|no|too|wrong|pie|owned|lineless|occupied|game|conflicting|unknown|missing|malformed)[a-z-]*)'/g,
      ),
    ]
      .map((m) => m[1]!)
      .filter((r) => r.includes('-'));
    const shared = [...sources.matchAll(/Reason\.(\w+)/g)].map(
      (m) => Reason[m[1] as keyof typeof Reason] as string,
    );
    expect(own.length + shared.length).toBeGreaterThan(10);
    for (const reason of [...own, ...shared]) expect(text, reason).toContain(`\`${reason}\``);
  });
});
