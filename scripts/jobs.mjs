// Commands run side by side, for the scripts whose steps are independent programs that each use
// one core (a package's build, a TypeScript project's check, a package's lint): on a machine of
// N cores, N at a time take about 1/N of the time. Each command's output is captured and printed
// in one piece once it is done, so that logs stay readable. A signal that stops the script stops
// the commands it runs. Types: jobs.d.mts.
import { spawn } from 'node:child_process';
import { availableParallelism, constants } from 'node:os';

/** The commands running now: a signal that stops the script stops them too. */
const running = new Set();
let forwarding = false;

/** On SIGINT, SIGTERM or SIGHUP: the commands running get it too, then the script exits (128 + n). */
function forwardSignals() {
  if (forwarding) return;
  forwarding = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      for (const child of running) child.kill(signal);
      process.exit(128 + constants.signals[signal]);
    });
  }
}

/** How many commands to run at once: one per core, at least one and at most `max`. */
export function jobCount(max) {
  return Math.max(1, Math.min(max, availableParallelism()));
}

/**
 * Runs `command` with `args` (spawn `options`: cwd, env), its stdout and stderr captured into one
 * text in the order they came; resolves to `{ ok, status, output, seconds }`, `status` being
 * `exit code N`, the signal's name, or why it could not start. Never rejects.
 */
export function runCaptured(command, args, options = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    let output = '';
    const finish = (ok, status) =>
      resolve({ ok, status, output, seconds: (performance.now() - started) / 1000 });
    forwardSignals();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', (e) => {
      running.delete(child);
      finish(false, `could not start ${command}: ${e.message}`);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      finish(code === 0, signal ?? `exit code ${code}`);
    });
  });
}

/**
 * Calls `task(item)` for every item, `jobs` at a time, each once the items `waitsFor(item)` names
 * (items of `items`) are done, and otherwise in the order given; resolves to the results in that
 * order. A task that rejects stops the starting of others, and the whole rejects with its error
 * once the tasks running are done. Items left waiting for an item that is not given reject it too.
 */
export function eachAtOnce(items, jobs, task, waitsFor = () => []) {
  return new Promise((resolve, reject) => {
    const results = new Array(items.length);
    const done = new Set();
    const waiting = items.map((_, i) => i);
    let running = 0;
    let failure;
    const startReady = () => {
      for (let k = 0; k < waiting.length && running < jobs && failure === undefined; ) {
        const i = waiting[k];
        if (!waitsFor(items[i]).every((item) => done.has(item))) {
          k++;
          continue;
        }
        waiting.splice(k, 1);
        running++;
        Promise.resolve()
          .then(() => task(items[i]))
          .then(
            (result) => {
              results[i] = result;
              done.add(items[i]);
            },
            (e) => {
              failure ??= { e };
            },
          )
          .finally(() => {
            running--;
            startReady();
          });
      }
      if (running > 0) return;
      if (failure !== undefined) reject(failure.e);
      else if (waiting.length > 0) reject(new Error(`${waiting.length} item(s) wait for items never done`));
      else resolve(results);
    };
    startReady();
  });
}
