/**
 * {@link checkDescription}: checks a game's description (core's `GameDescription`) — its shape,
 * presets, seats, view, move descriptions, the cells each move is made by selecting, and its
 * policies, text board and record format — at positions of seeded random games, throwing a
 * {@link DescriptionViolation} with a replayable counterexample on the first failure.
 *
 * @module
 */

import {
  type AnyGameDescription,
  type DescribedMove,
  descriptionProblems,
  type GameDescription,
  isPlainObject,
  type Position,
} from '@quadrille/core';
import type { DescriptionCheck } from './description-checks.js';
import { CSS_COLOUR, DescriptionRun, type DescriptionTally, type OrderEvidence } from './description-run.js';
import {
  type CheckDescriptionOptions,
  type DescriptionSettings,
  descriptionSettingsOf,
} from './description-settings.js';
import {
  attemptCheck,
  caughtDescription,
  type DescriptionCounterexample,
  DescriptionViolation,
  descriptionBreach,
} from './description-violation.js';
import { notateLine } from './notate-line.js';
import { checkOptionsSchema } from './options-schema-check.js';
import { safeStringify, truncate } from './violation.js';

/** What {@link checkDescription} did, so a test can see that it really checked something. */
export interface CheckDescriptionReport {
  /** Presets created: all of the description's. */
  readonly presets: number;
  /** Random games played: `runs` per preset, or `runs` of the options given. */
  readonly games: number;
  /** Positions checked, over all games. */
  readonly positions: number;
  /** Legal moves whose input cells were checked, summed over the positions. */
  readonly moves: number;
  /** Moves whose selection was checked through `matchSelection` (with every prefix for the sampled ones). */
  readonly selections: number;
  /** Moves played whose cells were compared with the view's `last-move` overlay after them. */
  readonly lastMoves: number;
  /** Policy choices checked, over all policies. */
  readonly policyChoices: number;
  /**
   * The checks not made, each with why: the description lacks the optional part a check is
   * about (policies, a text board, a record format), the run met nothing to judge it by, or the
   * options skip it. Empty when everything was checked.
   */
  readonly skipped: readonly SkippedDescriptionCheck[];
}

/** A check {@link checkDescription} did not make, and why (one line). */
export interface SkippedDescriptionCheck {
  /** The check's stable name. */
  readonly check: DescriptionCheck;
  /** Why it was not made, such as "the description has no policies". */
  readonly reason: string;
}

/** The fewest moves of two or more cells `input-order` judges an ordered input by. */
const ORDER_EVIDENCE = 8;

/**
 * Checks that `game` describes itself correctly to the tools that read descriptions (a board,
 * the command line, studies; see {@link DESCRIPTION_CHECKS}). First, without playing: the shape
 * (core's `descriptionProblems` must find nothing), every preset's options create a game, aliases
 * are lower case and unique, and a text board's colours and a record format's names are well
 * formed. Then it plays `runs` seeded random games of every preset (or of `options`), the same
 * games `checkGame` plays with those seeds, and checks at every position: `seats(pos)` names and
 * colours every seat; `view(pos)` can be drawn and agrees with `isOver()`; every legal move's
 * input cells are distinct cells of the view and hold the cells of its `describeMove`; selecting
 * them (and every prefix) makes, through core's `matchSelection`, exactly the legal moves with
 * those cells, and a prefix is extensible; the moves without cells are `cellFreeMoves`; after each
 * move the view's `last-move` overlay holds the cells `describeMove` gave; and none of these
 * change the position. At sampled positions, every policy chooses a legal move, the same for the
 * same seed, without changing the position, and `text.board` and `record.write` work. An
 * ordered input must order cells by their part in the move, not by their numbers. The costlier
 * checks are sampled (see {@link CheckDescriptionOptions}); checks the description gives nothing
 * to make are listed in the report's `skipped`.
 *
 * Works in any test runner: call it inside a test; it returns normally when everything holds.
 * The protocol itself (legal moves, notation, JSON…) is {@link checkGame}'s job: errors the
 * rules throw while this plays pass through unchanged.
 *
 * @example
 * ```ts
 * import { mnk } from '@quadrille/examples';
 * import { checkDescription } from '@quadrille/testing';
 *
 * const report = checkDescription(mnk, { runs: 5 }); // 5 games of each of its 3 presets
 * console.log(report.games, report.skipped.map((s) => s.check).includes('policy-legal')); // => 15 true
 * ```
 *
 * @param game - the description under test: any `GameDescription`, such as a game package's
 *   exported object.
 * @param config - the options to play instead of the presets, how many games, the seed, sampling.
 * @returns what was checked.
 * @throws {@link DescriptionViolation} naming the first failed check, with the game id, preset,
 *   options, seed, game index, ply and the move list in the game's notation (no game for the
 *   checks of the description as a whole).
 * @throws `OptionsError` (from `@quadrille/core`) for an invalid `config`. Whatever
 *   `game.create(options)` throws for invalid `options` is passed through unchanged.
 */
export function checkDescription<P extends Position<M>, M extends number, O, D extends DescribedMove>(
  game: GameDescription<P, M, O, D>,
  config: CheckDescriptionOptions<O> = {},
): CheckDescriptionReport {
  const settings = descriptionSettingsOf(config);
  const generic = game as unknown as AnyGameDescription;
  const gameId = typeof generic?.id === 'string' ? generic.id : safeStringify(generic?.id);
  const fail = (e: unknown, where: Partial<DescriptionCounterexample> = {}): never => {
    if (!caughtDescription(e)) throw e;
    throw new DescriptionViolation(
      e.check,
      {
        gameId,
        preset: undefined,
        options: undefined,
        seed: settings.seed,
        gameIndex: undefined,
        gameSeed: undefined,
        ply: undefined,
        line: undefined,
        detail: e.detail,
        ...where,
      },
      e.original,
    );
  };
  try {
    checkWhole(generic, settings);
  } catch (e) {
    fail(e);
  }
  for (const preset of generic.presets) {
    const where = { preset: preset.name, options: preset.options };
    try {
      checkPreset(generic, preset, settings);
    } catch (e) {
      fail(e, where);
    }
  }
  try {
    // After the presets: a preset that creates no game is `presets-create`'s to report.
    if (!settings.skip.has('options-schema')) checkOptionsSchema(generic, settings.seed);
  } catch (e) {
    fail(e);
  }
  const targets =
    config.options === undefined
      ? generic.presets.map((p) => ({ preset: p.name as string | undefined, options: p.options as unknown }))
      : [{ preset: undefined, options: config.options as unknown }];
  const tally: DescriptionTally = { positions: 0, moves: 0, selections: 0, lastMoves: 0, policyChoices: 0 };
  const evidence: OrderEvidence[] = [];
  for (const { preset, options } of targets) {
    const create = (): Position<number> => generic.create(options);
    const order: OrderEvidence = { multi: 0, ascending: 0, descending: 0, example: undefined };
    evidence.push(order);
    for (let index = 0; index < settings.runs; index++) {
      const gameSeed = settings.seed + index;
      const run = new DescriptionRun(generic, create, settings, gameSeed, tally, order);
      try {
        run.play();
      } catch (e) {
        fail(e, {
          preset,
          options,
          gameIndex: index,
          gameSeed,
          ply: run.ply,
          line: notateLine(generic, create, run.line.slice(0, run.ply)),
        });
      }
    }
    try {
      checkOrder(generic, settings, order);
    } catch (e) {
      fail(e, { preset, options });
    }
  }
  const games = settings.runs * targets.length;
  return {
    presets: generic.presets.length,
    games,
    ...tally,
    skipped: skippedChecks(generic, settings, tally.positions > games && tally.lastMoves === 0, evidence),
  };
}

/** The checks of the description as a whole, before any game: shape, text colours, record names, policies. */
function checkWhole(game: AnyGameDescription, settings: DescriptionSettings): void {
  const problems = descriptionProblems(game);
  if (problems.length > 0) {
    descriptionBreach('description-shape', `it is not a game description: ${problems.join('; ')}`);
  }
  const on = (check: DescriptionCheck) => !settings.skip.has(check);
  const { text, record, policies } = game as Partial<AnyGameDescription>;
  if (text !== undefined && on('text-board')) {
    if (!isPlainObject(text) || typeof text.board !== 'function') {
      descriptionBreach('text-board', `text is ${shown(text)}, not { board(pos), legend?(pos), colours? }`);
    }
    if (text.legend !== undefined && typeof text.legend !== 'function') {
      descriptionBreach('text-board', `text.legend is ${shown(text.legend)}, not a function`);
    }
    if (text.colours !== undefined) {
      if (!isPlainObject(text.colours))
        descriptionBreach('text-board', `text.colours is ${shown(text.colours)}, not an object`);
      for (const [symbol, colour] of Object.entries(text.colours)) {
        if (typeof colour !== 'string' || !CSS_COLOUR.test(colour)) {
          descriptionBreach(
            'text-board',
            `text.colours[${shown(symbol)}] is ${shown(colour)}, not a CSS colour #rrggbb`,
          );
        }
      }
    }
  }
  if (record !== undefined && on('record-write')) {
    const r = record as Partial<typeof record> | null;
    if (!isPlainObject(r) || typeof r.write !== 'function') {
      descriptionBreach(
        'record-write',
        `record is ${shown(record)}, not { name, extension, write(pos, players) }`,
      );
    }
    if (typeof r.name !== 'string' || r.name.trim() === '') {
      descriptionBreach('record-write', `record.name is ${shown(r.name)}, not a non-empty string`);
    }
    if (typeof r.extension !== 'string' || !/^[A-Za-z0-9]+$/.test(r.extension)) {
      descriptionBreach(
        'record-write',
        `record.extension is ${shown(r.extension)}, not letters and digits (no dot)`,
      );
    }
  }
  if (policies !== undefined && on('policy-legal')) {
    if (!isPlainObject(policies))
      descriptionBreach('policy-legal', `policies is ${shown(policies)}, not an object`);
    for (const [name, policy] of Object.entries(policies)) {
      if (typeof (policy as { choose?: unknown } | null)?.choose !== 'function') {
        descriptionBreach('policy-legal', `policies.${name} is ${shown(policy)}, not { choose(pos, rng) }`);
      }
    }
  }
}

/** One preset: its options create a game, and its aliases are lower case and name no other preset. */
function checkPreset(
  game: AnyGameDescription,
  preset: AnyGameDescription['presets'][number],
  settings: DescriptionSettings,
): void {
  if (settings.skip.has('presets-create')) return;
  attemptCheck('presets-create', `create(options) of preset '${preset.name}'`, () =>
    game.create(preset.options),
  );
  const { aliases } = preset;
  if (aliases === undefined) return;
  if (!Array.isArray(aliases)) {
    descriptionBreach(
      'presets-create',
      `the aliases of preset '${preset.name}' are ${shown(aliases)}, not an array`,
    );
  }
  for (const alias of aliases) {
    if (typeof alias !== 'string' || alias.trim() === '' || alias !== alias.toLowerCase()) {
      descriptionBreach(
        'presets-create',
        `preset '${preset.name}' has alias ${shown(alias)}, not a non-empty lower-case string (findPreset lower-cases the name it is given)`,
      );
    }
    const others = game.presets.filter((p) => p !== preset);
    const clash =
      others.find((p) => p.name === alias || (p.aliases?.includes(alias) ?? false)) ??
      (alias === preset.name || aliases.indexOf(alias) !== aliases.lastIndexOf(alias) ? preset : undefined);
    if (clash !== undefined) {
      descriptionBreach(
        'presets-create',
        `preset '${preset.name}' has alias '${alias}', which also names preset '${clash.name}'`,
      );
    }
  }
}

/** `input-order`: an ordered input does not list the cells of all its moves by ascending or descending number. */
function checkOrder(game: AnyGameDescription, settings: DescriptionSettings, order: OrderEvidence): void {
  if (!game.input.ordered || settings.skip.has('input-order') || order.multi < ORDER_EVIDENCE) return;
  const direction =
    order.ascending === order.multi
      ? 'ascending'
      : order.descending === order.multi
        ? 'descending'
        : undefined;
  if (direction === undefined) return;
  descriptionBreach(
    'input-order',
    `the input is ordered, but all ${order.multi} moves of two or more cells met list their cells in ${direction} order (${order.example}): the order a person must follow is the cells' numbers, which a board does not show; make the input unordered`,
  );
}

/**
 * The checks that `game`, `settings` and what the run met leave unmade, with why (`noLastMove`:
 * moves were played but the view never showed a last-move overlay).
 */
function skippedChecks(
  game: AnyGameDescription,
  settings: DescriptionSettings,
  noLastMove: boolean,
  evidence: readonly OrderEvidence[],
): SkippedDescriptionCheck[] {
  const skipped: SkippedDescriptionCheck[] = [];
  const skip = (reason: string, ...checks: DescriptionCheck[]): void => {
    for (const check of checks) {
      if (!settings.skip.has(check)) skipped.push({ check, reason });
    }
  };
  if (!game.input.ordered) skip('the input is unordered', 'input-order');
  else if (!evidence.some((o) => o.multi >= ORDER_EVIDENCE)) {
    const most = Math.max(0, ...evidence.map((o) => o.multi));
    skip(`too few moves of two or more cells were met (${most}; ${ORDER_EVIDENCE} needed)`, 'input-order');
  }
  if (noLastMove) skip('the view has no last-move overlay', 'last-move-overlay');
  if (game.policies === undefined) {
    skip('the description has no policies', 'policy-legal', 'policy-unchanged', 'policy-deterministic');
  }
  if (game.options === undefined) skip('the description has no options schema', 'options-schema');
  if (game.text === undefined) skip('the description has no text board', 'text-board');
  if (game.record === undefined) skip('the description has no record format', 'record-write');
  for (const check of settings.skip) skipped.push({ check, reason: 'the options skip it' });
  return skipped;
}

/** `value` for a message, cut short. */
function shown(value: unknown): string {
  return truncate(safeStringify(value), 120);
}
