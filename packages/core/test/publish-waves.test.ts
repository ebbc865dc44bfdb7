/**
 * scripts/publishable-packages.mjs: the published packages in waves, each package after the
 * packages of ours it depends on — the order the release smoke publishes them in.
 */
import { join } from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without declarations
import { publishablePackages, publishWaves } from '../../../scripts/publishable-packages.mjs';

type Manifest = {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

it('publishes every package once, after the packages of ours it needs', () => {
  const packages: Map<string, Manifest> = publishablePackages(join(import.meta.dirname, '..', '..', '..'));
  const waves: string[][] = publishWaves(packages);
  expect(waves.flat().sort()).toEqual([...packages.keys()].sort());
  const waveOf = new Map(waves.flatMap((wave, i) => wave.map((dir) => [dir, i] as const)));
  const dirOf = new Map([...packages].map(([dir, pkg]) => [pkg.name, dir]));
  for (const [dir, pkg] of packages) {
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })) {
      const needed = dirOf.get(name);
      if (needed !== undefined)
        expect(waveOf.get(needed), `${dir} needs ${needed}`).toBeLessThan(waveOf.get(dir)!);
    }
  }
  expect(waves[0]).toEqual(['core']);
  expect(waveOf.get('play')).toBeGreaterThan(waveOf.get('ai')!);
  expect(waveOf.get('study')).toBeGreaterThan(waveOf.get('play')!);
});

it('refuses dependencies in a circle', () => {
  const circle = new Map([
    ['a', { name: '@q/a', dependencies: { '@q/b': '1' } }],
    ['b', { name: '@q/b', peerDependencies: { '@q/a': '1' } }],
  ]);
  expect(() => publishWaves(circle)).toThrow(/in a circle: a, b/);
});
