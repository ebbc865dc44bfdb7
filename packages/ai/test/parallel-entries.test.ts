import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Every module specifier `file` imports (static, dynamic with a literal, and re-exports). */
function importsOf(file: string): string[] {
  // Without comments: TSDoc examples import things the module itself does not.
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)].map((m) => m[1]!);
}

/** The non-relative imports of every source file reachable from `entry`. */
function externalImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const external = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else external.add(spec);
    }
  };
  visit(join(src, entry));
  return external;
}

const nodeOnly = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec);

describe('the entries that run in browsers import nothing of Node', () => {
  it.each(['index.ts', 'parallel/coordinator.ts', 'parallel/worker.ts'])('%s', (entry) => {
    const external = externalImports(entry);
    expect(external.has('@quadrille/core')).toBe(true);
    expect([...external].filter(nodeOnly)).toEqual([]);
  });

  it('while the Node entry does (so the walk sees such imports)', () => {
    expect([...externalImports('parallel/node-threads.ts')].filter(nodeOnly)).toEqual([
      'node:worker_threads',
    ]);
  });
});
