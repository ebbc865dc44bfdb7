/**
 * Assembles every WebAssembly text file of the packages' sources (`packages/*\/src/*.wat`) into
 * a TypeScript module beside it (`name.wat` → `name-wasm.ts`, the bytes in base64), so that
 * the packages ship no binary file and need no loader. `--check` writes nothing and exits 1
 * when a generated module differs from its source (a test runs the same comparison).
 *
 *   npm run build:wasm [-- --check]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatedModule } from './wasm-module.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
let stale = 0;
for (const pkg of readdirSync(join(root, 'packages'))) {
  const src = join(root, 'packages', pkg, 'src');
  let files;
  try {
    files = readdirSync(src).filter((f) => f.endsWith('.wat'));
  } catch {
    continue;
  }
  for (const file of files) {
    const watPath = join(src, file);
    const tsPath = watPath.replace(/\.wat$/, '-wasm.ts');
    const text = await generatedModule(file, readFileSync(watPath, 'utf8'));
    let old = '';
    try {
      old = readFileSync(tsPath, 'utf8');
    } catch {}
    if (old === text) continue;
    if (check) {
      console.error(`${tsPath} is not what ${file} assembles to: run npm run build:wasm`);
      stale++;
    } else {
      writeFileSync(tsPath, text);
      console.log(`wrote ${tsPath}`);
    }
  }
}
process.exit(stale === 0 ? 0 : 1);
