/**
 * The browser code of the guides (docs/*.md, docs/games/*.md): every ```html block, and every
 * ```ts block that only a browser runs (it touches the DOM, starts a Web Worker or defines the
 * board). `guides.e2e.ts` runs each of them in a page in Chromium; {@link BlockTaker} remembers
 * which were taken, so that a browser block added to a guide without a page fails the test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** What makes a ```ts block browser code. */
const BROWSER_ONLY =
  /\b(document|window|navigator|customElements)\.|new Worker\(|\bdefineBoard\(|\bserveComputer\(/;

/** One fenced block of a guide. */
export interface GuideBlock {
  /** The guide, relative to the repository (`docs/board.md`). */
  readonly file: string;
  /** `html` or `ts`. */
  readonly lang: string;
  /** The line of its opening fence (1-based). */
  readonly line: number;
  readonly code: string;
}

/** The ```html and ```ts blocks of every guide. */
export function guideBlocks(): GuideBlock[] {
  const guides = ['docs', 'docs/games'].flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `${dir}/${name}`),
  );
  return guides.flatMap((file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    return [...text.matchAll(/^```(html|ts)\n([\s\S]*?)\n```$/gm)].map((m) => ({
      file,
      lang: m[1]!,
      line: text.slice(0, m.index).split('\n').length,
      code: m[2]!,
    }));
  });
}

/** Whether a browser runs `block` (and a test page must). */
export function isBrowserBlock(block: GuideBlock): boolean {
  return block.lang === 'html' || BROWSER_ONLY.test(block.code);
}

/** Takes blocks by what they contain, and says which browser blocks were never taken. */
export class BlockTaker {
  private readonly blocks = guideBlocks();
  private readonly taken = new Set<GuideBlock>();

  /**
   * The one `lang` block of `file` that contains `marker`, as written.
   *
   * @throws if there is none or more than one: the guide changed, and so must the test.
   */
  take(file: string, lang: string, marker: string): string {
    const found = this.blocks.filter((b) => b.file === file && b.lang === lang && b.code.includes(marker));
    if (found.length !== 1) {
      throw new Error(
        `${file}: ${found.length} \`\`\`${lang} blocks contain ${JSON.stringify(marker)}, not 1`,
      );
    }
    this.taken.add(found[0]!);
    return found[0]!.code;
  }

  /** The browser blocks no page took, as `file:line`. */
  untaken(): string[] {
    return this.blocks
      .filter((b) => isBrowserBlock(b) && !this.taken.has(b))
      .map((b) => `${b.file}:${b.line}`);
  }
}
