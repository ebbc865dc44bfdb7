/**
 * A new game of this repository is its package plus its line in the catalogue. A throwaway game
 * (test/fixtures/stones: take the last stone, with a description and an options schema) is
 * copied into a temporary copy of what the tools read — the root's package.json and typedoc.json,
 * every package's package.json and README, the catalogue's source — with its line added to the
 * catalogue, and every tool finds it: the test projects, the API docs, the errors page, the build
 * order, the release smoke, the fuzzer and the memory probe.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyGameDescription } from '@quadrille/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROBE_STEPS, probeOptionSets } from '../../../fuzz/probe-options.js';
import { targetsOf } from '../../../fuzz/targets.js';
import { errorsDoc } from '../../../scripts/errors-doc.js';
import {
  buildOrder,
  cataloguePackages,
  expandFolders,
  publishablePackages,
  workspacePackages,
} from '../../../scripts/workspace-packages.mjs';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { testProjects } from '../../../vitest.workspace.js';

const repository = join(import.meta.dirname, '..', '..', '..');
const copy = fileTempDir('new-game');

/** Adds the game to the copy's catalogue: its import and its entry, and the catalogue's dependency on it. */
function addToCatalogue(): void {
  const index = join(copy, 'packages', 'games', 'src', 'index.ts');
  const source = readFileSync(index, 'utf8');
  const added = source
    .replace(
      /^(import \{ talpa \} from '@quadrille\/talpa';)$/m,
      "$1\nimport { stones } from '@quadrille/stones';",
    )
    .replace(/^(export const catalogue: [^=]+= \[[^\]]*)\]/m, '$1, stones]');
  expect(added.split('\n').length - source.split('\n').length).toBe(1);
  writeFileSync(index, added);
  const file = join(copy, 'packages', 'games', 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  pkg.dependencies['@quadrille/stones'] = '^0.2.0';
  writeFileSync(file, JSON.stringify(pkg, null, 2));
}

beforeAll(() => {
  for (const file of ['package.json', 'typedoc.json']) cpSync(join(repository, file), join(copy, file));
  for (const { dir } of workspacePackages(repository)) {
    mkdirSync(join(copy, dir), { recursive: true });
    for (const file of ['package.json', 'README.md', 'typedoc.json']) {
      if (existsSync(join(repository, dir, file))) cpSync(join(repository, dir, file), join(copy, dir, file));
    }
  }
  cpSync(join(repository, 'packages', 'games', 'src'), join(copy, 'packages', 'games', 'src'), {
    recursive: true,
  });
  cpSync(join(import.meta.dirname, 'fixtures', 'stones'), join(copy, 'packages', 'stones'), {
    recursive: true,
  });
  addToCatalogue();
  // node_modules as npm links the workspaces: the new game and the copied catalogue from the
  // copy, the other packages from the repository (the same modules as this test's imports).
  mkdirSync(join(copy, 'node_modules', '@quadrille'), { recursive: true });
  for (const { dir, name } of workspacePackages(copy)) {
    const from = name === '@quadrille/stones' || name === '@quadrille/games' ? copy : repository;
    symlinkSync(join(from, dir), join(copy, 'node_modules', name), 'dir');
  }
});

describe('a new game package with its line in the catalogue', () => {
  it('is a workspace package, built after core and before the catalogue', () => {
    const order = buildOrder(workspacePackages(copy)).map((p) => p.dir);
    expect(order).toContain('packages/stones');
    expect(order.indexOf('packages/core')).toBeLessThan(order.indexOf('packages/stones'));
    expect(order.indexOf('packages/stones')).toBeLessThan(order.indexOf('packages/games'));
  });

  it('has its test project', () => {
    expect(testProjects(copy).map((p) => p.test?.name)).toContain('stones');
  });

  it('is among the API docs’ entry points', () => {
    const { entryPoints } = JSON.parse(readFileSync(join(copy, 'typedoc.json'), 'utf8')) as {
      entryPoints: string[];
    };
    expect(expandFolders(copy, entryPoints)).toContain('packages/stones');
    expect(existsSync(join(copy, 'packages', 'stones', 'typedoc.json'))).toBe(true);
  });

  it('has its errors on the errors page', () => {
    const page = errorsDoc(copy);
    expect(page).toContain('## @quadrille/stones');
    expect(page).toContain('`empty-cell`');
  });

  it('is published by the release smoke, in build order, and installed into its app', () => {
    const published = [...publishablePackages(copy).keys()];
    expect(published.indexOf('stones')).toBeGreaterThan(published.indexOf('core'));
    expect(published.indexOf('stones')).toBeLessThan(published.indexOf('games'));
    expect(cataloguePackages(copy)).toContain('stones');
  });

  it('is in the catalogue, fuzzed, and sized by the memory probe', async () => {
    const { catalogue } = (await import(join(copy, 'packages', 'games', 'src', 'index.ts'))) as {
      catalogue: readonly AnyGameDescription[];
    };
    expect(catalogue.map((g) => g.id)).toEqual(['blokus', 'linkage', 'linage', 'talpa', 'stones']);
    const stones = catalogue.at(-1)!;
    const target = targetsOf(catalogue).find((t) => t.name === 'stones');
    expect(target?.optionNames).toEqual(['width', 'height', 'rule']);
    const sets = probeOptionSets(stones, PROBE_STEPS.short);
    expect(new Set(sets.map((s) => JSON.stringify(s.options))).size).toBe(sets.length);
    for (const { options, refused } of sets) {
      if (refused) expect(() => stones.create(options), JSON.stringify(options)).toThrow();
      else expect(stones.create(options).legalMoves().length).toBeGreaterThan(64);
    }
  });
});
