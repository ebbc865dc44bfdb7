/**
 * Replays every reference game in test/oracle/ (uniformly random games played by Pentobi; a copy
 * of the project's shared/oracle/blokus): at every ply the colour to move, the number of legal moves and the legality of the
 * move must agree, and the final score (positive scoring) must match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BlokusVariant, blokus } from '@quadrille/blokus';
import { describe, expect, it } from 'vitest';

const ORACLE = join(__dirname, 'oracle');

interface OracleGame {
  readonly variant: string;
  readonly game: number;
  readonly moves: readonly string[];
  readonly legalCounts: readonly number[];
  readonly finalScore: string;
}

const VARIANTS: Readonly<Record<string, BlokusVariant>> = {
  duo: 'duo',
  classic: 'classic',
  classic_2: 'classic2',
  classic_3: 'classic3',
  junior: 'junior',
};
const COLOURS: Readonly<Record<string, number>> = { b: 0, w: 1, '1': 0, '2': 1, '3': 2, '4': 3 };

const files = readdirSync(ORACLE).filter((f) => f.endsWith('.jsonl'));
const games = files.flatMap((f) =>
  readFileSync(join(ORACLE, f), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OracleGame),
);

/** The score in the oracle's format: `B+n`/`W+n`/`0` for two sides, else the colours' points. */
function scoreText(
  variant: BlokusVariant,
  colourScores: readonly number[],
  seatScores: readonly number[],
): string {
  if (variant === 'duo' || variant === 'junior' || variant === 'classic2') {
    const diff = seatScores[0]! - seatScores[1]!;
    return diff > 0 ? `B+${diff}` : diff < 0 ? `W+${-diff}` : '0';
  }
  return colourScores.join(' ');
}

describe('reference games (Pentobi, uniformly random)', () => {
  it('covers every variant', () => {
    expect(new Set(games.map((g) => g.variant))).toEqual(new Set(Object.keys(VARIANTS)));
    expect(games.length).toBeGreaterThanOrEqual(100);
  });

  for (const g of games) {
    it(`${g.variant} game ${g.game}`, () => {
      const variant = VARIANTS[g.variant]!;
      const pos = blokus.create({ variant, scoring: 'positive' });
      g.moves.forEach((entry, ply) => {
        const [colourText, cells] = entry.split(':') as [string, string];
        const where = `${g.variant} game ${g.game} ply ${ply} (${entry})`;
        expect(pos.colourToMove, where).toBe(COLOURS[colourText]);
        expect(pos.legalMoves().length, where).toBe(g.legalCounts[ply]);
        const move = blokus.parseMove(pos, cells);
        expect(blokus.formatMove(pos, move), where).toBe(cells);
        pos.play(move);
      });
      expect(pos.isOver()).toBe(true);
      expect(scoreText(variant, pos.colourScores(), pos.seatScores())).toBe(g.finalScore);
    });
  }
});
