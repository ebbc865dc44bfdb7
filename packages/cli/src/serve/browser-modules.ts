/**
 * {@link browserModules}: the ES modules the page of `quadrille serve` imports in the browser —
 * `<quadrille-board>`, core, svg, the catalogue and its games, and each `--module` — served from
 * their packages' ESM builds (`dist/`) under `/pkg/<name>/…`, with the import map that lets the
 * browser resolve their bare imports (`@quadrille/core`) to those URLs. Nothing is bundled: the
 * files are the ones npm installed.
 *
 * @module
 */

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPlainObject } from '@quadrille/core';

/**
 * The packages of the family the page always imports; the catalogue's games come with
 * `@quadrille/games`, read from its dependencies (a new game needs no line here).
 */
const FAMILY = ['@quadrille/core', '@quadrille/svg', '@quadrille/board', '@quadrille/games'];

/** A package's ESM build: where its files are and which one is its entry. */
interface Built {
  /** The package's folder. */
  readonly root: string;
  /** The folder served (the entry's): nothing outside it is. */
  readonly dir: string;
  /** The entry, relative to the package. */
  readonly entry: string;
}

/** The ES modules of the page, ready to serve. */
export interface BrowserModules {
  /** The import map of the page: bare specifier → URL. */
  readonly importMap: Readonly<Record<string, string>>;
  /** The URLs of the `--module`s, for the page to import and find games in. */
  readonly modules: readonly string[];
  /** The packages whose build is missing (a source checkout before `npm run build`). */
  readonly missing: readonly string[];
  /** The JavaScript at `path` (`/pkg/…` or `/mod/…`), or `undefined` if it is not one of them. */
  file(path: string): string | undefined;
}

/** The ESM entry of a package.json's `exports['.'].import` (or `module`), if it has one. */
function esmEntry(pkg: Record<string, unknown>): string | undefined {
  const dot = isPlainObject(pkg.exports) ? pkg.exports['.'] : undefined;
  const imported = isPlainObject(dot) ? dot.import : undefined;
  const entry = isPlainObject(imported) ? imported.default : imported;
  if (typeof entry === 'string') return entry;
  return typeof pkg.module === 'string' ? pkg.module : undefined;
}

/** Package `name`'s folder and package.json, resolved from this module, else from `cwd`. */
function installedPackage(
  name: string,
  cwd: string,
): { readonly root: string; readonly pkg: Record<string, unknown> } | undefined {
  for (const from of [import.meta.url, join(cwd, 'noop.js')]) {
    let file: string;
    try {
      file = createRequire(from).resolve(`${name}/package.json`);
    } catch {
      continue;
    }
    return { root: dirname(file), pkg: JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown> };
  }
  return undefined;
}

/** Where package `name`'s ESM build is (see {@link installedPackage}). */
function builtPackage(name: string, cwd: string): Built | undefined {
  const installed = installedPackage(name, cwd);
  if (installed === undefined) return undefined;
  const { root, pkg } = installed;
  const entry = esmEntry(pkg);
  if (entry === undefined || !existsSync(join(root, entry))) return undefined;
  return { root, dir: dirname(join(root, entry)), entry: normalize(entry) };
}

/** The family's packages: {@link FAMILY} and the catalogue's games (`@quadrille/games`' dependencies). */
function familyOf(cwd: string): string[] {
  const dependencies = installedPackage('@quadrille/games', cwd)?.pkg.dependencies;
  const games = isPlainObject(dependencies)
    ? Object.keys(dependencies).filter((name) => name.startsWith('@quadrille/'))
    : [];
  return [...new Set([...FAMILY, ...games])];
}

/** `file` if it lies inside `dir` and is JavaScript, else `undefined`. */
function inside(dir: string, file: string): string | undefined {
  const rel = relative(dir, file);
  if (rel.startsWith('..') || rel.startsWith(sep) || !/\.(m?js|js\.map)$/.test(file)) return undefined;
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * The page's modules: the family's packages and `moduleSpecifiers` (what `--module` loaded: a
 * package name, or a `file:` URL of a module the browser can run — JavaScript importing only
 * packages of the import map).
 */
export function browserModules(
  moduleSpecifiers: readonly string[],
  cwd: string = process.cwd(),
): BrowserModules {
  const packages = new Map<string, Built>();
  const missing: string[] = [];
  const files = new Map<string, string>();
  const modules: string[] = [];
  const importMap: Record<string, string> = {};
  const add = (name: string) => {
    const built = builtPackage(name, cwd);
    if (built === undefined) missing.push(name);
    else {
      packages.set(name, built);
      importMap[name] = `/pkg/${name}/${built.entry.split(sep).join('/')}`;
    }
  };
  for (const name of familyOf(cwd)) add(name);
  moduleSpecifiers.forEach((specifier, i) => {
    if (specifier.startsWith('file:')) {
      const file = fileURLToPath(specifier);
      files.set(`/mod/${i}/`, dirname(file));
      modules.push(`/mod/${i}/${file.split(sep).at(-1)}`);
    } else {
      if (!packages.has(specifier)) add(specifier);
      if (importMap[specifier] !== undefined) modules.push(importMap[specifier]);
    }
  });
  return {
    importMap,
    modules,
    missing,
    file(path) {
      const pkg = /^\/pkg\/((?:@[^/]+\/)?[^/]+)\/(.+)$/.exec(path);
      if (pkg !== null) {
        const built = packages.get(pkg[1]!);
        // The URL names the file from the package's folder, as its package.json does.
        return built === undefined ? undefined : inside(built.dir, join(built.root, pkg[2]!));
      }
      const mod = /^(\/mod\/\d+\/)(.+)$/.exec(path);
      const dir = mod === null ? undefined : files.get(mod[1]!);
      return dir === undefined ? undefined : inside(dir, join(dir, mod![2]!));
    },
  };
}
