#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project of the repository checked with `tsc --noEmit` —
// the one over all packages' sources and tests (tsconfig.json), and the ones with settings of
// their own (the board and its browser tests, the playground, the site's scripts). The projects
// are independent: they are checked side by side, one per core (scripts/jobs.mjs), each one's
// output printed in one piece when it is done. Fails if any fails.
import { join } from 'node:path';
import { eachAtOnce, jobCount, runCaptured } from './jobs.mjs';

/** The projects, the largest first (it sets the pace). */
const PROJECTS = [
  'tsconfig.json',
  'packages/board/tsconfig.json',
  'packages/board/test/tsconfig.json',
  'apps/playground/tsconfig.json',
  'scripts/site/tsconfig.json',
];
/** Checks at once, at most: each holds a whole TypeScript program (up to about a GB). */
const MAX_JOBS = 3;

const root = join(import.meta.dirname, '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const t0 = performance.now();
const results = await eachAtOnce(PROJECTS, jobCount(MAX_JOBS), async (project) => {
  const r = await runCaptured(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root });
  console.log(`typecheck: ${project}: ${r.ok ? 'ok' : `FAILED (${r.status})`} (${r.seconds.toFixed(0)} s)`);
  process.stdout.write(r.output);
  return r.ok;
});
const failed = PROJECTS.filter((_, i) => !results[i]);
const took = `${((performance.now() - t0) / 1000).toFixed(0)} s`;
if (failed.length > 0) {
  console.error(
    `typecheck: ${failed.length} of ${PROJECTS.length} projects failed: ${failed.join(', ')} (${took})`,
  );
  process.exit(1);
}
console.log(`typecheck: ${PROJECTS.length} projects ok (${took})`);
