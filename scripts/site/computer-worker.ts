/**
 * The documentation site's computer player (bundled by scripts/site/plugin.mjs into
 * `assets/quadrille-computer.js`): a Web Worker that searches for the live boards of the game
 * pages (scripts/site/boards.ts), with every game of the catalogue.
 */
import { serveComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

serveComputer(catalogue);
