/**
 * `quadrille perft <game> --depth D`: counts the move sequences of each length up to D from
 * the start (core's `perft`), with timings — the standard check of a move generator.
 *
 * @module
 */

import { perft as countLeaves } from '@quadrille/core';
import { GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import type { Io } from '../io.js';
import type { Registry } from '../registry.js';
import { openGame } from '../setup.js';

/** Usage of `quadrille perft`. */
export const PERFT_USAGE = `quadrille perft <game> [--depth D] [--variant V] [--options JSON]
  Counts the move sequences of length 1..D from the start position (default D = 3).`;

/** Runs `quadrille perft`; resolves to the exit code. */
export async function perft(args: readonly string[], io: Io, registry: Registry): Promise<number> {
  const { values, positionals } = parseFlags(args, { ...GAME_FLAGS, depth: { type: 'string' } });
  const depth = numberFlag('depth', values.depth, 3, { min: 1, max: 20, integer: true });
  const { entry, options, position } = await openGame(registry, positionals[0], values);
  io.stdout.write(`perft ${entry.name} ${JSON.stringify(options)}\n`);
  io.stdout.write(
    `${'depth'.padEnd(6)}${'nodes'.padStart(16)}${'ms'.padStart(12)}${'nodes/s'.padStart(14)}\n`,
  );
  for (let d = 1; d <= depth; d++) {
    const t0 = performance.now();
    const nodes = countLeaves(position, d);
    const ms = performance.now() - t0;
    const rate = ms > 0 ? Math.round((nodes * 1000) / ms) : nodes;
    io.stdout.write(
      `${String(d).padEnd(6)}${String(nodes).padStart(16)}${ms.toFixed(1).padStart(12)}${String(rate).padStart(14)}\n`,
    );
  }
  return 0;
}
