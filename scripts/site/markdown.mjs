/**
 * The Markdown text work of the documentation site's TypeDoc plugin (scripts/site/plugin.mjs),
 * apart from TypeDoc so that it can be tested alone (packages/core/test/site-markdown.test.ts).
 */

/**
 * The text of the file at repository path `path` as the site reads it: a package README's links
 * into the package's own `docs/` (the guides it ships, which scripts/package-docs.mjs copies from
 * the repository's docs/ at build time) lead to the repository's docs/, the site's pages; any
 * other file's text is unchanged.
 */
export function guideLinksOfReadme(path, text) {
  if (!/^packages\/[^/]+\/README\.md$/.test(path)) return text;
  return text.replace(/\]\(docs\//g, '](../../docs/');
}

/**
 * `text` with each fenced code block that holds a run of its fence's backticks (a fence inside a
 * comment, ` * ```ts`) fenced with more backticks than any run inside it.
 */
export function widenFences(text) {
  const lines = text.split('\n');
  let open; // { at, fence }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open === undefined) {
      const m = /^ {0,3}(`{3,})[^`]*$/.exec(line);
      if (m) open = { at: i, fence: m[1] };
      continue;
    }
    const close = /^ {0,3}(`{3,})\s*$/.exec(line);
    if (close && close[1].length >= open.fence.length) {
      const inside = lines.slice(open.at + 1, i).join('\n');
      const longest = Math.max(0, ...[...inside.matchAll(/`+/g)].map((m) => m[0].length));
      if (longest >= open.fence.length) {
        const fence = '`'.repeat(longest + 1);
        lines[open.at] = lines[open.at].replace(open.fence, fence);
        lines[i] = lines[i].replace(close[1], fence);
      }
      open = undefined;
    }
  }
  return lines.join('\n');
}

/** The text of the first heading of Markdown `text`, outside code blocks, without its markup. */
export function firstHeading(text) {
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^ {0,3}(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const m = !fenced && /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (m) return m[1].replace(/`([^`]*)`/g, '$1').replace(/\*\*?([^*]*)\*\*?/g, '$1');
  }
  return undefined;
}

/**
 * The id GitHub (and npm) give a heading with text `text` (github-slugger: lower case, anything
 * but letters, marks, numbers, `_`, spaces and hyphens dropped, spaces to hyphens; a repeated
 * id gets `-1`, `-2` …), counting the ids given so far in `seen`.
 */
export function githubSlug(seen, text) {
  const base = text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
  let slug = base;
  while (seen.has(slug)) {
    const n = seen.get(base) + 1;
    seen.set(base, n);
    slug = `${base}-${n}`;
  }
  seen.set(slug, 0);
  return slug;
}
