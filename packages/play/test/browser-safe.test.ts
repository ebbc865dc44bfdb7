// The package's main entry runs in browsers (the board's computer and pages use it): nothing it
// imports, directly or through its own modules, is a Node built-in. Node's parts live in
// `@quadrille/play/node`.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/** The specifiers `file` imports or re-exports, type-only ones left out (they vanish at build). */
function importsOf(file: URL): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s(?!type\s)[^;]*?\sfrom\s+'([^']+)'/gms)].map((m) => m[1]!);
}

it('imports no Node built-in from its main entry', () => {
  const seen = new Set<string>();
  const builtins: string[] = [];
  const visit = (file: URL) => {
    if (seen.has(file.href)) return;
    seen.add(file.href);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) visit(new URL(specifier.replace(/\.js$/, '.ts'), file));
      else if (specifier.startsWith('node:')) builtins.push(`${file.pathname}: ${specifier}`);
    }
  };
  visit(new URL('../src/index.ts', import.meta.url));
  expect(seen.size).toBeGreaterThan(10);
  expect(builtins).toEqual([]);
  // The check finds what it looks for: the Node entry does import built-ins.
  visit(new URL('../src/node.ts', import.meta.url));
  expect(builtins.length).toBeGreaterThan(0);
});
