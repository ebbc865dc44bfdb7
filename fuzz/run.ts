/**
 * The fuzz suite: hostile input against every game and entry point, then the memory probe.
 *
 * - `npm run fuzz` — the long run: 100,000 inputs per target and entry point (`parseMove`,
 *   `play`+`isLegal`, `fromJSON`, `create`), and 100 option sets per game in the memory probe.
 * - `npm run fuzz:short` — the same for about a second per target and entry point (CI).
 *
 * Flags (after `--`): `--short`, `--seed N`, `--target blokus,linkage`, `--entry fromJSON`, `--runs N`, `--path K` (replay one input: give its target,
 * entry and seed too), `--no-memory`, `--memory-only`.
 *
 * Each target runs in a worker thread that a watchdog stops when a call makes no progress for
 * `HANG_SECONDS`; each failure kind is printed once with its first input and the command that
 * replays it. Exits non-zero on any failure.
 *
 * @module
 */

import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TargetJob } from './fuzz-target.js';
import { mib } from './limits.js';
import type { ProbeResult } from './memory-probe.js';
import { PROBE_STEPS } from './probe-options.js';
import { type EntryReport, newReport } from './tally.js';
import { TARGETS, type Target, targetsNamed } from './targets.js';

const ENTRY_NAMES = ['parseMove', 'play+isLegal', 'fromJSON', 'create'];
/** The games of the memory probe: every game fuzzed (the catalogue's), each once. */
const PROBE_GAMES = [...new Set(TARGETS.map((t) => t.game.id))];
/** A call that shows no progress for this long is a hang: the worker is stopped. */
const HANG_SECONDS = 60;
/** A single call slower than this is reported (the machine may be loaded: be generous). */
const SLOW_MS = 10_000;
/** The short run's time per target and entry point. */
const SHORT_MS = 1200;

interface Settings {
  readonly short: boolean;
  readonly seed: number;
  readonly targets: string[];
  readonly entries: string[];
  readonly runs: number;
  readonly path?: string;
  readonly memory: boolean;
  readonly fuzz: boolean;
}

function parseArgs(argv: readonly string[]): Settings {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`unexpected argument ${arg}`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const boolean = ['short', 'no-memory', 'memory-only'].includes(name);
    flags.set(name, boolean ? 'true' : (inline ?? argv[++i] ?? ''));
  }
  const known = ['short', 'seed', 'target', 'entry', 'runs', 'path', 'no-memory', 'memory-only'];
  for (const name of flags.keys()) if (!known.includes(name)) throw new Error(`unknown flag --${name}`);
  const short = flags.has('short');
  const list = (name: string) => (flags.get(name) ?? '').split(',').filter((s) => s !== '');
  const entries = list('entry');
  for (const e of entries)
    if (!ENTRY_NAMES.includes(e)) throw new Error(`unknown entry ${e}: ${ENTRY_NAMES.join(', ')}`);
  const path = flags.get('path');
  return {
    short,
    seed: flags.has('seed') ? Number(flags.get('seed')) : Math.floor(Math.random() * 2 ** 31),
    targets: list('target'),
    entries: entries.length > 0 ? entries : ENTRY_NAMES,
    runs: path !== undefined ? 1 : Number(flags.get('runs') ?? (short ? 2000 : 100_000)),
    ...(path === undefined ? {} : { path }),
    memory: !flags.has('no-memory') && path === undefined,
    fuzz: !flags.has('memory-only'),
  };
}

/** `node --import tsx …` with a fuzz script: how the runner starts its children. */
function nodeArgs(script: string, ...extra: string[]): string[] {
  return [
    '--import',
    'tsx',
    '--conditions=@quadrille/source',
    fileURLToPath(new URL(script, import.meta.url)),
    ...extra,
  ];
}

/**
 * Runs one target's entry points in a child process; resolves with their reports. A child
 * that makes no progress for {@link HANG_SECONDS} is killed, and a child that dies (a crash, a
 * fatal V8 error) is reported, both with the input it was on (from its progress file).
 */
function fuzzTarget(target: Target, s: Settings, dir: string): Promise<EntryReport[]> {
  const progressFile = join(dir, `${target.name.replace('/', '-')}.progress`);
  // The targets of one family (`name/…`) share its inputs.
  const family = (name: string) => name.split('/')[0];
  const variants = TARGETS.filter((t) => family(t.name) === family(target.name)).length;
  const entries = s.entries.filter((e) => target.entries?.includes(e) ?? true);
  const job: TargetJob = {
    target: target.name,
    entries,
    runs: Math.ceil(s.runs / variants),
    seed: s.seed,
    slowMs: SLOW_MS,
    progressFile,
    ...(s.path === undefined ? {} : { path: s.path }),
    ...(s.short ? { timeLimitMs: SHORT_MS } : {}),
  };
  const child = spawn(process.execPath, nodeArgs('./fuzz-target.ts', JSON.stringify(job)), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const reports: EntryReport[] = [];
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr = (stderr + d).slice(-4000);
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('REPORT ')) reports.push(JSON.parse(line.slice('REPORT '.length)) as EntryReport);
    else console.log(line);
  });
  const readProgress = (): [number, number, number] => {
    try {
      const b = readFileSync(progressFile);
      return b.length >= 12 ? [b.readInt32LE(0), b.readInt32LE(4), b.readInt32LE(8)] : [0, 0, -1];
    } catch {
      return [0, 0, -1];
    }
  };
  return new Promise((resolve) => {
    let beat = Number.NaN;
    let quiet = 0;
    let hung = false;
    const watchdog = setInterval(() => {
      const now = readProgress()[2];
      quiet = now === beat ? quiet + 1 : 0;
      beat = now;
      if (quiet >= HANG_SECONDS) {
        hung = true;
        child.kill('SIGKILL');
      }
    }, 1000);
    child.on('close', (code, signal) => {
      clearInterval(watchdog);
      if (reports.length < entries.length) {
        const [entryIndex, run] = readProgress();
        const entry = entries[entryIndex] ?? entries[0]!;
        const report = newReport(target.name, entry, s.seed);
        const why = hung
          ? `hang: no answer within ${HANG_SECONDS} s`
          : `the process died (exit ${code}, ${signal ?? 'no signal'})`;
        report.stopped = why;
        const input = describeInput(target.name, entry, s.seed, run, dir);
        report.findings.push({
          kind: why,
          detail: stderr.trim().split('\n').slice(-12).join('\n'),
          count: 1,
          path: String(run),
          input,
        });
        reports.push(report);
      }
      resolve(reports);
    });
  });
}

/** The input at `path`, described by a child that does not call the entry point. */
function describeInput(target: string, entry: string, seed: number, path: number, dir: string): string {
  const job: TargetJob = {
    target,
    entries: [entry],
    runs: 1,
    seed,
    path: String(path),
    describeOnly: true,
    slowMs: SLOW_MS,
    progressFile: join(dir, 'describe.progress'),
  };
  const r = spawnSync(process.execPath, nodeArgs('./fuzz-target.ts', JSON.stringify(job)), {
    encoding: 'utf8',
    timeout: 120_000,
  });
  return r.stdout.trim() || `(could not describe it: ${r.stderr.slice(-300)})`;
}

const pad = (v: unknown, n: number) => String(v).padStart(n);

function printReport(r: EntryReport): void {
  const rate = r.seconds > 0 ? Math.round(r.inputs / r.seconds) : 0;
  const failures = r.findings.reduce((n, f) => n + f.count, 0);
  console.log(
    `${r.target.padEnd(22)} ${r.entry.padEnd(13)} ${pad(r.inputs.toLocaleString('en'), 9)} inputs ${pad(r.seconds.toFixed(1), 6)} s ${pad(rate.toLocaleString('en'), 7)}/s  refused ${pad(r.refused.toLocaleString('en'), 8)}  slowest ${pad(r.maxMs.toFixed(0), 5)} ms  ${failures === 0 ? 'ok' : `${failures} FAILED`}`,
  );
}

function printFindings(r: EntryReport): void {
  for (const f of r.findings) {
    console.log(`  FAIL ${r.target} ${r.entry}: ${f.kind} (${f.count}×)`);
    if (f.detail !== '') console.log(`    thrown/detail: ${f.detail}`);
    if (f.input !== '') console.log(`    first input: ${f.input}`);
    console.log(
      `    replay: npm run fuzz -- --target ${r.target} --entry ${r.entry} --seed ${r.seed} --path ${f.path}`,
    );
  }
}

function probe(game: string, s: Settings): ProbeResult | string {
  const steps = s.short ? PROBE_STEPS.short : PROBE_STEPS.long;
  const seconds = s.short ? 8 : 300;
  const r = spawnSync(
    process.execPath,
    ['--expose-gc', ...nodeArgs('./memory-probe.ts', game, String(steps), String(seconds))],
    {
      encoding: 'utf8',
      timeout: (seconds + 120) * 1000,
    },
  );
  const line = r.stdout.split('\n').find((l) => l.startsWith('PROBE '));
  if (line === undefined)
    return `the probe failed (status ${r.status}, ${r.signal ?? 'no signal'}): ${r.stderr.slice(-800)}`;
  return JSON.parse(line.slice('PROBE '.length)) as ProbeResult;
}

async function main(): Promise<number> {
  const s = parseArgs(process.argv.slice(2));
  const targets = targetsNamed(s.targets);
  const limit = s.short ? ` (or ${SHORT_MS / 1000} s)` : '';
  const what =
    s.path === undefined
      ? `${s.runs.toLocaleString('en')} inputs per game and entry point${limit}`
      : `replaying path ${s.path}`;
  console.log(`fuzz ${s.short ? 'short' : 'long'} run: seed ${s.seed}, ${what}`);
  let failures = 0;
  const t0 = performance.now();
  if (s.fuzz) {
    const all: EntryReport[] = [];
    const dir = mkdtempSync(join(tmpdir(), 'quadrille-fuzz-'));
    try {
      for (const t of targets) {
        if (!s.entries.some((e) => t.entries?.includes(e) ?? true)) continue;
        const reports = await fuzzTarget(t, s, dir);
        reports.forEach(printReport);
        reports.forEach(printFindings);
        all.push(...reports);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const inputs = all.reduce((n, r) => n + r.inputs, 0);
    const seconds = all.reduce((n, r) => n + r.seconds, 0);
    console.log(`\ntotal: ${inputs.toLocaleString('en')} inputs in ${seconds.toFixed(1)} s of fuzzing`);
    for (const r of all) {
      const n = r.findings.reduce((k, f) => k + f.count, 0);
      if (n > 0)
        console.log(`  ${r.target} ${r.entry}: ${r.findings.length} kind(s) of failure, ${n} input(s)`);
      failures += r.findings.length;
    }
  }
  if (s.memory) {
    console.log('\nmemory probe (distinct board sizes in one process, heap + typed arrays after gc):');
    const games =
      s.targets.length === 0
        ? PROBE_GAMES
        : PROBE_GAMES.filter((g) => targets.some((t) => t.name.split('/')[0] === g));
    for (const game of games) {
      const r = probe(game, s);
      if (typeof r === 'string') {
        console.log(`${game.padEnd(8)} FAILED: ${r}`);
        failures++;
        continue;
      }
      const ok = r.problems.length === 0;
      console.log(
        `${game.padEnd(8)} ${pad(r.steps, 3)} option sets (${r.accepted} accepted, ${r.refused} refused) in ${r.seconds.toFixed(1)} s: growth max ${mib(r.maxGrowthBytes)}, final ${mib(r.finalGrowthBytes)}; budget ${mib(r.budgetBytes)}${r.documentedBudget ? '' : ' (no TABLE_CACHE_LIMITS exported: 96 MiB assumed)'}  ${ok ? 'ok' : 'FAILED'}`,
      );
      for (const p of r.problems) console.log(`  FAIL ${game} memory: ${p}`);
      if (!ok) failures++;
    }
  }
  console.log(
    `\n${failures === 0 ? 'no failures' : `${failures} failure kind(s)`} in ${((performance.now() - t0) / 1000).toFixed(0)} s (seed ${s.seed})`,
  );
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(2);
  },
);
