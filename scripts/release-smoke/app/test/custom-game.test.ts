// A user's own game, property-tested with @quadrille/testing's generic suite, as the guide shows.
import { checkGame } from '@quadrille/testing';
import { it } from 'vitest';
import { customGame } from './custom-game.js';

it('the custom game keeps every protocol invariant', () => {
  const report = checkGame(customGame.game, { options: customGame.options, runs: 20, seed: 42 });
  if (report === undefined) throw new Error('checkGame returned nothing');
});
