// The page's computer worker (board-page.mjs), bundled as a second entry point (release smoke).
import { serveComputer } from '@quadrille/board/computer';
import { catalogue } from '@quadrille/games';

serveComputer(catalogue);
