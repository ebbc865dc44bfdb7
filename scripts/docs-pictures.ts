/**
 * The board pictures of the game guides (docs/games/pictures/*.svg): each game of the catalogue
 * (`@quadrille/games`) at its opening, a mid-game and a finished game, from seeded random games,
 * drawn by @quadrille/svg from the game's own view. `npm run docs:pictures` writes them; a test in
 * packages/svg fails when a committed picture differs from what this code draws (a stale picture).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AnyGameDescription, findPreset, Rng } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
import { renderSvg } from '@quadrille/svg';

/** Where the pictures live. */
export const PICTURES_DIR = join(import.meta.dirname, '..', 'docs', 'games', 'pictures');

/**
 * What a guide pictures where it is not the game's first preset, by game id: the Blokus guide
 * shows Duo (files `blokus-duo-*`), the Linage guide a 9×9 board (files `linage-*`), which no
 * preset is (they are 11×11 and 7×7): big enough for regions to show, small enough to read.
 */
const GUIDE_SETUPS: Readonly<Record<string, { readonly preset: string } | { readonly options: unknown }>> = {
  blokus: { preset: 'duo' },
  linage: { options: { size: 9 } },
};

/** One game as its guide pictures it: the file names' stem and the options of its games. */
function pictured(game: AnyGameDescription): { readonly stem: string; readonly options: unknown } {
  const setup = GUIDE_SETUPS[game.id];
  if (setup !== undefined && 'options' in setup) return { stem: game.id, options: setup.options };
  const preset = findPreset(game, setup?.preset);
  return { stem: setup === undefined ? game.id : `${game.id}-${preset.name}`, options: preset.options };
}

/** The seeded moves of one whole random game. */
function randomGame(game: AnyGameDescription, options: unknown, seed: number): number[] {
  const pos = game.create(options);
  const rng = new Rng(seed);
  while (!pos.isOver()) {
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
  return [...pos.history];
}

/** File name → SVG text, for every picture. */
export function pictures(): Map<string, string> {
  const out = new Map<string, string>();
  for (const game of catalogue) {
    const { stem, options } = pictured(game);
    const moves = randomGame(game, options, 2026);
    for (const [stage, plies] of [
      ['opening', 0],
      ['midgame', Math.floor(moves.length / 2)],
      ['final', moves.length],
    ] as const) {
      const pos = game.create(options);
      for (const m of moves.slice(0, plies)) pos.play(m);
      out.set(`${stem}-${stage}.svg`, `${renderSvg(game.view(pos), { cellSize: 28 })}\n`);
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(PICTURES_DIR, { recursive: true });
  const files = pictures();
  for (const [file, svg] of files) writeFileSync(join(PICTURES_DIR, file), svg);
  console.log(`docs pictures: wrote ${files.size} files to ${PICTURES_DIR}`);
}
