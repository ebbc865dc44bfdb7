import { readdirSync, readFileSync } from 'node:fs';
import { Reason } from '@quadrille/core';
import * as talpaPackage from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { runSnippet, snippet } from '../../../test-support/doc-snippets.js';

const readme = new URL('../README.md', import.meta.url);

/** Every `reason` the package's source names: core's shared ones and its own literals. */
function reasonsInSource(): Set<string> {
  const reasons = new Set<string>();
  const src = new URL('../src/', import.meta.url);
  for (const file of readdirSync(src)) {
    const text = readFileSync(new URL(file, src), 'utf8');
    for (const m of text.matchAll(/Reason\.([A-Za-z]+)/g)) reasons.add(Reason[m[1] as keyof typeof Reason]);
    for (const m of text.matchAll(/Error\([\s\S]*?,\s*'([a-z-]+)',?\s*\)/g)) reasons.add(m[1]!);
    const illegal = /export type IllegalReason =[^;]*;/.exec(text)?.[0] ?? '';
    for (const m of illegal.matchAll(/'([a-z-]+)'/g)) reasons.add(m[1]!);
  }
  return reasons;
}

describe('README', () => {
  it('quick start prints what its comments say', () => {
    const code = snippet(readme, '## Quick start');
    expect(runSnippet(code, talpaPackage)).toBeGreaterThan(5);
  });

  it('its error table lists every reason the source throws, and those of the core readers it uses', () => {
    const text = readFileSync(readme, 'utf8');
    const table = text.slice(text.indexOf('## Errors'), text.indexOf('## Limits'));
    const fromCore = [
      'not-an-object',
      'unknown-field',
      'missing',
      'wrong-game',
      'bad-version',
      'bad-options',
    ];
    const reasons = [...reasonsInSource(), ...fromCore, 'bad-cell', 'off-board'];
    expect(reasons.length).toBeGreaterThan(20);
    for (const reason of reasons) expect(table, reason).toContain(`| \`${reason}\``);
  });
});
