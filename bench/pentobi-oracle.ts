/**
 * Writes reference games for the oracle tests (packages/blokus/test/oracle/*.jsonl) with
 * Pentobi's own move generator: uniformly random games where, at every turn, the colour to move
 * chooses among Pentobi's `all_legal` moves (a colour with none is skipped), then Pentobi's
 * `final_score`. Pentobi is built outside the repository (see shared/anchors/README.md); this
 * script only talks to its GTP engine.
 *
 *   npx tsx --conditions=@quadrille/source bench/pentobi-oracle.ts --engine PATH/pentobi-gtp \
 *     --variant junior --games 100 --seed 1 > packages/blokus/test/oracle/junior.jsonl
 *
 * With `--check`, it writes nothing but compares: at every ply Pentobi's `all_legal` with our
 * legal moves of the same colour (as sets of cell lists), and at the end Pentobi's
 * `final_score` with ours; it prints one line per game and a summary, and exits 1 on any
 * difference.
 */
import { parseArgs } from 'node:util';
import { type BlokusVariant, blokus, parseMove } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
import { GtpClient } from '../packages/cli/src/gtp/client.js';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    variant: { type: 'string', default: 'junior' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    check: { type: 'boolean', default: false },
  },
});
if (values.engine === undefined) throw new Error('--engine PATH/pentobi-gtp is needed');

/** Pentobi's colour letters by variant: two colours are b/w, four are 1–4. */
const COLOURS: Readonly<Record<string, readonly string[]>> = {
  duo: ['b', 'w'],
  junior: ['b', 'w'],
  classic: ['1', '2', '3', '4'],
  classic_2: ['1', '2', '3', '4'],
  classic_3: ['1', '2', '3', '4'],
};
const colours = COLOURS[values.variant];
if (colours === undefined) throw new Error(`unknown variant ${values.variant}`);
const rng = new Rng(Number(values.seed));
const engine = new GtpClient(
  [values.engine, '--game', values.variant, '--quiet', '--nobook'],
  'pentobi-gtp',
  60_000,
);
const ask = async (command: string): Promise<string> => {
  const { ok, text } = await engine.request(command);
  if (!ok) throw new Error(`${command}: ${text}`);
  return text;
};

/** Our variant of Pentobi's name. */
const OURS: Readonly<Record<string, BlokusVariant>> = {
  duo: 'duo',
  junior: 'junior',
  classic: 'classic',
  classic_2: 'classic2',
  classic_3: 'classic3',
};
/** A cell list in one order, to compare move lists. */
const sortedCells = (text: string) => text.split(',').sort().join(',');
let differences = 0;
let plies = 0;

try {
  for (let game = 0; game < Number(values.games); game++) {
    await ask('clear_board');
    const ours = blokus.create({ variant: OURS[values.variant]!, scoring: 'positive' });
    const moves: string[] = [];
    const legalCounts: number[] = [];
    let turn = 0;
    let blocked = 0;
    while (blocked < colours.length) {
      const colour = colours[turn % colours.length]!;
      turn++;
      const legal = (await ask(`all_legal ${colour}`)).split('\n').filter((l) => l.trim() !== '');
      if (values.check) {
        plies++;
        const index = colours.indexOf(colour);
        const mine = ours.legalMovesOf(index).map((m) => sortedCells(blokus.formatMove(ours, m)));
        const theirs = legal.map(sortedCells);
        const same = mine.length === theirs.length && new Set([...mine, ...theirs]).size === mine.length;
        if (!same) {
          differences++;
          console.log(
            `game ${game} ply ${moves.length} colour ${colour}: ours ${mine.length}, Pentobi ${theirs.length}`,
          );
        }
      }
      if (legal.length === 0) {
        blocked++;
        continue;
      }
      blocked = 0;
      const move = legal[rng.int(legal.length)]!;
      await ask(`play ${colour} ${move}`);
      if (values.check) ours.playFor(colours.indexOf(colour), parseMove(ours, move, colours.indexOf(colour)));
      moves.push(`${colour}:${move}`);
      legalCounts.push(legal.length);
    }
    const finalScore = await ask('final_score');
    if (values.check) {
      const [a, b] = ours.seatScores() as [number, number];
      const mine =
        ours.rules.seats !== 2
          ? ours.colourScores().join(' ')
          : a > b
            ? `B+${a - b}`
            : a < b
              ? `W+${b - a}`
              : '0';
      if (mine !== finalScore || !ours.isOver()) {
        differences++;
        console.log(
          `game ${game}: final score ours ${mine}${ours.isOver() ? '' : ' (not over)'}, Pentobi ${finalScore}`,
        );
      } else
        console.log(
          `game ${game}: ${moves.length} moves; every ply's legal moves and the score ${finalScore} agree`,
        );
      continue;
    }
    process.stdout.write(
      `${JSON.stringify({ variant: values.variant, game, seed: Number(values.seed), moves, legalCounts, finalScore })}\n`,
    );
  }
} finally {
  await engine.close();
}
if (values.check) {
  console.log(
    `${values.variant}: ${values.games} games, ${plies} plies compared, ${differences} differences`,
  );
  if (differences > 0) process.exitCode = 1;
}
