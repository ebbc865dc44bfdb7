/** A workspace package: its folder relative to the repository (`packages/core`), name and package.json. */
export interface WorkspacePackage {
  readonly dir: string;
  readonly name: string;
  readonly pkg: Readonly<Record<string, unknown>>;
}
/** The folders under `root` that `patterns` (`folder` or `folder/*`) name and that hold a package.json. */
export function expandFolders(root: string, patterns: readonly string[]): string[];
/** Every workspace package of the repository at `root`, as its package.json's `workspaces` name them. */
export function workspacePackages(root: string): WorkspacePackage[];
/** `packages` in build order: each after the workspace packages it depends on (dependencies, peers). */
export function buildOrder(packages: readonly WorkspacePackage[]): WorkspacePackage[];
/** The published packages of `root`/packages in build order: folder name → package.json. */
export function publishablePackages(root: string): Map<string, Readonly<Record<string, unknown>>>;
/** The folders under packages/ of the catalogue's games (what `@quadrille/games` depends on, core aside). */
export function cataloguePackages(root: string): string[];
