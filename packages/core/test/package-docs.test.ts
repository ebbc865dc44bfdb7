/**
 * scripts/package-docs.mjs: every package's README links only to guides of the repository's
 * docs/, and once its docs/ is written, every relative link of the README and of the guides it
 * ships names a file inside the package (links to what does not ship become plain text).
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without declarations
import { brokenLinks, plan, relativeLinks, writePackageDocs } from '../../../scripts/package-docs.mjs';
import { workspacePackages } from '../../../scripts/workspace-packages.mjs';
import { fileTempDir } from '../../../test-support/temp-dir.js';

const root = join(import.meta.dirname, '..', '..', '..');
const dirs = workspacePackages(root)
  .filter((p) => p.dir.startsWith('packages/') && existsSync(join(root, p.dir, 'README.md')))
  .map((p) => p.dir.slice('packages/'.length));
const packages = join(root, 'packages');
const scratch = fileTempDir('package-docs');

describe.each(dirs)('packages/%s', (dir) => {
  it('ships the guides its README links to, and every link resolves inside the package', () => {
    const pkg = join(packages, dir);
    expect(plan(pkg).problems).toEqual([]);
    const out = join(scratch, dir);
    mkdirSync(out);
    writePackageDocs(pkg, out);
    copyFileSync(join(pkg, 'README.md'), join(out, 'README.md'));
    expect(brokenLinks(out, join(out, 'README.md'))).toEqual([]);
  });
});

describe('relativeLinks', () => {
  it('finds links and pictures outside code, not addresses, anchors or code', () => {
    const text = [
      'See [the guide](docs/ai.md#levels), ![a board](pictures/a.svg), [`x`](../x.md),',
      '[a site](https://example.org/a.md) and [above](#top).',
      '```ts',
      "readSgf('(;GM[Blokus Duo];B[e10](x.md))');",
      '```',
    ].join('\n');
    expect(relativeLinks(text).map((l: { target: string; image: boolean }) => [l.target, l.image])).toEqual([
      ['docs/ai.md#levels', false],
      ['pictures/a.svg', true],
      ['../x.md', false],
    ]);
  });

  it('a shipped guide keeps links to what ships, and names the rest in plain text', () => {
    const { files } = plan(join(packages, 'blokus'));
    const guide = files.get('games/blokus.md') as string;
    expect(guide).toContain('[`@quadrille/blokus`](../../README.md)');
    expect(guide).toContain('[Running the examples](../getting-started.md#running-the-examples)');
    expect(guide).toContain('](pictures/blokus-duo-opening.svg)');
    const start = files.get('getting-started.md') as string;
    expect(start).toContain('Writing your own game (`docs/custom-game.md` in the Quadrille repository)');
    expect(readFileSync(join(packages, '..', 'docs', 'getting-started.md'), 'utf8')).toContain(
      '[Writing your own game](custom-game.md)',
    );
  });
});
