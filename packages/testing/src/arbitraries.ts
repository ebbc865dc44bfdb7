/**
 * fast-check arbitraries over any {@link Game}: reachable positions, legal moves, legal lines
 * and valid options. Positions are built by playing a list of random choices (`choice % number
 * of legal moves`), so fast-check shrinks a failing case towards a shorter line of earlier moves.
 *
 * @module
 */

import { ErrorCode, type Game, isQuadrilleError, OptionsError, type Position } from '@quadrille/core';
import * as fc from 'fast-check';
import { safeStringify } from './violation.js';

/** Options of the position and line arbitraries. */
export interface ArbLineOptions {
  /** The longest line generated, in moves (default 200); lines also stop when the game ends. */
  readonly maxPlies?: number;
}

/**
 * A start position and a line of legal moves from it: `moves[i]` is legal after `moves[0..i)`.
 *
 * @typeParam P - the position type.
 * @typeParam M - the move type.
 * @typeParam O - the option type.
 */
export interface LegalLine<P, M, O> {
  /** The options the start position was created with (`undefined` for the default). */
  readonly options: O | undefined;
  /** A new position from `create(options)`, with none of the moves played: yours to mutate. */
  readonly start: P;
  /** The moves, in order; the game may or may not be over after the last one. */
  readonly moves: readonly M[];
}

/**
 * A running position and one of its legal moves, not yet played.
 *
 * @typeParam P - the position type.
 * @typeParam M - the move type.
 */
export interface PositionWithMove<P, M> {
  /** A position where the game is not over: yours to mutate. */
  readonly position: P;
  /** One of its legal moves. */
  readonly move: M;
}

/** Options given as a value or as an arbitrary of values. */
export type OptionsOrArbitrary<O> = O | fc.Arbitrary<O>;

const DEFAULT_MAX_PLIES = 200;

/**
 * Lines of legal moves from the start of `game`: a new start position plus moves chosen by
 * random numbers. Shrinks towards shorter lines of lower-numbered moves, and towards simpler
 * options when `options` is an arbitrary.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(arbLegalLine(mnk, { width: 4 }), ({ start, moves }) => {
 *   for (const m of moves) start.play(m);
 *   return start.history.length === moves.length;
 * }));
 * ```
 *
 * @param game - the game.
 * @param options - the options for `create`, or an arbitrary of them (see {@link arbValidOptions}).
 * @param config - the longest line.
 */
export function arbLegalLine<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options?: OptionsOrArbitrary<O>,
  config: ArbLineOptions = {},
): fc.Arbitrary<LegalLine<P, M, O>> {
  return arbChoices(game, options, config, 0).map(({ opts, choices }) => {
    return describedLine(game, opts, follow(game, opts, choices));
  });
}

/**
 * Positions reached from `game.create(options)` by random legal moves (possibly finished
 * games). Each value is a new position, yours to mutate. A failing property shrinks to a
 * position reached by a short line.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(arbPosition(mnk, { width: 4, k: 3 }), (pos) => {
 *   return pos.isOver() === (pos.legalMoves().length === 0);
 * }));
 * ```
 *
 * @param game - the game.
 * @param options - the options for `create`, or an arbitrary of them.
 * @param config - the longest line.
 */
export function arbPosition<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options?: OptionsOrArbitrary<O>,
  config: ArbLineOptions = {},
): fc.Arbitrary<P> {
  return arbChoices(game, options, config, 0).map(({ opts, choices }) => {
    // The first choice picks where to stop along the line, so that short games do not yield
    // mostly finished positions.
    const moves = follow(game, opts, choices.slice(1));
    const played = moves.slice(0, (choices[0] ?? 0) % (moves.length + 1));
    const pos = game.create(opts);
    for (const m of played) pos.play(m);
    return labelled(pos, () => `${game.id} position after ${lineText(game, opts, played)}`);
  });
}

/**
 * A running position and one of its legal moves, not yet played. Shrinks like
 * {@link arbPosition}. Requires a game whose start position has a legal move.
 *
 * @param game - the game.
 * @param options - the options for `create`, or an arbitrary of them.
 * @param config - the longest line (before the move).
 */
export function arbPositionWithMove<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options?: OptionsOrArbitrary<O>,
  config: ArbLineOptions = {},
): fc.Arbitrary<PositionWithMove<P, M>> {
  return arbChoices(game, options, config, 1).map(({ opts, choices }) => {
    // As in arbPosition, the first choice picks where along the line the move is.
    const moves = follow(game, opts, choices.slice(1));
    if (moves.length === 0) {
      throw new OptionsError(`arbPositionWithMove: ${game.id} has no legal move at the start`);
    }
    const stop = choices[0]! % moves.length;
    const move = moves[stop]!;
    const position = game.create(opts);
    for (const m of moves.slice(0, stop)) position.play(m);
    const text = () =>
      `${game.id} position after ${lineText(game, opts, moves.slice(0, stop))}, move ${notation(game, position, move)}`;
    return labelled({ position, move }, text);
  });
}

/**
 * One of the legal moves of `pos` (shrinking towards the lowest).
 *
 * The arbitrary keeps `pos`: do not play on it inside the property (play on a clone).
 *
 * @param pos - a position with at least one legal move.
 * @throws `OptionsError` (from `@quadrille/core`) if `pos` has no legal move.
 */
export function arbMove<M extends number>(pos: Position<M>): fc.Arbitrary<M> {
  const moves = pos.legalMoves();
  if (moves.length === 0) throw new OptionsError('arbMove needs a position with at least one legal move');
  return fc.constantFrom(...moves);
}

/**
 * The values of `options` that `game.create` accepts: those it rejects with OptionsError are
 * filtered out, so a loose arbitrary (any width, any k) describes the valid variants. Other
 * errors from `create` propagate.
 *
 * @example
 * ```ts
 * const variants = arbValidOptions(mnk, fc.record({ width: fc.integer({ min: 1, max: 6 }), k: fc.integer({ min: 1, max: 6 }) }));
 * ```
 *
 * @param game - the game.
 * @param options - an arbitrary of candidate options.
 */
export function arbValidOptions<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options: fc.Arbitrary<O>,
): fc.Arbitrary<O> {
  return options.filter((o) => {
    try {
      game.create(o);
      return true;
    } catch (e) {
      if (isQuadrilleError(e) && e.code === ErrorCode.Options) return false;
      throw e;
    }
  });
}

/** Whether `value` is a fast-check arbitrary rather than an options value. */
function isArbitrary<O>(value: OptionsOrArbitrary<O> | undefined): value is fc.Arbitrary<O> {
  if (value instanceof fc.Arbitrary) return true;
  const v = value as { generate?: unknown; shrink?: unknown; canShrinkWithoutContext?: unknown } | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.generate === 'function' &&
    typeof v.shrink === 'function' &&
    typeof v.canShrinkWithoutContext === 'function'
  );
}

/** Options plus a list of move choices (at least `minPlies`). */
function arbChoices<O>(
  game: { readonly id: string },
  options: OptionsOrArbitrary<O> | undefined,
  config: ArbLineOptions,
  minPlies: number,
): fc.Arbitrary<{ opts: O | undefined; choices: number[] }> {
  const maxPlies = config.maxPlies ?? DEFAULT_MAX_PLIES;
  if (!Number.isSafeInteger(maxPlies) || maxPlies < minPlies) {
    throw new OptionsError(
      `${game.id}: maxPlies must be an integer >= ${minPlies}, got ${safeStringify(maxPlies)}`,
    );
  }
  // One more choice than plies: the first says where along the line to stop.
  const choices = fc.array(fc.nat(), { minLength: minPlies + 1, maxLength: maxPlies + 1, size: 'max' });
  const opts: fc.Arbitrary<O | undefined> = isArbitrary(options) ? options : fc.constant(options);
  return fc.record({ opts, choices });
}

/**
 * The moves `choices[i] % legal moves` from the start, played until the choices or the game run
 * out.
 */
function follow<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options: O | undefined,
  choices: readonly number[],
): M[] {
  const pos = game.create(options);
  const moves: M[] = [];
  for (const choice of choices) {
    const legal = pos.legalMoves();
    if (legal.length === 0) break;
    const move = legal[choice % legal.length]!;
    pos.play(move);
    moves.push(move);
  }
  return moves;
}

function describedLine<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options: O | undefined,
  moves: M[],
): LegalLine<P, M, O> {
  const line = { options, start: game.create(options), moves };
  return labelled(
    line,
    () => `${game.id} ${safeStringify(options ?? {})}: ${lineText(game, options, moves)}`,
  );
}

/** The moves in the game's notation, for counterexamples. */
function lineText<P extends Position<M>, M extends number, O>(
  game: Game<P, M, O>,
  options: O | undefined,
  moves: readonly M[],
): string {
  if (moves.length === 0) return '(no moves)';
  try {
    const pos = game.create(options);
    return moves
      .map((m) => {
        const text = notation(game, pos, m);
        pos.play(m);
        return text;
      })
      .join(' ');
  } catch {
    return moves.map((m) => `#${m}`).join(' ');
  }
}

function notation<P extends Position<M>, M extends number, O>(game: Game<P, M, O>, pos: P, move: M): string {
  try {
    return game.formatMove(pos, move);
  } catch {
    return `#${move}`;
  }
}

/**
 * Gives `value` a fast-check description (shown in counterexamples) without changing what the
 * game sees: a non-enumerable symbol property, which `clone` and `toJSON` ignore.
 */
function labelled<T extends object>(value: T, describe: () => string): T {
  try {
    Object.defineProperty(value, fc.toStringMethod, {
      value: describe,
      enumerable: false,
      configurable: true,
    });
  } catch {
    // a frozen value keeps fast-check's default rendering
  }
  return value;
}
