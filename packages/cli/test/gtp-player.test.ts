import { randomPlayer } from '@quadrille/ai';
import { blokus } from '@quadrille/blokus';
import { type AnyPosition, type GamePlayer, playMatchGame, splitCommandLine } from '@quadrille/play';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../src/gtp/engine-error.js';
import { gtpPlayer, sameScore } from '../src/gtp/player.js';
import { UsageError } from '../src/usage-error.js';
import { fakeEngine, pidDir, running, started } from './engines.js';

const DUO = { variant: 'duo' } as const;

/** Game 1 of Duo: a random player (purple, moving first) against the engine (orange). */
function playAgainst(command: string, timeoutMs = 30_000) {
  return playMatchGame(
    {
      game: blokus,
      options: DUO,
      names: ['random', 'engine'],
      games: 1,
      makePlayer: (side): GamePlayer =>
        side === 0
          ? randomPlayer<AnyPosition>(7)
          : gtpPlayer({
              argv: splitCommandLine(command),
              name: 'gtp:fake',
              options: DUO,
              seed: 3,
              timeoutMs,
              where: 'game 1, side B',
            }),
    },
    0,
  );
}

describe('gtpPlayer', () => {
  it('plays a whole game through the engine, which agrees on the score and is gone after', async () => {
    const dir = pidDir();
    const result = await playAgainst(fakeEngine('honest', dir));
    expect(result.position.isOver()).toBe(true);
    expect(result.movesBySide[1]).toBeGreaterThan(5);
    // Every engine move was legal here: the final position replays from the start.
    const replay = blokus.create(DUO);
    for (const text of result.moves) replay.play(blokus.parseMove(replay, text));
    expect(replay.outcome()).toEqual(result.position.outcome());
    expect(started(dir)).toBe(1);
    expect(running(dir)).toEqual([]);
  });

  it.each([
    [
      'illegal',
      /^game 1, side B, move 2: GTP engine Quadrille \S+ played 'a1' for orange \(w\), which is not a legal move: /,
    ],
    ['garbage', /played 'hello' for orange \(w\), which is not a legal move/],
    ['pass', /passed for orange \(w\), which has \d+ legal moves/],
    ['resign', /resigned for orange \(w\) \(start it with --noresign/],
    [
      'crash',
      /move 2: GTP engine Quadrille \S+ exited with code 3 \(on 'genmove w'\); its stderr ends: 'fake-gtp: out of memory \(simulated\)'/,
    ],
    ['hang', /move 2: GTP engine Quadrille \S+ did not answer within 4 s \(on 'genmove w'\)/],
    ['noise', /answered 'I am thinking', which is not a GTP response \(on 'genmove w'\)/],
    [
      'refuse',
      /^game 1, side B, move 1: GTP engine Quadrille \S+ refused purple \(b\)'s move [a-n]\d+(,[a-n]\d+)*: illegal move$/,
    ],
    [
      'score',
      /^game 1, side B, end: GTP engine Quadrille \S+ scores the game 'B\+999', but it ended ([BW]\+\d+|0 \(a draw\))$/,
    ],
  ])(
    'stops on an engine that misbehaves (%s), naming it, the game and the move, and kills it',
    async (mode, message) => {
      const dir = pidDir();
      // The limit covers every command, the first too: a loaded machine took more than 1.5 s to
      // start the fake engine (it loads the sources through tsx) and answer `name`.
      const game = playAgainst(fakeEngine(mode, dir), mode === 'hang' ? 4000 : 30_000);
      await expect(game).rejects.toThrow(EngineError);
      await expect(game).rejects.toThrow(message);
      expect(started(dir)).toBe(1);
      expect(running(dir)).toEqual([]);
    },
  );

  it('says when the engine cannot be started', async () => {
    await expect(playAgainst('/nonexistent/engine --quiet')).rejects.toThrow(
      /^game 1, side B: GTP engine '\/nonexistent\/engine' could not be started \(spawn \/nonexistent\/engine ENOENT\)/,
    );
  });

  it('plays the standard variants only', () => {
    const make = (options: object) =>
      gtpPlayer({ argv: ['x'], name: 'gtp:x', options, seed: 1, timeoutMs: 1, where: '' });
    expect(() => make({ variant: 'classic' })).not.toThrow();
    expect(() => make({ variant: 'duo', scoring: 'positive' })).not.toThrow();
    expect(() => make({ variant: 'duo', width: 10, height: 10 })).toThrow(UsageError);
    expect(() => make({ variant: 'duo', scoring: 'basic' })).toThrow(/standard Blokus variants/);
  });
});

describe('sameScore', () => {
  const duo = blokus.create(DUO);
  const classic = blokus.create({ variant: 'classic' });
  const classic3 = blokus.create({ variant: 'classic3' });

  it.each([
    ['B+3', [-10, -13], true],
    ['b+3', [-10, -13], true],
    ['W+3', [-13, -10], true],
    ['0', [-20, -20], true],
    ['B+3', [-13, -10], false],
    ['B+2', [-10, -13], false],
    ['0', [-10, -13], false],
    ['B+3 extra', [-10, -13], false],
    ['', [-10, -13], false],
  ])('two players: %j against seats %j → %s', (text, seats, same) => {
    expect(sameScore(duo, text, seats)).toBe(same);
  });

  it.each([
    // Pentobi: placed squares plus bonus per colour = our default scoring + 89 for each colour.
    ['79 69 89 104', [-10, -20, 0, 15], true],
    ['79 69 89 104 ', [-10, -20, 0, 15], true],
    ['-10 -20 0 15', [-10, -20, 0, 15], true],
    ['79 69 89 103', [-10, -20, 0, 15], false],
    ['79 69 89', [-10, -20, 0, 15], false],
    ['79 x 89 104', [-10, -20, 0, 15], false],
  ])('four players: %j against seats %j → %s', (text, seats, same) => {
    expect(sameScore(classic, text, seats)).toBe(same);
  });

  it('three players: the shared fourth colour counts for nobody', () => {
    expect(sameScore(classic3, '79 69 89 40', [-10, -20, 0])).toBe(true);
    expect(sameScore(classic3, '-10 -20 0', [-10, -20, 0])).toBe(true);
    expect(sameScore(classic3, '79 69 88 40', [-10, -20, 0])).toBe(false);
  });
});
