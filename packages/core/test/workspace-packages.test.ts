/**
 * scripts/workspace-packages.mjs: the repository's packages found by their folders, in build
 * order (each after the @quadrille/* packages it depends on), the published ones, and the
 * catalogue's games.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  cataloguePackages,
  expandFolders,
  publishablePackages,
  type WorkspacePackage,
  workspacePackages,
} from '../../../scripts/workspace-packages.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

/** A package named `@quadrille/<name>` that depends on `deps` and has `peers`. */
const pkg = (name: string, deps: string[] = [], peers: string[] = []): WorkspacePackage => ({
  dir: `packages/${name}`,
  name: `@quadrille/${name}`,
  pkg: {
    dependencies: Object.fromEntries(deps.map((d) => [`@quadrille/${d}`, '^0.2.0'])),
    peerDependencies: Object.fromEntries(peers.map((d) => [`@quadrille/${d}`, '^0.2.0'])),
  },
});
const names = (packages: readonly WorkspacePackage[]) => packages.map((p) => p.dir.slice('packages/'.length));

describe('workspacePackages', () => {
  it('is every folder of packages/ and apps/ with a package.json', () => {
    const folders = ['packages', 'apps'].flatMap((top) =>
      readdirSync(join(root, top))
        .filter((d) => existsSync(join(root, top, d, 'package.json')))
        .sort()
        .map((d) => `${top}/${d}`),
    );
    expect(workspacePackages(root).map((p) => p.dir)).toEqual(folders);
    expect(workspacePackages(root).find((p) => p.dir === 'packages/core')?.name).toBe('@quadrille/core');
  });
});

describe('expandFolders', () => {
  it('understands `folder` and `folder/*` only', () => {
    expect(expandFolders(root, ['apps/playground', 'packages/*'])[0]).toBe('apps/playground');
    expect(expandFolders(root, ['no-such-folder/*', 'no-such-folder'])).toEqual([]);
    expect(() => expandFolders(root, ['packages/**'])).toThrow(/only 'folder' and 'folder\/\*'/);
    expect(() => expandFolders(root, ['packages/{a,b}'])).toThrow(/only/);
  });
});

describe('buildOrder', () => {
  it('puts each package after its dependencies and peers, otherwise in the order given', () => {
    const order = buildOrder([
      pkg('cli', ['games', 'ai']),
      pkg('games', ['blokus']),
      pkg('ai', ['core']),
      pkg('blokus', ['core'], ['ai']),
      pkg('core'),
    ]);
    expect(names(order)).toEqual(['core', 'ai', 'blokus', 'games', 'cli']);
  });

  it('ignores dependencies outside the workspace and devDependencies', () => {
    const dev = { ...pkg('testing'), pkg: { devDependencies: { '@quadrille/examples': '^0.2.0' } } };
    expect(names(buildOrder([dev, pkg('examples', ['testing', 'elsewhere'])]))).toEqual([
      'testing',
      'examples',
    ]);
  });

  it('names the packages of a cycle', () => {
    expect(() => buildOrder([pkg('core'), pkg('a', ['b']), pkg('b', ['a'])])).toThrow(
      /cycle: @quadrille\/a, @quadrille\/b$/,
    );
  });

  it('builds core first and the command line after everything it uses, in this repository', () => {
    const order = buildOrder(workspacePackages(root)).map((p) => p.name);
    expect(order[0]).toBe('@quadrille/core');
    for (const p of workspacePackages(root)) {
      const deps = Object.keys({ ...(p.pkg.dependencies as object), ...(p.pkg.peerDependencies as object) });
      for (const dep of deps.filter((d) => order.includes(d)))
        expect(order.indexOf(dep), `${p.name} after ${dep}`).toBeLessThan(order.indexOf(p.name));
    }
  });
});

describe('publishablePackages and cataloguePackages', () => {
  it('are the published packages in build order, and the catalogue’s games', () => {
    const published = [...publishablePackages(root).keys()];
    expect(published[0]).toBe('core');
    expect(published).not.toContain('playground');
    expect(cataloguePackages(root)).toEqual(['blokus', 'linage', 'linkage', 'talpa']);
  });
});
