/**
 * `quadrille perft <game> --depth D`: counts the move sequences of each length up to D from
 * the start (core's `perft`), with timings — the standard check of a move generator. A depth
 * that will take long is announced with an estimate, shows its progress on a terminal and stops
 * cleanly on Ctrl-C (the depths already printed are complete).
 *
 * @module
 */

import { formatDuration } from '../duration.js';
import { GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import { type GameList, openGame } from '../games.js';
import type { Io } from '../io.js';
import { walkPerft } from '../perft-walk.js';

/** Usage of `quadrille perft`. */
export const PERFT_USAGE = `quadrille perft <game> [--depth D] [--variant V] [--options JSON] [--option K=V] [--module M]
  Counts the move sequences of length 1..D from the start position (default D = 3). A long
  depth shows its progress on a terminal and stops cleanly on Ctrl-C.`;

/** A depth estimated to take longer than this is announced on stderr. */
const ANNOUNCE_MS = 10_000;
/** Subtrees are counted in chunks about this long (judged by the depths already counted). */
const CHUNK_MS = 25;
/** Progress is redrawn, and Ctrl-C can get through, this often. */
const PROGRESS_MS = 100;
/** A depth counted faster than this is timed again before its time is used to announce a wait. */
const RETIME_MS = 200;

/** Runs `quadrille perft`; resolves to the exit code (130 if stopped by Ctrl-C). */
export async function perft(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, { ...GAME_FLAGS, depth: { type: 'string' } });
  const depth = numberFlag('depth', values.depth, 3, { min: 1, max: 20, integer: true });
  const { game, options, position } = await openGame(catalogue, positionals[0], values);
  io.stdout.write(`perft ${game.id} ${JSON.stringify(options)}\n`);
  io.stdout.write(
    `${'depth'.padEnd(6)}${'nodes'.padStart(16)}${'ms'.padStart(12)}${'nodes/s'.padStart(14)}\n`,
  );
  let stop = false;
  const unsubscribe = io.onInterrupt?.(() => {
    stop = true;
  });
  try {
    const counts: number[] = [];
    const times: number[] = [];
    for (let d = 1; d <= depth; d++) {
      let estimate = estimateMs(counts, times, d);
      if (estimate > ANNOUNCE_MS && times[d - 2]! < RETIME_MS) {
        // A short depth is timed mostly cold (compiling the engine): time it again, warm,
        // before announcing a long wait (Blokus Duo's depth 2 once announced 14 s for 0.8 s).
        const t0 = performance.now();
        await walkPerft(position, d - 1, { chunkDepth: d - 1, stopped: () => false, progress: () => {} });
        times[d - 2] = Math.min(times[d - 2]!, performance.now() - t0);
        estimate = estimateMs(counts, times, d);
      }
      if (estimate > ANNOUNCE_MS) {
        io.stderr.write(`perft: depth ${d} may take about ${formatDuration(estimate)}; Ctrl-C stops it\n`);
      }
      const t0 = performance.now();
      let shown = t0;
      const tty = io.stderr.isTTY === true;
      const nodes = await walkPerft(position, d, {
        chunkDepth: estimate <= 4 * CHUNK_MS ? d : chunkDepth(times),
        pauseMs: PROGRESS_MS,
        stopped: () => stop,
        progress: async (fraction, leaves) => {
          const now = performance.now();
          shown = now;
          if (tty) io.stderr.write(`\r\u001b[2K${progressLine(d, fraction, leaves, now - t0)}`);
          await new Promise((resolve) => setImmediate(resolve)); // lets Ctrl-C through
        },
      });
      if (tty && shown !== t0) io.stderr.write('\r\u001b[2K');
      const ms = performance.now() - t0;
      if (nodes === undefined) {
        io.stderr.write(
          `perft: stopped during depth ${d} after ${formatDuration(ms)}; the depths above are complete\n`,
        );
        return 130;
      }
      counts.push(nodes);
      times.push(ms);
      const rate = ms > 0 ? Math.round((nodes * 1000) / ms) : nodes;
      io.stdout.write(
        `${String(d).padEnd(6)}${String(nodes).padStart(16)}${ms.toFixed(1).padStart(12)}${String(rate).padStart(14)}\n`,
      );
    }
    return 0;
  } finally {
    unsubscribe?.();
  }
}

/**
 * The expected time of depth `d` from the depths before it: the last time times the last
 * branching factor (0 when nothing is known yet).
 */
export function estimateMs(counts: readonly number[], times: readonly number[], d: number): number {
  if (d < 2) return 0;
  const last = counts[d - 2]!;
  const before = d >= 3 ? counts[d - 3]! : 1;
  return before === 0 ? 0 : times[d - 2]! * (last / before);
}

/** The deepest depth already counted in about {@link CHUNK_MS} or less (at least 1). */
function chunkDepth(times: readonly number[]): number {
  let best = 1;
  times.forEach((ms, i) => {
    if (ms <= CHUNK_MS) best = i + 1;
  });
  return best;
}

function progressLine(depth: number, fraction: number, leaves: number, elapsedMs: number): string {
  const left = fraction > 0 ? `, about ${formatDuration((elapsedMs * (1 - fraction)) / fraction)} left` : '';
  return `depth ${depth}: ${(fraction * 100).toFixed(1)}%, ${leaves} nodes, ${formatDuration(elapsedMs)}${left} (Ctrl-C stops)`;
}
