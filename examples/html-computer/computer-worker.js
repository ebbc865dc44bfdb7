// The computer's module Web Worker: it lists the games it can search (a worker cannot be handed
// a game object; the board's game is found here by its id) and answers the page's requests.
import { serveComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

serveComputer(catalogue);
