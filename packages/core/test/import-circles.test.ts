/**
 * No module of any package's sources imports itself back through its own imports, types
 * included: a circle means two files that are one concept, or one type in the wrong home.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const packages = join(import.meta.dirname, '..', '..');
/** `import … from './x.js'` and `export … from './x.js'`, type-only ones too. */
const RELATIVE_IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Each source file's relative imports, as source paths. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)].map((m) =>
      normalize(join(dirname(file), m[1]!.replace(/\.js$/, '.ts'))),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm). */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import circles', () => {
  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('there are none among the packages’ sources', () => {
    const dirs = readdirSync(packages).filter((d) => {
      try {
        return statSync(join(packages, d, 'src')).isDirectory();
      } catch {
        return false;
      }
    });
    const files = dirs.flatMap((d) => sourceFiles(join(packages, d, 'src')));
    expect(files.length).toBeGreaterThan(100);
    const found = circles(importGraph(files)).map((c) => c.map((f) => relative(packages, f)));
    expect(found).toEqual([]);
  });
});
