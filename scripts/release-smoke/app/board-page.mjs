// A page on the board with a computer, bundled by esbuild as an app would (release smoke).
import { defineBoard } from '@quadrille/board';
import { attachComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

defineBoard({ games: catalogue });
attachComputer(document.querySelector('quadrille-board'), {
  seats: [1],
  spawn: () => new Worker(new URL('./board-worker.js', import.meta.url), { type: 'module' }),
});
