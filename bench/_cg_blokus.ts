import { blokus } from '@quadrille/blokus';
import { checkGame } from '@quadrille/testing';
const t0 = performance.now();
checkGame(blokus, { options: { variant: 'classic' }, runs: 1, seed: 11 });
console.log('classic', performance.now() - t0);
