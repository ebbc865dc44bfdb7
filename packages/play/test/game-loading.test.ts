// Games by module: what threads and workers load by a GameModule, and the errors for modules
// that hold none.
import { mnk } from '@quadrille/examples';
import { catalogue } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { loadGame, loadGames } from '../src/index.js';

describe('loadGames and loadGame', () => {
  it('finds the descriptions a module exports', async () => {
    expect(await loadGames('@quadrille/games')).toEqual([...catalogue]);
    expect(await loadGame({ module: '@quadrille/examples', game: 'mnk' })).toBe(mnk);
  });

  it('names the games a module has when the one asked for is not there', async () => {
    await expect(loadGame({ module: '@quadrille/games', game: 'chess' })).rejects.toThrow(
      expect.objectContaining({
        reason: 'unknown-game',
        message: "no game 'chess' in @quadrille/games; games: blokus, linkage, linage, talpa",
      }),
    );
  });

  it('refuses a module without game descriptions', async () => {
    await expect(loadGames('@quadrille/core')).rejects.toThrow(
      expect.objectContaining({ reason: 'no-game' }),
    );
  });

  it('passes on a module that cannot be loaded, and tries it again next time', async () => {
    await expect(loadGames('@quadrille/no-such-package')).rejects.toThrow(/no-such-package/);
    await expect(loadGames('@quadrille/no-such-package')).rejects.toThrow(/no-such-package/);
  });
});
