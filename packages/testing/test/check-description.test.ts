import { OptionsError } from '@quadrille/core';
import { mnk } from '@quadrille/examples';
import { describe, expect, it } from 'vitest';
import { checkDescription, checkGame, DESCRIPTION_CHECKS, DescriptionViolation } from '../src/index.js';
import { type CramPosition, cram } from './fixtures/cram.js';
import {
  CORE_GUARANTEED,
  DESCRIPTION_MUTANTS,
  descriptionViolationOf,
} from './fixtures/description-mutants.js';

const mutant = (check: string) => DESCRIPTION_MUTANTS.find((m) => m.check === check)!.game;

describe('checkDescription on correct descriptions', () => {
  it('passes mnk, playing every preset', () => {
    const report = checkDescription(mnk, { runs: 5, seed: 3 });
    expect([report.presets, report.games]).toEqual([3, 15]);
    expect(report.positions).toBeGreaterThan(15);
    expect(report.selections).toBeGreaterThan(report.positions);
    expect(report.lastMoves).toBe(report.positions - report.games);
    expect(report.skipped.map((s) => s.check)).toEqual([
      'input-order',
      'policy-legal',
      'policy-unchanged',
      'policy-deterministic',
      'text-board',
      'record-write',
    ]);
    expect(report.skipped[0]).toEqual({ check: 'input-order', reason: 'the input is unordered' });
  });

  it('passes the Cram fixture, which has every optional part, and keeps its protocol', () => {
    expect(checkGame(cram, { runs: 20 }).games).toBe(20);
    const report = checkDescription(cram, { runs: 10 });
    expect(report.policyChoices).toBeGreaterThan(20);
    expect(report.skipped).toEqual([{ check: 'input-order', reason: 'the input is unordered' }]);
  });

  it('passes an ordered input whose order means something', () => {
    // Each seat selects a domino from its own side: Left the lower-left square first, Right the other.
    const sided = {
      ...cram,
      id: 'cram-sided',
      input: {
        ordered: true,
        cells: (pos: CramPosition, move: number) => {
          const cells = cram.input.cells(pos, move);
          return pos.turn === 0 ? cells : cells.slice().reverse();
        },
      },
    };
    const report = checkDescription(sided, { runs: 6 });
    expect(report.skipped).toEqual([]);
    expect(report.selections).toBeGreaterThan(report.positions);
  });

  it('checks everything everywhere in thorough mode', () => {
    const light = checkDescription(cram, { runs: 4, seed: 8 });
    const heavy = checkDescription(cram, { runs: 4, seed: 8, thorough: true });
    // The same games: the same positions and moves played; more checked in each.
    expect([heavy.games, heavy.positions, heavy.moves, heavy.lastMoves]).toEqual([
      light.games,
      light.positions,
      light.moves,
      light.lastMoves,
    ]);
    expect(heavy.selections).toBeGreaterThan(light.selections);
    expect(heavy.policyChoices).toBeGreaterThan(light.policyChoices);
  });

  it('plays the options given instead of the presets, still creating every preset', () => {
    const report = checkDescription(mnk, { options: { width: 5, height: 2, k: 2 }, runs: 4 });
    expect([report.presets, report.games]).toEqual([3, 4]);
    expect(report.positions).toBeLessThanOrEqual(4 * 11);
  });

  it('is reproducible: the same seed checks the same games', () => {
    const a = checkDescription(cram, { runs: 6, seed: 99 });
    expect(checkDescription(cram, { runs: 6, seed: 99 })).toEqual(a);
    expect(checkDescription(cram, { runs: 6, seed: 100 })).not.toEqual(a);
  });

  it('cuts a game at maxPlies and plays nothing when runs is 0', () => {
    const cut = checkDescription(mnk, { options: { width: 7, k: 5 }, runs: 3, maxPlies: 4 });
    expect(cut.positions).toBe(3 * 5);
    expect(checkDescription(mnk, { runs: 0 })).toMatchObject({ games: 0, positions: 0, selections: 0 });
  });

  it('lists the checks the options skip, and does not make them', () => {
    const report = checkDescription(mutant('last-move-overlay'), {
      options: { width: 4, k: 3 },
      runs: 3,
      skip: ['last-move-overlay'],
    });
    expect(report.skipped).toContainEqual({ check: 'last-move-overlay', reason: 'the options skip it' });
  });

  it('does without the seats when their check is skipped', () => {
    const seatless = {
      ...cram,
      seats: () => {
        throw new Error('no seats here');
      },
    };
    expect(descriptionViolationOf(() => checkDescription(seatless, { runs: 1 })).check).toBe(
      'seats-described',
    );
    const report = checkDescription(seatless, { runs: 2, skip: ['seats-described'] });
    expect(report.skipped).toContainEqual({ check: 'seats-described', reason: 'the options skip it' });
  });

  it('says when the view has no last-move overlay to compare', () => {
    const plain = {
      ...mnk,
      view: (pos: Parameters<typeof mnk.view>[0]) => ({
        ...mnk.view(pos),
        overlays: [],
      }),
    };
    expect(checkDescription(plain, { runs: 2 }).skipped).toContainEqual({
      check: 'last-move-overlay',
      reason: 'the view has no last-move overlay',
    });
  });
});

describe('checkDescription catches broken descriptions', () => {
  it.each(DESCRIPTION_MUTANTS)('$bug → $check', ({ game, check }) => {
    const v = descriptionViolationOf(() => checkDescription(game, { runs: 10, seed: 5 }));
    expect(v.check, v.message).toBe(check);
    expect(v.message).toContain(`"${check}"`);
    expect(v.message).toContain(DESCRIPTION_CHECKS[check]);
    expect(v.gameId).toBe(game.id);
  });

  it('has one mutant per check but those core guarantees', () => {
    const covered = new Set([...DESCRIPTION_MUTANTS.map((m) => m.check), ...CORE_GUARANTEED]);
    expect(covered).toEqual(new Set(Object.keys(DESCRIPTION_CHECKS)));
  });

  it('names the problems of something that is no description', () => {
    const v = descriptionViolationOf(() => checkDescription({ id: 'half', create: () => null } as never));
    expect(v.check).toBe('description-shape');
    expect(v.detail).toContain('no title (a non-empty string)');
    expect(v.detail).toContain('no presets (a non-empty array)');
    expect([v.gameIndex, v.line]).toEqual([undefined, undefined]);
    expect(v.message).toContain('replay:    any checkDescription call: it fails before playing a game');
  });

  it.each([
    [
      'a seat colour that is a colour name',
      'seats-described',
      { ...mnk, seats: () => [mnk.seats(mnk.create())[0], { name: 'O', colour: 'orange' }] },
      'seats(pos)[1] (O) has colour "orange", not a CSS colour #rrggbb',
    ],
    [
      'a view with a cell missing',
      'view-well-formed',
      { ...mnk, view: (pos: never) => ({ ...mnk.view(pos), cells: mnk.view(pos).cells.slice(1) }) },
      'view(pos).cells has 8 entries for 3 × 3 squares',
    ],
    [
      'an alias in capitals',
      'presets-create',
      { ...cram, presets: [cram.presets[0], { ...cram.presets[1], aliases: ['Four'] }] },
      'preset \'square\' has alias "Four", not a non-empty lower-case string',
    ],
    [
      'an alias that names another preset',
      'presets-create',
      { ...cram, presets: [cram.presets[0], { ...cram.presets[1], aliases: ['small'] }] },
      "preset 'square' has alias 'small', which also names preset 'small'",
    ],
    [
      'a text colour that is a colour name',
      'text-board',
      { ...cram, text: { ...cram.text, colours: { L: 'blue' } } },
      'text.colours["L"] is "blue", not a CSS colour #rrggbb',
    ],
    [
      'a record extension with its dot',
      'record-write',
      { ...cram, record: { ...cram.record, extension: '.txt' } },
      'record.extension is ".txt", not letters and digits (no dot)',
    ],
    [
      'a policy without choose',
      'policy-legal',
      { ...cram, policies: { lazy: {} } },
      'policies.lazy is {}, not { choose(pos, rng) }',
    ],
    [
      'input cells that a later call overwrites',
      'input-cells',
      (() => {
        const scratch: number[] = [];
        return {
          ...cram,
          input: {
            ordered: false,
            cells: (pos: never, move: number) => {
              scratch.length = 0;
              scratch.push(...cram.input.cells(pos, move));
              return scratch;
            },
          },
        };
      })(),
      'changed when other moves were asked about',
    ],
  ])('%s → %s', (_bug, check, game, detail) => {
    const v = descriptionViolationOf(() => checkDescription(game as never, { runs: 5 }));
    expect(v.check, v.message).toBe(check);
    expect(v.detail).toContain(detail);
  });
});

describe('counterexamples', () => {
  it('say which preset, options, seed, game, ply and line, in the notation', () => {
    const v = descriptionViolationOf(() =>
      checkDescription(mutant('last-move-overlay'), { runs: 10, seed: 40 }),
    );
    expect(v).toBeInstanceOf(DescriptionViolation);
    expect([v.preset, v.options, v.seed]).toEqual(['tic-tac-toe', {}, 40]);
    expect(v.gameSeed).toBe(40 + v.gameIndex!);
    expect(v.line).toHaveLength(v.ply!);
    for (const move of v.line!) expect(move).toMatch(/^[a-c][1-3]$/);
    expect(v.detail).toMatch(
      /^after [a-c][1-3] = move \d, the view's last-move overlay holds \[[a-c][1-3], [a-c][1-3]\]/,
    );
    expect(v.message).toContain('  preset:    tic-tac-toe\n  options:   {}\n');
    expect(v.message).toContain(
      `replay:    checkDescription(game, { options: {}, seed: ${v.gameSeed}, runs: 1 })`,
    );
  });

  it('replay alone with the game seed the message gives', () => {
    const game = mutant('policy-legal');
    const first = descriptionViolationOf(() => checkDescription(game, { runs: 10, seed: 5 }));
    const again = descriptionViolationOf(() =>
      checkDescription(game, { options: first.options, runs: 1, seed: first.gameSeed! }),
    );
    expect([again.check, again.ply, again.line, again.detail]).toEqual([
      first.check,
      first.ply,
      first.line,
      first.detail,
    ]);
  });

  it('of a whole preset give its options and no game', () => {
    const v = descriptionViolationOf(() => checkDescription(mutant('input-order'), { runs: 2 }));
    expect([v.preset, v.options, v.gameIndex, v.ply]).toEqual(['small', {}, undefined, undefined]);
    expect(v.detail).toContain(
      'list their cells in ascending order (a1-b1 = move 0 is selected as [a1, b1])',
    );
    expect(v.message).toContain('replay:    checkDescription(game, { options: {}, seed: 1 })');
  });

  it('keep the error the description threw as the cause', () => {
    const v = descriptionViolationOf(() => checkDescription(mutant('record-write'), { runs: 1 }));
    expect(v.detail).toBe('record.write(pos, ["Left","Right"]) threw Error: nothing to write');
    expect((v.cause as Error).message).toBe('nothing to write');
  });

  it('of a preset that creates no game name it', () => {
    const v = descriptionViolationOf(() => checkDescription(mutant('presets-create'), { runs: 1 }));
    expect([v.preset, v.options]).toEqual(['huge', { width: 40, k: 5 }]);
    expect(v.detail).toMatch(/^create\(options\) of preset 'huge' threw OptionsError/);
    expect(v.message).toContain('replay:    any checkDescription call: it fails before playing a game');
  });
});

describe('checkDescription options', () => {
  it.each([
    [null, 'checkDescription options must be an object'],
    [{ runs: -1 }, 'checkDescription: runs must be an integer >= 0, got -1'],
    [{ movesPerPly: 1 }, 'checkDescription: movesPerPly must be an integer >= 2, got 1'],
    [{ deepEvery: 0.5 }, 'checkDescription: deepEvery must be an integer >= 1, got 0.5'],
    [{ selectionEvery: '4' }, 'checkDescription: selectionEvery must be an integer >= 1, got "4"'],
    [{ thorough: 1 }, 'checkDescription: thorough must be a boolean'],
    [{ skip: 'text-board' }, 'checkDescription: skip must be an array of check names, got "text-board"'],
    [
      { skip: ['text'] },
      'checkDescription: skip names "text", not a check (description-shape, presets-create',
    ],
    [{ skip: ['description-shape'] }, 'checkDescription: description-shape cannot be skipped'],
    [{ seed: Number.MAX_SAFE_INTEGER, runs: 2 }, 'checkDescription: seed + runs must be a safe integer'],
  ])('refuses %j', (config, message) => {
    expect(() => checkDescription(mnk, config as never)).toThrow(OptionsError);
    expect(() => checkDescription(mnk, config as never)).toThrow(message);
  });

  it('passes the game’s own error for options it refuses', () => {
    expect(() => checkDescription(mnk, { options: { width: 40 } })).toThrow(/width/);
    expect(() => checkDescription(mnk, { options: { width: 40 } })).not.toThrow(DescriptionViolation);
  });
});
