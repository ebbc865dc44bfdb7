/**
 * The computer's Web Worker: every game of the catalogue, served to the board's computer player
 * (`attachComputer` in main.ts), which names the board's game by its id. The search runs here, so
 * the page stays responsive while the computer thinks.
 */
import { serveComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

serveComputer(catalogue);
