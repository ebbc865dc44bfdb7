/** The test engines of matches against GTP engines, and the check that none outlives its match. */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { testTempDir } from '../../../test-support/temp-dir.js';

/** The fake engine's script (see `fixtures/fake-gtp.ts` for its modes). */
const FAKE = fileURLToPath(new URL('./fixtures/fake-gtp.ts', import.meta.url));

/** A fresh directory where fake engines leave their pids, removed when the test finishes. */
export function pidDir(): string {
  return testTempDir('engines');
}

/**
 * The command line of a fake engine misbehaving in `mode`, writing its pid into `dir`, playing
 * Quadrille's own MCTS at a few simulations a move (quick and, seeded, reproducible).
 */
export function fakeEngine(mode: string, dir: string): string {
  return `'${process.execPath}' --import tsx --conditions=@quadrille/source '${FAKE}' ${mode} '${dir}' --iterations 3`;
}

/** The pids of the engines started with `dir` that are still running. */
export function running(dir: string): number[] {
  return pids(dir).filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
}

/** How many engines were started with `dir`. */
export function started(dir: string): number {
  return pids(dir).length;
}

function pids(dir: string): number[] {
  return readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}
