/**
 * Runs every benchmark in bench/ one after another (never in parallel: they measure throughput
 * on one thread and would disturb each other). `npm run bench` or `npm run bench -- talpa`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const all = ['blokus', 'linkage', 'linage', 'talpa'];
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : all;
let failed = 0;
for (const name of wanted) {
  const file = join(here, `${name}.ts`);
  if (!existsSync(file)) {
    console.error(`no benchmark bench/${name}.ts`);
    failed++;
    continue;
  }
  console.log(`\n## ${name}\n`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@quadrille/source', file], {
    stdio: 'inherit',
  });
  if (r.status !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
