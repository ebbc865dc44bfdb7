/**
 * Search pace against Pentobi: how many simulations our default Blokus search runs per CPU-second,
 * against the `Sim/s` Pentobi's level 7 prints for its own search, at the same Duo positions.
 *
 * - Positions: plies 0, 8 and 16 of the first `--games` (default 3) Pentobi self-play Duo games of
 *   `packages/blokus/test/oracle/sgf/selfplay-duo.blksgf` (read with `readSgf`, moves with
 *   `blokus.parseMove`); ply 0 once, as it is the same position in every game.
 * - Ours: what `mcts` is for Blokus in the CLI, levels and GTP (`@quadrille/play`'s `makePlayer`): `mctsPlayer`
 *   with `blokusKnowledge` and the defaults, here with `reuse: false` and `--time` ms (default
 *   3000) per search; simulations are the result's `stats.iterations`, CPU seconds
 *   `process.cpuUsage()` around the search (after one unrecorded 1 s warm-up search).
 * - Pentobi: `pentobi-gtp --nobook --noresign --game duo --level 7 --threads 1`, a new process per
 *   position: the position set up by GTP `play b|w <cells>` (our `formatMove` is Pentobi's
 *   notation), then `genmove`; from its stderr the last search's `Sim` (simulations) and
 *   `Sim/s`, whose time is wall-clock time of the search (`Tm` is printed rounded to whole
 *   seconds, so its time is taken as Sim / Sim/s). `cputime` before and after `genmove` gives
 *   its CPU seconds too. Level 7 stops by its own simulation budget (`MaxCnt`, growing with the
 *   pieces placed) or earlier once its move cannot change.
 * Both sides run one after the other at each position, never at the same time. Printed: a
 * markdown table (ours / Pentobi = our simulations per CPU-second over its `Sim/s`), the median
 * ratio, the date, the commit (and which files under packages/ differ from it: the code measured
 * is the working tree), and the load (`uptime`) before and after.
 *
 * `--memory [--sims N]` (default 5,000,000): one search of N simulations (budget in simulations,
 * no time limit) from the empty Duo board in a child process, which reports its progress every
 * 10 s on stderr, then its peak RSS (`resourceUsage().maxRSS` and /proc's VmHWM) and
 * simulations per second. `--heap MB` gives the child that V8 heap limit (`--max-old-space-size`;
 * Node's default is about 4 GiB here).
 *
 * Pentobi is built outside the repository (shared/anchors/README.md); `--pentobi PATH` (default
 * /work/pentobi-build/pentobi_gtp/pentobi-gtp). Run under the benchmark lock:
 * flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/pace.ts [--time MS] [--games N] [--ours-only] [--pentobi PATH] [--seed N]
 * flock /tmp/bench.lock npx tsx --conditions=@quadrille/source bench/pace.ts --memory [--sims N] [--heap MB]
 */
import { execFileSync, fork, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getHeapStatistics } from 'node:v8';
import { mctsPlayer } from '@quadrille/ai';
import {
  type BlokusPosition,
  BlokusSimulator,
  blokus,
  blokusKnowledge,
  readSgf,
  type SgfNode,
} from '@quadrille/blokus';

const { values } = parseArgs({
  options: {
    pentobi: { type: 'string', default: '/work/pentobi-build/pentobi_gtp/pentobi-gtp' },
    time: { type: 'string', default: '3000' },
    games: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    'ours-only': { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    sims: { type: 'string', default: '5000000' },
    heap: { type: 'string' },
    'memory-child': { type: 'boolean', default: false },
  },
});
const TIME_MS = positive('time', values.time);
const GAMES = positive('games', values.games);
const SEED = Number(values.seed);
const SIMS = positive('sims', values.sims);
const PLIES = [8, 16] as const;
const SGF = fileURLToPath(new URL('../packages/blokus/test/oracle/sgf/selfplay-duo.blksgf', import.meta.url));
/** Pentobi's colour letters in Duo: b for the first colour, w for the second. */
const COLOURS = ['b', 'w'] as const;
/** The longest a Pentobi process may take for one position. */
const PENTOBI_TIMEOUT_MS = 300_000;

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!(Number.isInteger(n) && n > 0)) throw new Error(`--${name} takes a positive integer, got '${text}'`);
  return n;
}

const sh = (cmd: string, args: readonly string[]) => execFileSync(cmd, args, { encoding: 'utf8' }).trim();
const load = () => sh('uptime', []);
const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1e6;
};
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const int = (x: number) => Math.round(x).toLocaleString('en-US');
/** Our default Blokus search, as `mcts` is made everywhere, without tree reuse. */
const ourPlayer = (budget: { timeMs: number } | { iterations: number }) =>
  mctsPlayer<BlokusPosition>({ seed: SEED, ...budget, knowledge: blokusKnowledge, reuse: false });

/** The header every mode prints: date, commit, and what in packages/ differs from it. */
function header(): string[] {
  const changed = execFileSync('git', ['status', '--porcelain', '--', 'packages'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  return [
    `date: ${sh('date', ['-u'])}`,
    `commit: ${sh('git', ['rev-parse', '--short', 'HEAD'])}${
      changed.length === 0
        ? ' (packages/ clean)'
        : ` + uncommitted changes in packages/: ${changed.map((l) => l.slice(3)).join(', ')}`
    }`,
    `our simulator's move lists: in ${new BlokusSimulator(blokus.create({ variant: 'duo' }).rules).loops}`,
  ];
}

// ---------------------------------------------------------------------------------------------
// --memory: one long search in a child process.

if (values['memory-child']) {
  const pos = blokus.create({ variant: 'duo' });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let count = 0;
  let nextReport = t0 + 10_000;
  // The search looks at its signal once before every simulation: the progress report rides on it.
  const signal = {
    get aborted() {
      count++;
      if ((count & 63) === 0 && performance.now() >= nextReport) {
        nextReport += 10_000;
        const s = (performance.now() - t0) / 1000;
        const { rss, heapUsed } = process.memoryUsage();
        console.error(
          `${s.toFixed(0)} s: ${int(count)} simulations, ${int(count / s)}/s, RSS ${int(rss / 2 ** 20)} MiB, heap used ${int(heapUsed / 2 ** 20)} MiB`,
        );
      }
      return false;
    },
  };
  const { stats } = ourPlayer({ iterations: SIMS }).search(pos, { signal });
  const cpu = cpuSeconds(cpu0);
  const status = readFileSync('/proc/self/status', 'utf8');
  const hwm = Number(/VmHWM:\s*(\d+) kB/.exec(status)?.[1]);
  process.send!(
    {
      iterations: stats.iterations,
      wallS: (performance.now() - t0) / 1000,
      cpuS: cpu,
      maxRssKiB: process.resourceUsage().maxRSS,
      heapLimitMiB: getHeapStatistics().heap_size_limit / 2 ** 20,
      vmHwmKiB: hwm,
    },
    () => process.exit(0),
  );
}

if (values.memory) {
  const before = load();
  const child = fork(
    fileURLToPath(import.meta.url),
    ['--memory-child', '--sims', String(SIMS), '--seed', String(SEED)],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      execArgv: [
        ...process.execArgv,
        ...(values.heap === undefined ? [] : [`--max-old-space-size=${positive('heap', values.heap)}`]),
      ],
    },
  );
  const report = await new Promise<Record<string, number>>((resolve, reject) => {
    let got: Record<string, number> | undefined;
    child.on('message', (m) => {
      got = m as Record<string, number>;
    });
    child.on('exit', (code, signal) =>
      got !== undefined
        ? resolve(got)
        : reject(
            new Error(
              `the search's process ended without a result (code ${code}, signal ${signal}); out of heap? see --heap MB`,
            ),
          ),
    );
  });
  const mib = (kib: number) => `${int(kib / 1024)} MiB`;
  console.log(
    [
      `# One ${int(SIMS)}-simulation search from the empty Duo board (mctsPlayer, blokusKnowledge, seed ${SEED})`,
      '',
      ...header(),
      `load before: ${before}`,
      `load after: ${load()}`,
      '',
      `simulations: ${int(report.iterations!)}`,
      `wall: ${report.wallS!.toFixed(1)} s, ${int(report.iterations! / report.wallS!)} simulations/s`,
      `CPU: ${report.cpuS!.toFixed(1)} s, ${int(report.iterations! / report.cpuS!)} simulations/CPU-s`,
      `peak RSS: ${mib(report.maxRssKiB!)} (maxRSS), ${mib(report.vmHwmKiB!)} (VmHWM); heap limit ${int(report.heapLimitMiB!)} MiB`,
    ].join('\n'),
  );
  process.exit(0);
}

// ---------------------------------------------------------------------------------------------
// The pace table.

interface Sample {
  /** How the table names it: `start`, or game and ply. */
  readonly label: string;
  /** Moves played. */
  readonly ply: number;
  /** The position (ours). */
  readonly pos: BlokusPosition;
  /** Pentobi's GTP commands that set it up. */
  readonly setup: readonly string[];
}

/** The moves along the main line of a game, as `[colour, cells]`. */
function mainLine(root: SgfNode): [number, string][] {
  const moves: [number, string][] = [];
  for (let node = root.children[0]; node !== undefined; node = node.children[0]) {
    if (node.move === undefined) continue;
    const text = node.props[COLOURS[node.move.colour]!.toUpperCase()]?.[0];
    if (text === undefined)
      throw new Error(`a Duo move of colour ${node.move.colour} without its B/W property`);
    moves.push([node.move.colour, text]);
  }
  return moves;
}

/** The position after `ply` moves of `moves`, with the GTP commands that set it up for Pentobi. */
function sampleAt(label: string, moves: readonly [number, string][], ply: number): Sample {
  const pos = blokus.create({ variant: 'duo' });
  const setup: string[] = [];
  for (const [colour, text] of moves.slice(0, ply)) {
    if (colour !== pos.turn) throw new Error(`${label}: colour ${colour} moves where ${pos.turn} is to move`);
    const move = blokus.parseMove(pos, text);
    setup.push(`play ${COLOURS[colour]} ${blokus.formatMove(pos, move)}`);
    pos.play(move);
  }
  if (pos.history.length !== ply || pos.isOver())
    throw new Error(`${label}: the game has no position at ply ${ply}`);
  return { label, ply, pos, setup };
}

function samples(): Sample[] {
  const lines = readFileSync(SGF, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (lines.length < GAMES) throw new Error(`${SGF} has ${lines.length} games, fewer than --games ${GAMES}`);
  const out = [sampleAt('start (ply 0)', [], 0)];
  for (let g = 0; g < GAMES; g++) {
    const moves = mainLine(readSgf(lines[g]!).tree.root);
    for (const ply of PLIES) out.push(sampleAt(`game ${g + 1}, ply ${ply}`, moves, ply));
  }
  return out;
}

interface Ours {
  readonly sims: number;
  readonly cpuS: number;
  readonly wallS: number;
}

function ours(pos: BlokusPosition, timeMs: number): Ours {
  const player = ourPlayer({ timeMs });
  const cpu0 = process.cpuUsage();
  const { stats } = player.search(pos);
  return { sims: stats.iterations, cpuS: cpuSeconds(cpu0), wallS: stats.elapsedMs / 1000 };
}

interface Pentobi {
  readonly sims: number;
  readonly simsPerS: number;
  readonly maxCount: number;
  readonly cpuS: number;
  /** Whether it stopped before its budget because its move could not change. */
  readonly early: boolean;
}

/** Pentobi level 7 in a new process: the position set up, one `genmove`, its search's figures. */
function pentobi(sample: Sample): Promise<Pentobi> {
  const colour = COLOURS[sample.pos.turn]!;
  const commands = [...sample.setup, 'cputime', `genmove ${colour}`, 'cputime', 'quit'];
  const args = ['--nobook', '--noresign', '--game', 'duo', '--level', '7', '--threads', '1'];
  return new Promise((resolve, reject) => {
    const child = spawn(values.pentobi, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), PENTOBI_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      try {
        const responses = out.split(/\n\n+/).filter((r) => r.trim() !== '');
        if (code !== 0 || responses.length !== commands.length) {
          throw new Error(
            `exit ${code ?? signal}, ${responses.length} responses to ${commands.length} commands`,
          );
        }
        responses.forEach((r, i) => {
          if (!r.startsWith('=')) throw new Error(`'${commands[i]}' answered '${r.trim()}'`);
        });
        const value = (i: number) => Number(responses[i]!.slice(1).trim());
        const cpuS = value(commands.length - 2) - value(commands.length - 4);
        // The last search's statistics: "Sim 59957, Chld 60.3%" and "Tm 00:02, Sim/s 28132".
        const last = (re: RegExp) => {
          const all = [...err.matchAll(re)];
          const hit = all[all.length - 1]?.[1];
          if (hit === undefined) throw new Error(`no ${re} in its stderr`);
          return Number(hit);
        };
        resolve({
          sims: last(/\bSim (\d+)/g),
          simsPerS: last(/\bSim\/s (\d+)/g),
          maxCount: last(/\bMaxCnt (\d+)/g),
          cpuS,
          early: err.includes('Move will not change'),
        });
      } catch (e) {
        reject(new Error(`pentobi-gtp at ${sample.label}: ${(e as Error).message}\n${err.slice(-2000)}`));
      }
    });
    child.stdin.end(`${commands.join('\n')}\n`);
  });
}

if (!values['ours-only'] && !existsSync(values.pentobi)) {
  console.error(
    `no pentobi-gtp at ${values.pentobi}: build it (shared/anchors/README.md), pass --pentobi PATH or --ours-only`,
  );
  process.exit(1);
}
const all = samples();
const loadBefore = load();
// Warm-up (JIT, tables), not recorded.
ours(all[0]!.pos, 1000);
const rows: string[] = [];
const ratios: number[] = [];
/** Against Pentobi's simulations per CPU-second (GTP `cputime`): the fair ratio on a loaded machine. */
const cpuRatios: number[] = [];
const byPly = new Map<number, number[]>();
for (const sample of all) {
  const o = ours(sample.pos, TIME_MS);
  const oursRate = o.sims / o.cpuS;
  const cells = [sample.label, int(o.sims), o.cpuS.toFixed(2), `**${int(oursRate)}**`];
  if (values['ours-only']) {
    rows.push(`| ${cells.join(' | ')} |`);
    console.error(`${sample.label}: ours ${int(oursRate)}/CPU-s`);
    continue;
  }
  const p = await pentobi(sample);
  const ratio = oursRate / p.simsPerS;
  const cpuRatio = oursRate / (p.sims / p.cpuS);
  ratios.push(ratio);
  cpuRatios.push(cpuRatio);
  byPly.set(sample.ply, [...(byPly.get(sample.ply) ?? []), ratio]);
  cells.push(
    `${int(p.sims)} of ${int(p.maxCount)}${p.early ? ' (stopped early)' : ''}`,
    (p.sims / p.simsPerS).toFixed(2),
    int(p.sims / p.cpuS),
    `**${int(p.simsPerS)}**`,
    ratio.toFixed(3),
    cpuRatio.toFixed(3),
  );
  rows.push(`| ${cells.join(' | ')} |`);
  console.error(
    `${sample.label}: ours ${int(oursRate)}/CPU-s, Pentobi ${int(p.simsPerS)} Sim/s, ratio ${ratio.toFixed(3)}`,
  );
}
const loadAfter = load();

const title = values['ours-only']
  ? `# Our search pace (mctsPlayer + blokusKnowledge, ${TIME_MS} ms a search, no reuse)`
  : `# Search pace against Pentobi level 7 (ours: mctsPlayer + blokusKnowledge, ${TIME_MS} ms a search, no reuse; Pentobi: --level 7 --threads 1)`;
const head = values['ours-only']
  ? ['position', 'our sims', 'our CPU s', 'our sims/CPU-s']
  : [
      'position',
      'our sims',
      'our CPU s',
      'our sims/CPU-s',
      'Pentobi sims (of MaxCnt)',
      'Pentobi s (Sim ÷ Sim/s)',
      'Pentobi sims/CPU-s',
      'Pentobi Sim/s',
      'ours / Pentobi',
      'ours / Pentobi per CPU-s',
    ];
console.log(
  [
    title,
    '',
    ...header(),
    `load before: ${loadBefore}`,
    `load after: ${loadAfter}`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows,
    '',
    ...(ratios.length === 0
      ? []
      : [
          `median ours / Pentobi over the ${ratios.length} positions: **${median(ratios).toFixed(3)}** (${[
            ...byPly,
          ]
            .map(([ply, rs]) => `ply ${ply}: ${median(rs).toFixed(3)}`)
            .join(', ')})`,
          `median ours / Pentobi's simulations per CPU-second: **${median(cpuRatios).toFixed(3)}** (the fairer figure when the machine is loaded: Sim/s counts Pentobi's wall-clock time)`,
        ]),
  ].join('\n'),
);
