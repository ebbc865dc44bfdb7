/**
 * scripts/jobs.mjs: commands side by side for the build, the typecheck and the package lint — how
 * many at once, each command's output captured whole, and tasks started in order, each after
 * what it waits for, never more at once than asked.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { eachAtOnce, jobCount, runCaptured } from '../../../scripts/jobs.mjs';
import { testTempDir } from '../../../test-support/temp-dir.js';

const JOBS = pathToFileURL(join(import.meta.dirname, '..', '..', '..', 'scripts', 'jobs.mjs')).href;

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('jobCount', () => {
  it('is one per core, at most the maximum and at least one', () => {
    expect(jobCount(1000)).toBe(availableParallelism());
    expect(jobCount(1)).toBe(1);
    expect(jobCount(0)).toBe(1);
  });
});

describe('runCaptured', () => {
  it('captures stdout and stderr into one text and says how the command ended', async () => {
    const script = "process.stdout.write('out;'); process.stderr.write('err;'); process.exitCode = 3";
    const r = await runCaptured(process.execPath, ['-e', script]);
    expect(r.ok).toBe(false);
    expect(r.status).toBe('exit code 3');
    expect(r.output.split(';').sort()).toEqual(['', 'err', 'out']);
    expect(r.seconds).toBeGreaterThan(0);
    expect((await runCaptured(process.execPath, ['-e', ''])).ok).toBe(true);
  });

  it('stops the commands it runs when a signal stops the script', async () => {
    const dir = testTempDir('jobs');
    const pidFile = join(dir, 'pid');
    // The command writes its pid and waits; the script is stopped by SIGTERM meanwhile.
    const command = `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000);`;
    const script = `import { runCaptured } from ${JSON.stringify(JOBS)}; await runCaptured(process.execPath, ['-e', ${JSON.stringify(command)}]);`;
    const parent = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => parent.once('exit', (code) => resolve(code)));
    while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') await tick();
    const pid = Number(readFileSync(pidFile, 'utf8'));
    parent.kill('SIGTERM');
    expect(await exited).toBe(128 + 15);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 400 && alive(); i++) await tick();
    expect(alive()).toBe(false);
  });

  it('resolves, never rejects, when the command cannot start', async () => {
    const r = await runCaptured('/nonexistent/quadrille-command', []);
    expect(r.ok).toBe(false);
    expect(r.status).toMatch(/^could not start \/nonexistent\/quadrille-command: .*ENOENT/);
  });
});

describe('eachAtOnce', () => {
  it('runs every task, at most `jobs` at once, and gives the results in the order of the items', async () => {
    let running = 0;
    let most = 0;
    const results = await eachAtOnce([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      for (let i = 0; i < n; i++) await tick();
      running--;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });

  it('starts an item only once the items it waits for are done, others first meanwhile', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const after: Record<string, string[]> = { a: [], b: ['a'], c: [], d: ['b', 'c'] };
    await eachAtOnce(
      ['a', 'b', 'c', 'd'],
      4,
      async (item) => {
        started.push(item);
        await tick();
        finished.push(item);
      },
      (item) => after[item]!,
    );
    expect(started).toEqual(['a', 'c', 'b', 'd']);
    for (const [item, deps] of Object.entries(after)) {
      for (const dep of deps) expect(finished.indexOf(dep)).toBeLessThan(started.indexOf(item));
    }
  });

  it('stops starting tasks after a failure, and rejects once the running ones are done', async () => {
    const started: number[] = [];
    const finished: number[] = [];
    const run = eachAtOnce([1, 2, 3, 4], 2, async (n) => {
      started.push(n);
      if (n === 1) throw new Error('task 1 failed');
      await tick();
      finished.push(n);
    });
    await expect(run).rejects.toThrow('task 1 failed');
    expect(started).toEqual([1, 2]);
    expect(finished).toEqual([2]);
  });

  it('rejects items that wait for an item never given, and resolves an empty list at once', async () => {
    await expect(
      eachAtOnce(
        ['a'],
        2,
        () => 1,
        () => ['elsewhere'],
      ),
    ).rejects.toThrow(/1 item\(s\) wait for items never done/);
    await expect(eachAtOnce([], 2, () => 1)).resolves.toEqual([]);
  });
});
