/** `text` with each fenced code block that holds a run of its fence's backticks fenced with more backticks than any run inside it. */
export function widenFences(text: string): string;
/** The id GitHub gives a heading with text `text`, counting the ids given so far in `seen`. */
export function githubSlug(seen: Map<string, number>, text: string): string;
/** The text of the first heading of Markdown `text`, outside code blocks, without its markup. */
export function firstHeading(text: string): string | undefined;
/** The text of the file at repository path `path` as the site reads it (a package README's guide links led to docs/). */
export function guideLinksOfReadme(path: string, text: string): string;
