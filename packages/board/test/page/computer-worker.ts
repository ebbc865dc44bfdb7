/** The test page's computer worker: every game the page offers. */
import { serveComputer } from '@quadrille/board/computer';
import { mnk } from '@quadrille/examples';
import { catalogue } from '@quadrille/games';

serveComputer([...catalogue, mnk]);
