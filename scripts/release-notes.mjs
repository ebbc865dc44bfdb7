#!/usr/bin/env node
// Turns the newest section of each workspace package's CHANGELOG.md, as `changeset version` writes it, into
// release notes a user reads top down: breaking changes first (every changeset whose text, or a
// paragraph or line of it, starts "Breaking:" or "Breaking, …:", which by the project's rule says
// how to migrate), then
// what is new, then fixes and speed-ups, then the dependency bumps changesets adds (one line). Changesets
// itself orders entries by bump type only ("Minor Changes", "Patch Changes"), which in 0.x puts
// a breaking change anywhere among the minor ones.
//
// `npm run version` runs it after `changeset version`; running it again changes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { workspacePackages } from './workspace-packages.mjs';

/** The headings changesets writes, and what each becomes. */
const HEADINGS = new Map([
  ['Major Changes', 'New'],
  ['Minor Changes', 'New'],
  ['Patch Changes', 'Fixes and improvements'],
]);
const BREAKING = 'Breaking changes';
const DEPENDENCIES = 'Dependencies';
/** The order of the sections in a release. */
const ORDER = [BREAKING, 'New', 'Fixes and improvements', DEPENDENCIES];

/**
 * Whether an entry's text announces a breaking change: its text, a paragraph or a line starts
 * with `Breaking` and a colon or comma (`Breaking:`, `Breaking (0.x):`, `**Breaking**:`,
 * `Breaking, with how to move:`), not a sentence that merely starts with the word.
 */
export const isBreaking = (entry) =>
  /(^|\n)\s*(- ([0-9a-f]{7,40}: )?)?(\*\*)?Breaking(\*\*)?( \(0\.x\))?[:,]/.test(entry);
/** Whether an entry is changesets' note of updated dependencies. */
const isDependencies = (entry) => /^- Updated dependencies/.test(entry);

/**
 * The changelog `text` with its first release section (`## x.y.z`) regrouped; the rest of the
 * text as it is.
 */
export function regroupNewestRelease(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('## '));
  if (start < 0) return text;
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end < 0) end = lines.length;

  const sections = new Map(ORDER.map((name) => [name, []]));
  let heading;
  let entry;
  const flush = () => {
    if (entry === undefined) return;
    const body = entry.join('\n').trimEnd();
    const target = isBreaking(body) ? BREAKING : isDependencies(body) ? DEPENDENCIES : heading;
    sections.get(target).push(body);
    entry = undefined;
  };
  for (const line of lines.slice(start + 1, end)) {
    const h = /^### (.*)$/.exec(line);
    if (h) {
      flush();
      heading = HEADINGS.get(h[1]) ?? (ORDER.includes(h[1]) ? h[1] : undefined);
      if (heading === undefined) throw new Error(`release-notes: unknown heading "### ${h[1]}"`);
      continue;
    }
    if (line.startsWith('- ')) {
      flush();
      entry = [line];
    } else if (entry !== undefined) entry.push(line);
    else if (line.trim() !== '') throw new Error(`release-notes: text outside an entry: ${line}`);
  }
  flush();
  sections.set(DEPENDENCIES, mergeDependencies(sections.get(DEPENDENCIES)));

  const body = ORDER.filter((name) => sections.get(name).length > 0).flatMap((name) => [
    `### ${name}`,
    '',
    ...sections.get(name).flatMap((e) => [e, '']),
  ]);
  return [...lines.slice(0, start + 1), '', ...body, ...lines.slice(end)].join('\n');
}

/**
 * Changesets' notes of updated dependencies (one per changeset that touched one, each naming the
 * versions it brought) as one entry naming each new version once.
 */
function mergeDependencies(entries) {
  const versions = new Set(
    entries.flatMap((e) => [
      ...[...e.matchAll(/^\s+- (\S+@\S+)$/gm)].map((m) => m[1]),
      ...[...e.matchAll(/`([^`\s]+@[^`\s]+)`/g)].map((m) => m[1]), // as merged by an earlier run
    ]),
  );
  if (versions.size === 0) return [];
  return [`- Updated dependencies: ${[...versions].map((v) => `\`${v}\``).join(', ')}`];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..');
  for (const { dir } of workspacePackages(root)) {
    const file = join(root, dir, 'CHANGELOG.md');
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const notes = regroupNewestRelease(text);
    if (notes !== text) writeFileSync(file, notes);
    console.log(`release-notes: ${dir}/CHANGELOG.md${notes === text ? ' (unchanged)' : ''}`);
  }
}
