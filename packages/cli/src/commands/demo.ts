/**
 * `quadrille demo`: one short computer-versus-computer game of every registered game, on small
 * boards with small budgets, drawn move by move on a terminal (only the final boards when the
 * output is piped), each final board with a legend of its symbols and scores and the outcome in
 * one line, then a summary table. Seeded by iteration budgets: the same every run.
 *
 * @module
 */

import { makePlayer, parsePlayerSpec, runMatch } from '@quadrille/play';
import { describeOutcome, drawBoard, drawPosition } from '../board.js';
import { numberFlag, parseFlags } from '../flags.js';
import { type GameList, loadModules, lookupGame, openGame, withModules } from '../games.js';
import type { Io } from '../io.js';

/** Usage of `quadrille demo`. */
export const DEMO_USAGE = `quadrille demo [game…] [--delay MS] [--seed N] [--module M]
  Watch the computer play a short game of each game (default: all, the --module's included),
  then a summary table.`;

/** The player of both sides. */
const MCTS = parsePlayerSpec('mcts');

/** Runs `quadrille demo`; resolves to the exit code. */
export async function demo(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    delay: { type: 'string' },
    seed: { type: 'string' },
    module: { type: 'string', multiple: true },
  });
  const modules = values.module ?? [];
  const games = withModules(catalogue, await loadModules(modules));
  const chosen = positionals.length > 0 ? positionals.map((n) => lookupGame(games, n)) : games;
  const tty = io.stdout.isTTY === true;
  const delay = numberFlag('delay', values.delay, tty ? 80 : 0, { max: 10_000 });
  const seed = numberFlag('seed', values.seed, 1, { integer: true });
  const rows: string[] = [];
  for (const chosenGame of chosen) {
    const { preset, iterations } = chosenGame.demo;
    const { game, options } = await openGame(games, chosenGame.id, { variant: preset });
    const t0 = performance.now();
    const title = `${game.id} (${preset}), MCTS ${iterations} simulations per move against itself`;
    io.stdout.write(`\n== ${title}\n`);
    const [result] = await runMatch({
      game,
      options,
      names: ['mcts', 'mcts'],
      games: 1,
      makePlayer: (side) => makePlayer(MCTS, { game, budget: { iterations }, seed: seed * 2 + side }),
      onMove: async (pos, _move, text) => {
        if (!tty) return;
        io.stdout.write(`\u001b[2J\u001b[H== ${title}\nmove ${pos.history.length}: ${text}\n`);
        // The finished board without the game's own status: the outcome is told once, below.
        io.stdout.write(pos.isOver() ? drawBoard(game, pos, io.stdout) : drawPosition(game, pos, io.stdout));
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      },
    });
    const pos = result!.position;
    if (!tty) io.stdout.write(drawBoard(game, pos, io.stdout));
    const legend = game.text?.legend?.(pos);
    if (legend !== undefined) io.stdout.write(`${legend.replace(/^/gm, '  ')}\n`);
    io.stdout.write(`${describeOutcome(game, pos)}\n`);
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    rows.push(
      `${game.id.padEnd(9)}${preset.padEnd(10)}${String(pos.history.length).padStart(6)}${seconds.padStart(8)}`,
    );
  }
  const header = `${'game'.padEnd(9)}${'variant'.padEnd(10)}${'moves'.padStart(6)}${'seconds'.padStart(8)}`;
  io.stdout.write(`\n== Summary\n${header}\n${rows.join('\n')}\n`);
  return 0;
}
