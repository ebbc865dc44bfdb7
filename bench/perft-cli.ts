/**
 * `quadrille perft` against core's `perft` on the same position, in one process, rounds
 * alternating: the CLI's depth-D row (its walk with the progress line drawn on a terminal and
 * Ctrl-C listened for) against `perft(pos, D)` called directly. Prints both times per round and
 * the median ratio CLI / core (the target: at most 1.15). In this mode both are also timed
 * by CPU time (the steadier figure on a machine others use): the whole `quadrille perft` call,
 * depths 1 to D-1 included (under 3% of it for Blokus Duo's depth 3), against `perft(pos, D)`.
 *
 * With `--spawn`, each round runs both cold, as a user meets them: `quadrille perft` as a child
 * process (from source) and core's `perft` in another child process, first call.
 *
 * Run: npx tsx --conditions=@quadrille/source bench/perft-cli.ts [game] [--variant V] [--depth D] [--rounds R] [--spawn]
 * (default: blokus --variant duo --depth 3, 5 rounds)
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { blokus } from '@quadrille/blokus';
import { type Io, main, scriptedLines } from '@quadrille/cli';
import { type Position, perft } from '@quadrille/core';
import { linage } from '@quadrille/linage';
import { linkage } from '@quadrille/linkage';
import { talpa } from '@quadrille/talpa';

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const game = argv.find((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--')) ?? 'blokus';
const variant = flag('--variant') ?? (game === 'blokus' ? 'duo' : undefined);
const depth = Number(flag('--depth') ?? 3);
const rounds = Number(flag('--rounds') ?? 5);
const spawn = argv.includes('--spawn');
const ROOT = fileURLToPath(new URL('..', import.meta.url));

const create: Record<string, () => Position<number>> = {
  blokus: () => blokus.create(variant === undefined ? {} : { variant: variant as 'duo' }),
  linkage: () => linkage.create(),
  linage: () => linage.create(),
  talpa: () => talpa.create(variant === undefined ? {} : { variant: variant as 'beginner' }),
};

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** A count with its time: wall ms (the CLI's as it prints it) and, in process, CPU ms. */
interface Timed {
  readonly nodes: number;
  readonly ms: number;
  readonly cpu?: number;
}

/** The CLI's time for the last depth, in ms, as it prints it (and the count). */
async function cli(): Promise<Timed> {
  let out = '';
  const io: Io = {
    stdout: { write: (t) => void (out += t), isTTY: false },
    stderr: { write: () => {}, isTTY: true },
    stdin: scriptedLines([]),
    onInterrupt: () => () => {},
  };
  const args = [
    'perft',
    game,
    '--depth',
    String(depth),
    ...(variant === undefined ? [] : ['--variant', variant]),
  ];
  const cpu0 = cpuMs();
  const code = await main(args, io);
  const cpu = cpuMs() - cpu0;
  if (code !== 0) throw new Error(`quadrille perft exited with ${code}`);
  const last = out.trim().split('\n').at(-1)!.trim().split(/\s+/);
  return { nodes: Number(last[1]), ms: Number(last[2]), cpu };
}

function core(): Timed {
  const pos = create[game]!();
  const cpu0 = cpuMs();
  const t0 = performance.now();
  const nodes = perft(pos, depth);
  return { nodes, ms: performance.now() - t0, cpu: cpuMs() - cpu0 };
}

/** Runs `args` as a child Node process from source and returns its stdout. */
function child(args: readonly string[]): string {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=@quadrille/source', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`child failed: ${r.stderr}`);
  return r.stdout;
}

/** The last row of `quadrille perft` run as a child process. */
function cliCold(): Timed {
  const args = [
    'perft',
    game,
    '--depth',
    String(depth),
    ...(variant === undefined ? [] : ['--variant', variant]),
  ];
  const last = child(['packages/cli/src/bin.ts', ...args])
    .trim()
    .split('\n')
    .at(-1)!
    .trim()
    .split(/\s+/);
  return { nodes: Number(last[1]), ms: Number(last[2]) };
}

/** Core's perft, first call in a child process. */
function coreCold(): Timed {
  const rest = argv.filter((a) => a !== '--spawn');
  return JSON.parse(child(['bench/perft-cli.ts', ...rest, '--child-core'])) as Timed;
}

if (argv.includes('--child-core')) {
  console.log(JSON.stringify(core()));
  process.exit(0);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ratios: number[] = [];
const cpuRatios: number[] = [];
const cliMs: number[] = [];
const coreMs: number[] = [];
for (let round = 0; round < rounds; round++) {
  const a = spawn ? cliCold() : await cli();
  const b = spawn ? coreCold() : core();
  if (a.nodes !== b.nodes) throw new Error(`the CLI counted ${a.nodes}, core ${b.nodes}`);
  cliMs.push(a.ms);
  coreMs.push(b.ms);
  ratios.push(a.ms / b.ms);
  const cpu =
    a.cpu !== undefined && b.cpu !== undefined ? `; CPU ${a.cpu.toFixed(0)} and ${b.cpu.toFixed(0)} ms` : '';
  if (a.cpu !== undefined && b.cpu !== undefined) cpuRatios.push(a.cpu / b.cpu);
  console.log(
    `round ${round + 1}: quadrille perft ${a.ms.toFixed(0)} ms, core perft ${b.ms.toFixed(0)} ms (${a.nodes} leaves)${cpu}`,
  );
}
console.log(
  `${spawn ? 'cold, child processes: ' : ''}${game} ${variant ?? ''} depth ${depth}: quadrille perft median ${median(cliMs).toFixed(0)} ms, core ${median(coreMs).toFixed(0)} ms; ratio median ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(' ')})${cpuRatios.length > 0 ? `; by CPU time ${median(cpuRatios).toFixed(2)} (${cpuRatios.map((r) => r.toFixed(2)).join(' ')})` : ''}`,
);
