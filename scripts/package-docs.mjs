#!/usr/bin/env node
// The guides each package ships. A package's README links to guides with relative links into
// `docs/` (`[the guide](docs/ai.md)`); the package then ships those guides from the repository's
// docs/ — the one source — copied into its own docs/ folder (git-ignored, listed in `files`) when
// it is packed (scripts/prepack.mjs) and after `npm run build`, so that the links resolve in the
// installed package. A shipped guide keeps its links to what ships with it (the other guides the
// README links to, its pictures, which ship too, and the package's own README); a link to
// anything else (a guide the package does not ship, another package's README, a file of the
// repository) becomes plain text naming it.
//
// `node scripts/package-docs.mjs` writes every package's docs/; `--check` only reports links in
// the READMEs that lead nowhere in the repository's docs/. `relativeLinks` and `brokenLinks` are
// also what the release smoke checks the installed packages with.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { workspacePackages } from './workspace-packages.mjs';

const root = join(import.meta.dirname, '..');
const DOCS = join(root, 'docs');

/** `[text](target)` and `![alt](target)` outside code blocks, with where they are in `markdown`. */
export function relativeLinks(markdown) {
  const links = [];
  let fenced = false;
  let offset = 0;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    else if (!fenced) {
      for (const m of line.matchAll(/(!?)\[((?:[^\][]|\[[^\]]*\])*)\]\(([^()\s]+)\)/g)) {
        const target = m[3];
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
        const [path, fragment] = target.split('#', 2);
        links.push({
          image: m[1] === '!',
          text: m[2],
          target,
          path,
          fragment,
          start: offset + m.index,
          end: offset + m.index + m[0].length,
        });
      }
    }
    offset += line.length + 1;
  }
  return links;
}

/** The links of the Markdown file `file` (and of what it links to under `dir`) that name no file under `dir`. */
export function brokenLinks(dir, file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const broken = [];
  for (const link of relativeLinks(readFileSync(file, 'utf8'))) {
    const target = normalize(join(dirname(file), decodeURIComponent(link.path)));
    const inside = !relative(dir, target).startsWith('..');
    if (!inside || !existsSync(target) || !statSync(target).isFile()) {
      broken.push(`${relative(dir, file)}: ${link.target}`);
    } else if (target.endsWith('.md')) {
      broken.push(...brokenLinks(dir, target, seen));
    }
  }
  return broken;
}

/** The guides (paths under docs/, with `/`) that the README of package `pkgDir` links to. */
export function linkedGuides(pkgDir) {
  const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
  return [
    ...new Set(relativeLinks(readme).flatMap((l) => (l.path.startsWith('docs/') ? [l.path.slice(5)] : []))),
  ];
}

/** What the package at `pkgDir` ships in its docs/: `{ files: Map<path under docs/, text | null (copy)>, problems }`. */
export function plan(pkgDir) {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const guides = linkedGuides(pkgDir);
  const files = new Map();
  const problems = [];
  for (const guide of guides) {
    if (!guide.endsWith('.md') || !existsSync(join(DOCS, guide))) {
      problems.push(`${pkg.name}: README links to docs/${guide}, which is not a guide in docs/`);
    }
  }
  for (const guide of guides.filter((g) => g.endsWith('.md') && existsSync(join(DOCS, g)))) {
    const text = readFileSync(join(DOCS, guide), 'utf8');
    let out = '';
    let at = 0;
    for (const link of relativeLinks(text)) {
      const target = normalize(join(DOCS, dirname(guide), decodeURIComponent(link.path)));
      const underDocs = relative(DOCS, target).split(sep).join('/');
      const fragment = link.fragment === undefined ? '' : `#${link.fragment}`;
      let replacement;
      if (!underDocs.startsWith('..') && existsSync(target) && statSync(target).isFile()) {
        if (!underDocs.endsWith('.md')) files.set(underDocs, null); // a picture: it ships
        if (!underDocs.endsWith('.md') || guides.includes(underDocs))
          replacement = undefined; // kept
        else replacement = plainText(link.text, `docs/${underDocs}`);
      } else if (normalize(target) === normalize(join(pkgDir, 'README.md'))) {
        // The package's own README: at the package's root.
        const up = relative(dirname(join(pkgDir, 'docs', guide)), join(pkgDir, 'README.md'))
          .split(sep)
          .join('/');
        replacement = `${link.image ? '!' : ''}[${link.text}](${up}${fragment})`;
      } else {
        const named = relative(root, target).split(sep).join('/');
        const other = /^packages\/([^/]+)\/README\.md$/.exec(named);
        const name =
          other !== null && existsSync(join(root, 'packages', other[1], 'package.json'))
            ? JSON.parse(readFileSync(join(root, 'packages', other[1], 'package.json'), 'utf8')).name
            : undefined;
        replacement =
          name === undefined
            ? plainText(link.text, named)
            : link.text.includes(name)
              ? link.text
              : `${link.text} (the README of \`${name}\`)`;
        if (link.image) problems.push(`docs/${guide}: a picture outside docs/ cannot ship: ${link.target}`);
      }
      if (replacement !== undefined) {
        out += text.slice(at, link.start) + replacement;
        at = link.end;
      }
    }
    files.set(guide, out + text.slice(at));
  }
  return { files, problems };
}

/** A link to `path` (a file of the repository, not shipped) as plain text naming it. */
function plainText(text, path) {
  const bare = text.replaceAll('`', '');
  const where = `\`${path}\` in the Quadrille repository`;
  const same = bare.replace(/\/$/, '') === path || path.endsWith(`/${bare}`);
  return same ? where : `${text} (${where})`;
}

/**
 * Writes the docs/ folder of the package at `pkgDir` afresh (none when it ships no guide), in
 * `into` (default: the package's directory); returns the paths written under docs/.
 */
export function writePackageDocs(pkgDir, into = pkgDir) {
  const { files, problems } = plan(pkgDir);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const out = join(into, 'docs');
  rmSync(out, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(out, path)), { recursive: true });
    if (text === null) copyFileSync(join(DOCS, path), join(out, path));
    else writeFileSync(join(out, path), text);
  }
  return [...files.keys()];
}

/** The folders (absolute) of the workspace packages under packages/ that have a README. */
function packageDirs() {
  return workspacePackages(root)
    .filter((p) => p.dir.startsWith('packages/'))
    .map((p) => join(root, p.dir))
    .filter((dir) => existsSync(join(dir, 'README.md')));
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check');
  let bad = 0;
  for (const dir of packageDirs()) {
    const name = relative(root, dir);
    if (check) {
      for (const problem of plan(dir).problems) {
        bad++;
        console.error(`${name}: ${problem}`);
      }
      continue;
    }
    const written = writePackageDocs(dir);
    if (written.length > 0) console.log(`${name}/docs: ${written.join(', ')}`);
  }
  if (bad > 0) process.exit(1);
}
