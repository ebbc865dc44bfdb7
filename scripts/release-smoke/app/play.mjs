// The packages as an ESM app sees them (import → each package's `import` build).
import { createRequire } from 'node:module';
import * as ai from '@quadrille/ai';
import * as core from '@quadrille/core';
import * as games from '@quadrille/games';
import * as talpa from '@quadrille/talpa';

const modules = { '@quadrille/ai': ai, '@quadrille/core': core, '@quadrille/games': games };
// Each game of the catalogue from its own package, as an app that offers one game imports it.
for (const { id } of games.catalogue) modules[`@quadrille/${id}`] = await import(`@quadrille/${id}`);
const { checkGames } = createRequire(import.meta.url)('./protocol-checks.cjs');
await checkGames((name) => modules[name], 'ESM');

// <quadrille-board> loads in Node (for SSR and builds): defineBoard only registers games there.
const board = await import('@quadrille/board');
const computer = await import('@quadrille/board/computer');
const input = await import('@quadrille/board/input');
const { BoardController } = await import('@quadrille/board/controller');
if (board.defineBoard({ games: [talpa.talpa] }) !== board.QuadrilleBoard)
  throw new Error('defineBoard in Node');
if (typeof computer.attachComputer !== 'function' || typeof input.selectCell !== 'function') {
  throw new Error('@quadrille/board/computer or /input is incomplete');
}
// The controller plays in Node: a1 then a2 is Red's first move of Talpa's beginner board.
const controller = new BoardController({ game: talpa.talpa, options: 'beginner' });
controller.clickCell(controller.cellNamed('a1'));
controller.clickCell(controller.cellNamed('a2'));
if (controller.moves.length !== 1) throw new Error('@quadrille/board/controller made no move in Node');
console.log('ESM: @quadrille/board, /computer, /controller and /input load in Node');
