// Two people at one board, playing the game of ./domineering.js: the board takes the game object
// itself (`board.game = …`), as it takes the built-in games.
import { defineBoard } from '@quadrille/board';
import { domineering } from './domineering.js';

defineBoard();

const board = document.querySelector('quadrille-board');
const menu = document.getElementById('preset');
for (const preset of domineering.presets) menu.add(new Option(preset.label, preset.name));
menu.value = 'small';

function newGame() {
  board.game = domineering;
  board.options = menu.value; // a preset's name; setting it starts a new game
}
menu.addEventListener('change', newGame);
document.getElementById('new-game').addEventListener('click', newGame);
newGame();
