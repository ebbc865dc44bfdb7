/**
 * The board pictures of the game guides (docs/games/pictures/*.svg): each game's opening, a
 * mid-game and a finished game, from seeded random games, drawn by @quadrille/svg from the
 * game's own view. `npm run docs:pictures` writes them; a test in packages/svg fails when a
 * committed picture differs from what this code draws (a stale picture).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blokus, view as blokusView } from '@quadrille/blokus';
import { type BoardView, type Position, Rng } from '@quadrille/core';
import { linage, view as linageView } from '@quadrille/linage';
import { linkage, view as linkageView } from '@quadrille/linkage';
import { renderSvg } from '@quadrille/svg';
import { talpa, view as talpaView } from '@quadrille/talpa';

/** Where the pictures live. */
export const PICTURES_DIR = join(import.meta.dirname, '..', 'docs', 'games', 'pictures');

const GAMES: [string, () => Position<number>, (pos: never) => BoardView][] = [
  ['blokus-duo', () => blokus.create({ variant: 'duo' }), blokusView],
  ['linkage', () => linkage.create(), linkageView],
  ['linage', () => linage.create({ size: 9 }), linageView],
  ['talpa', () => talpa.create({ size: 8 }), talpaView],
];

/** The seeded moves of one whole random game. */
function randomGame(create: () => Position<number>, seed: number): number[] {
  const pos = create();
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
  for (const [name, create, viewOf] of GAMES) {
    const moves = randomGame(create, 2026);
    for (const [stage, plies] of [
      ['opening', 0],
      ['midgame', Math.floor(moves.length / 2)],
      ['final', moves.length],
    ] as const) {
      const pos = create();
      for (const m of moves.slice(0, plies)) pos.play(m);
      out.set(`${name}-${stage}.svg`, `${renderSvg(viewOf(pos as never), { cellSize: 28 })}\n`);
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(PICTURES_DIR, { recursive: true });
  for (const [file, svg] of pictures()) writeFileSync(join(PICTURES_DIR, file), svg);
  console.log(`docs pictures: wrote ${pictures().size} files to ${PICTURES_DIR}`);
}
