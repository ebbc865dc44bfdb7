// {@link publishablePackages}: the packages of packages/ that are published (not private), for
// the scripts that build, pack or publish them (the release smoke, `npm run example`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The published (non-private) packages under `root`/packages: directory name → package.json. */
export function publishablePackages(root) {
  const out = new Map();
  for (const dir of readdirSync(join(root, 'packages'))) {
    const file = join(root, 'packages', dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    if (pkg.private !== true) out.set(dir, pkg);
  }
  return out;
}

/**
 * The packages of `packages` (directory name → package.json, as {@link publishablePackages}
 * gives them) in waves to publish: every package comes in a wave after those of the packages of
 * ours it depends on (dependencies and peers), so that no package is ever published before one
 * it needs. The packages of a wave may be published at once.
 *
 * @throws if the dependencies go round in a circle.
 */
export function publishWaves(packages) {
  const dirOf = new Map([...packages].map(([dir, pkg]) => [pkg.name, dir]));
  const needs = new Map(
    [...packages].map(([dir, pkg]) => [
      dir,
      Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
        .map((name) => dirOf.get(name))
        .filter((d) => d !== undefined && d !== dir),
    ]),
  );
  const waves = [];
  const done = new Set();
  while (done.size < packages.size) {
    const wave = [...needs.keys()].filter((d) => !done.has(d) && needs.get(d).every((n) => done.has(n)));
    if (wave.length === 0)
      throw new Error(
        `the packages depend on each other in a circle: ${[...needs.keys()].filter((d) => !done.has(d)).join(', ')}`,
      );
    for (const d of wave) done.add(d);
    waves.push(wave);
  }
  return waves;
}
