/**
 * Writes reference games for the oracle tests (packages/blokus/test/oracle/*.jsonl) with
 * Pentobi's own move generator: uniformly random games where, at every turn, the colour to move
 * chooses among Pentobi's `all_legal` moves (a colour with none is skipped), then Pentobi's
 * `final_score`. Pentobi is built outside the repository (see shared/anchors/README.md); this
 * script only talks to its GTP engine.
 *
 *   npx tsx --conditions=@quadrille/source bench/pentobi-oracle.ts --engine PATH/pentobi-gtp \
 *     --variant junior --games 100 --seed 1 > packages/blokus/test/oracle/junior.jsonl
 */
import { parseArgs } from 'node:util';
import { Rng } from '@quadrille/core';
import { GtpClient } from '../packages/cli/src/gtp/client.js';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    variant: { type: 'string', default: 'junior' },
    games: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
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

try {
  for (let game = 0; game < Number(values.games); game++) {
    await ask('clear_board');
    const moves: string[] = [];
    const legalCounts: number[] = [];
    let turn = 0;
    let blocked = 0;
    while (blocked < colours.length) {
      const colour = colours[turn % colours.length]!;
      turn++;
      const legal = (await ask(`all_legal ${colour}`)).split('\n').filter((l) => l.trim() !== '');
      if (legal.length === 0) {
        blocked++;
        continue;
      }
      blocked = 0;
      const move = legal[rng.int(legal.length)]!;
      await ask(`play ${colour} ${move}`);
      moves.push(`${colour}:${move}`);
      legalCounts.push(legal.length);
    }
    const finalScore = await ask('final_score');
    process.stdout.write(
      `${JSON.stringify({ variant: values.variant, game, seed: Number(values.seed), moves, legalCounts, finalScore })}\n`,
    );
  }
} finally {
  await engine.close();
}
