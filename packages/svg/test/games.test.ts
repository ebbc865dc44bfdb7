import { blokus, view as blokusView } from '@quadrille/blokus';
import { type BoardView, type Position, Rng } from '@quadrille/core';
import { linage, view as linageView } from '@quadrille/linage';
import { linkage, view as linkageView } from '@quadrille/linkage';
import { renderSvg } from '@quadrille/svg';
import { talpa, view as talpaView } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { parseXml } from './well-formed.js';

/** Each game with a small variant, and its view function. */
const GAMES: [string, () => Position<number>, (pos: never, options?: { targets?: boolean }) => BoardView][] =
  [
    ['blokus duo', () => blokus.create({ variant: 'duo' }), blokusView],
    ['blokus classic3', () => blokus.create({ variant: 'classic3' }), blokusView],
    ['linkage', () => linkage.create(), linkageView],
    ['linage 7x7', () => linage.create({ size: 7 }), linageView],
    ['talpa 6x6', () => talpa.create({ size: 6 }), talpaView],
  ];

describe.each(GAMES)('%s: view and SVG of random games', (_name, create, viewOf) => {
  it('at every ply the view is JSON data that renders to well-formed SVG with each cell once', () => {
    for (const seed of [1]) {
      const rng = new Rng(seed);
      const pos = create();
      for (let ply = 0; ; ply++) {
        const v = viewOf(pos as never, { targets: ply % 5 === 0 });
        expect(JSON.parse(JSON.stringify(v))).toEqual(v);
        expect(v.cells.length).toBe(v.width * v.height);
        expect(v.over).toBe(pos.isOver());
        if (ply % 4 === 0 || pos.isOver()) {
          const { attributes } = parseXml(renderSvg(v));
          const cells = attributes.filter((a) => a['data-cell'] !== undefined);
          expect(cells.map((a) => a['data-cell'])).toEqual(v.cells.map((c) => c.name));
          cells.forEach((a, i) => {
            const owner = v.cells[i]!.owner;
            expect(a['data-owner']).toBe(owner === undefined ? undefined : String(owner));
          });
        }
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        pos.play(moves[rng.int(moves.length)]!);
      }
    }
  });
});
