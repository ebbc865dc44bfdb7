// The page's script: defines <quadrille-board>, fills the game menu from the catalogue, and lets
// the computer play every seat but yours. Vite bundles it (`npm start`, `npm run build`).
import { defineBoard } from '@quadrille/board';
import { attachComputer } from '@quadrille/board/computer';
import { catalogue, gameById } from '@quadrille/games';

// Importing the package defines nothing: define the element once, with the games that the
// `game` attribute may name.
defineBoard({ games: catalogue });

const board = document.querySelector('quadrille-board');
const menu = document.getElementById('game');
const status = document.getElementById('computer');

// The computer searches in a module Web Worker (computer-worker.js), so the page stays
// responsive while it thinks; it plays with board.play whenever one of its seats is to move.
const computer = attachComputer(board, {
  seats: [1],
  level: 3, // 1 (very easy) to 8 (strong); or timeMs: 1000
  spawn: () => new Worker(new URL('./computer-worker.js', import.meta.url), { type: 'module' }),
});

board.addEventListener('quadrille-computer', (e) => {
  const { state } = e.detail; // thinking, played, failed, stopped
  if (state === 'thinking') status.textContent = 'The computer is thinking…';
  if (state === 'played') status.textContent = `The computer played ${e.detail.notation}.`;
  if (state === 'failed') status.textContent = `The computer failed: ${e.detail.error.message}`;
});
board.addEventListener('quadrille-over', (e) => {
  status.textContent = `Game over: ${e.detail.result}.`;
});

// One entry per game and preset: `talpa/beginner`, `blokus/duo`, …
for (const game of catalogue) {
  for (const preset of game.presets) {
    menu.add(new Option(`${game.title}: ${preset.label}`, `${game.id}/${preset.name}`));
  }
}
menu.value = 'talpa/beginner';

function newGame() {
  const [id, preset] = menu.value.split('/');
  board.game = gameById(id);
  board.options = preset; // setting the options starts a new game, even the same ones
  // You hold the first seat; the computer every other one (Blokus Classic has four).
  const seats = board.position.seats;
  board.seats = [0];
  computer.seats = Array.from({ length: seats - 1 }, (_, i) => i + 1);
  status.textContent = '';
}
menu.addEventListener('change', newGame);
document.getElementById('new-game').addEventListener('click', newGame);
