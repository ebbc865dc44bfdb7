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
