// The one home of "which packages this repository has": the root package.json's `workspaces`
// (folder patterns such as `packages/*`) read against the folders that hold a package.json, the
// order they build in (each after the @quadrille/* packages it uses), the published ones, and the
// packages of the catalogue's games. Every script and config that needs the packages asks here —
// the test projects (vitest.workspace.ts), the build (scripts/build.mjs), the errors page, the
// release smoke, lint:pkg, the package metadata and guides, `npm run example` — so a new package
// is found by its folder, and a new game by its one line in the catalogue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The folders under `root` that `patterns` name and that hold a package.json, in pattern order
 * and by name within one: `dir/*` is every such child of `dir`, anything else one folder. Other
 * glob forms throw rather than match less than they say.
 */
export function expandFolders(root, patterns) {
  const folders = [];
  for (const pattern of patterns) {
    if (/[*?[\]{}!]/.test(pattern.replace(/\/\*$/, ''))) {
      throw new Error(`workspace pattern ${pattern}: only 'folder' and 'folder/*' are understood`);
    }
    const matched = pattern.endsWith('/*')
      ? listFolders(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
      : [pattern];
    for (const dir of matched)
      if (existsSync(join(root, dir, 'package.json')) && !folders.includes(dir)) folders.push(dir);
  }
  return folders;
}

function listFolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/**
 * Every workspace package of the repository at `root`, as the root package.json's `workspaces`
 * name them: `{ dir, name, pkg }` with `dir` relative to `root` (`packages/core`).
 */
export function workspacePackages(root) {
  const { workspaces = [] } = readJson(join(root, 'package.json'));
  return expandFolders(root, workspaces).map((dir) => {
    const pkg = readJson(join(root, dir, 'package.json'));
    return { dir, name: pkg.name, pkg };
  });
}

/** The @quadrille/* packages `pkg` needs built before it: its dependencies and peers. */
function quadrilleDependencies(pkg) {
  const names = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  return names.filter((n) => n.startsWith('@quadrille/'));
}

/**
 * `packages` (as {@link workspacePackages} gives them) in build order: each after the workspace
 * packages it lists in `dependencies` or `peerDependencies`, and otherwise in the order given.
 *
 * @throws an Error naming the packages of a dependency cycle.
 */
export function buildOrder(packages) {
  const byName = new Map(packages.map((p) => [p.name, p]));
  const waiting = new Map(
    packages.map((p) => [p.name, new Set(quadrilleDependencies(p.pkg).filter((d) => byName.has(d)))]),
  );
  const order = [];
  while (waiting.size > 0) {
    const ready = packages.find((p) => waiting.get(p.name)?.size === 0);
    if (ready === undefined) {
      throw new Error(
        `the workspace packages depend on each other in a cycle: ${[...waiting.keys()].join(', ')}`,
      );
    }
    order.push(ready);
    waiting.delete(ready.name);
    for (const deps of waiting.values()) deps.delete(ready.name);
  }
  return order;
}

/**
 * The published (not private) packages of `root`/packages, in build order: folder name (`core`)
 * → package.json.
 */
export function publishablePackages(root) {
  const packages = buildOrder(workspacePackages(root)).filter(
    (p) => p.dir.startsWith('packages/') && p.pkg.private !== true,
  );
  return new Map(packages.map((p) => [p.dir.slice('packages/'.length), p.pkg]));
}

/**
 * The folders under packages/ of the catalogue's games: the workspace packages that the catalogue
 * (`@quadrille/games`) depends on, core aside — what adding a game to the catalogue adds.
 */
export function cataloguePackages(root) {
  const packages = workspacePackages(root);
  const games = packages.find((p) => p.name === '@quadrille/games');
  if (games === undefined) throw new Error('no @quadrille/games among the workspace packages');
  const used = new Set(quadrilleDependencies(games.pkg));
  return packages
    .filter((p) => used.has(p.name) && p.name !== '@quadrille/core' && p.dir.startsWith('packages/'))
    .map((p) => p.dir.slice('packages/'.length));
}
