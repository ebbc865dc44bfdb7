/**
 * Type-checks every ```ts block of the guides (docs/*.md, docs/games/*.md) and of the READMEs
 * (the repository's and every packages/<name>/README.md) as a reader would compile it: each
 * block is a module of its own, with its own imports, compiled with `strict` (and nothing
 * stricter: no `noUncheckedIndexedAccess`) against the packages' sources through the
 * `@quadrille/source` export condition, with Node's types and the DOM's, all blocks in one
 * TypeScript program (a few seconds). Errors name the Markdown file, the line and the block.
 *
 * Conventions for blocks that are not whole programs:
 *
 * - A block whose first line is `// continues the previous example` goes on from the ```ts
 *   block before it in the same file (which may itself continue another): it is checked as one
 *   module with it, and uses its imports and names. Readers are told to append it to the same
 *   file (docs/getting-started.md, "Running the examples").
 * - A block right after the line `<!-- excerpt: REASON -->` is not checked: it is an excerpt
 *   shown for reading (a declaration in short, a part of a class, code that needs types this
 *   repository does not install), and REASON says what it is and what checks it instead (for
 *   example, a test that finds it verbatim in the sources).
 *
 * Only ```ts blocks are checked (```tsx, ```sh, ```text and ```html are not). That a block runs
 * and prints what its `// =>` comments say is the business of the packages' `docs` and `readme`
 * tests (test-support/doc-snippets.ts).
 *
 * Used by packages/core/test/doc-blocks.test.ts; `npx tsx test-support/doc-blocks.ts` prints
 * the same report. Not published.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { workspacePackages } from '../scripts/workspace-packages.mjs';

/** The first line of a block that goes on from the one before it. */
export const CONTINUES = '// continues the previous example';
/** The line before a block that is an excerpt, not a program: `<!-- excerpt: reason -->`. */
export const EXCERPT = /^<!-- excerpt: (\S.*\S) -->$/;

export interface DocBlock {
  /** The Markdown file, relative to the repository root. */
  readonly file: string;
  /** 1 for the file's first ```ts block, 2 for the second … */
  readonly index: number;
  /** The line of the block's first line of code (1-based). */
  readonly line: number;
  readonly code: string;
  /** Whether it goes on from the block before it. */
  readonly continues: boolean;
  /** Why it is not checked, for an excerpt. */
  readonly excerpt: string | undefined;
}

export interface DocBlockError {
  /** `docs/games/blokus.md:151 (block 1)`: where in the Markdown. */
  readonly where: string;
  readonly message: string;
}

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..');

/** The Markdown files whose ```ts blocks are checked, relative to the root. */
export function docFiles(): string[] {
  const md = (dir: string) =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `${dir}/${name}`);
  const readmes = workspacePackages(root)
    .filter((p) => p.dir.startsWith('packages/'))
    .map((p) => `${p.dir}/README.md`)
    .filter((file) => existsSync(join(root, file)));
  return ['README.md', ...md('docs'), ...md('docs/games'), ...readmes];
}

/**
 * The ```ts blocks of a Markdown text. A fence opens and closes at the start of a line (as in
 * every page here); a fence that never closes is an error.
 */
export function docBlocks(file: string, text: string): DocBlock[] {
  const lines = text.split('\n');
  const blocks: DocBlock[] = [];
  let open: { lang: string; at: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.startsWith('```')) continue;
    if (open === undefined) {
      open = { lang: line.slice(3).trim(), at: i };
      continue;
    }
    if (line.trim() !== '```') {
      throw new Error(`${file}:${i + 1}: a fence opens inside the block of line ${open.at + 1}`);
    }
    if (open.lang === 'ts') {
      const code = lines.slice(open.at + 1, i).join('\n');
      const excerpt = EXCERPT.exec(lines[open.at - 1] ?? '')?.[1];
      blocks.push({
        file,
        index: blocks.length + 1,
        line: open.at + 2,
        code,
        continues: code.startsWith(CONTINUES),
        excerpt,
      });
    }
    open = undefined;
  }
  if (open !== undefined) throw new Error(`${file}:${open.at + 1}: a code block never closes`);
  return blocks;
}

/** Every block of every checked file. */
export function allDocBlocks(): DocBlock[] {
  return docFiles().flatMap((file) => docBlocks(file, readFileSync(join(root, file), 'utf8')));
}

/** A module to compile: the code of one block or of a chain of continued blocks. */
interface Unit {
  readonly fileName: string;
  readonly text: string;
  /** Each block of the unit and the line of the unit where it starts (0-based). */
  readonly parts: { block: DocBlock; start: number }[];
}

function units(blocks: readonly DocBlock[]): { units: Unit[]; errors: DocBlockError[] } {
  const out: Unit[] = [];
  const errors: DocBlockError[] = [];
  let last: Unit | undefined;
  for (const block of blocks) {
    const where = `${block.file}:${block.line} (block ${block.index})`;
    if (block.excerpt !== undefined) {
      if (block.continues) errors.push({ where, message: 'an excerpt cannot continue a block' });
      last = undefined;
      continue;
    }
    if (block.continues) {
      if (last === undefined || last.parts[0]!.block.file !== block.file) {
        errors.push({ where, message: 'continues a block, but no checked ```ts block comes before it' });
        continue;
      }
      const start = last.text.split('\n').length;
      const unit: Unit = {
        fileName: last.fileName,
        text: `${last.text}\n${block.code}`,
        parts: [...last.parts, { block, start }],
      };
      out[out.indexOf(last)] = unit;
      last = unit;
      continue;
    }
    // Beside the Markdown file, so that imports resolve from the repository's node_modules.
    const fileName = join(root, `${block.file}.block-${block.index}.ts`);
    last = { fileName, text: block.code, parts: [{ block, start: 0 }] };
    out.push(last);
  }
  return { units: out, errors };
}

/** The options a reader's `tsc --strict` would have, resolving the packages to their sources. */
export const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['@quadrille/source'],
  moduleDetection: ts.ModuleDetectionKind.Force,
  esModuleInterop: true,
  skipLibCheck: true,
  resolveJsonModule: true,
  types: ['node'],
  noEmit: true,
};

/** Type-checks `blocks` in one program; returns every error, by file and block. */
export function checkDocBlocks(blocks: readonly DocBlock[] = allDocBlocks()): DocBlockError[] {
  const { units: list, errors } = units(blocks);
  const byName = new Map(list.map((unit) => [unit.fileName, unit]));
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (name) => byName.has(name) || fileExists.call(host, name);
  host.readFile = (name) => byName.get(name)?.text ?? readFile.call(host, name);
  host.getSourceFile = (name, language, onError, create) => {
    const unit = byName.get(name);
    if (unit !== undefined) return ts.createSourceFile(name, unit.text, language, true, ts.ScriptKind.TS);
    return getSourceFile.call(host, name, language, onError, create);
  };
  const program = ts.createProgram([...byName.keys()], COMPILER_OPTIONS, host);
  for (const unit of list) {
    const source = program.getSourceFile(unit.fileName)!;
    const diagnostics = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ];
    for (const d of diagnostics) {
      const at = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line;
      const part = [...unit.parts].reverse().find((p) => p.start <= at)!;
      const line = part.block.line + at - part.start;
      errors.push({
        where: `${part.block.file}:${line} (block ${part.block.index})`,
        message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`,
      });
    }
  }
  for (const d of [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()]) {
    errors.push({ where: 'the program', message: ts.flattenDiagnosticMessageText(d.messageText, '\n') });
  }
  return errors;
}

if (process.argv[1] === here) {
  const started = performance.now();
  const blocks = allDocBlocks();
  const errors = checkDocBlocks(blocks);
  for (const e of errors) console.log(`${e.where}: ${e.message}`);
  const excerpts = blocks.filter((b) => b.excerpt !== undefined).length;
  console.log(
    `${blocks.length} blocks (${excerpts} excerpts) in ${docFiles().length} files: ${errors.length} errors, ${Math.round(performance.now() - started)} ms`,
  );
  if (errors.length > 0) process.exitCode = 1;
}
