/**
 * The options a client gives: {@link CreateOptions} when it creates a room (the game's setup,
 * computer seats, a clock) and {@link JoinOptions} whenever it joins. Both arrive from strangers
 * and are read by {@link readCreateOptions} and {@link readJoinOptions}, which refuse anything
 * else with a typed error (`OptionsError` for the game's setup, {@link RoomError} `bad-join`).
 *
 * @module
 */

import type { MctsLevel } from '@quadrille/ai';
import {
  type AnyGameDescription,
  type ClockSettings,
  describeValue,
  failOptions,
  isPlainObject,
  OptionsError,
  presetOptions,
  Reason,
  readRecord,
} from '@quadrille/core';
import { type ClockOption, readClockOption } from './clock-option.js';
import { RoomError } from './errors.js';

/** What a client sends when it creates a room (with {@link JoinOptions} beside it). */
export interface CreateOptions {
  /** A preset's name or alias (default: the game's first preset). */
  readonly preset?: string;
  /** Options of the game's `create`, over the preset's (validated by the game). */
  readonly options?: Record<string, unknown>;
  /**
   * The seats a computer plays, by seat number, each with its level (1 to the room's
   * `maxComputerLevel`): `{ "1": 3 }` is a person against level 3. Every other seat is a
   * person's; at least one must be.
   */
  readonly computers?: Readonly<Record<string, number>>;
  /**
   * A clock for every seat, in milliseconds: core's `{ totalMs, incrementMs?, byoMs?, stones? }`
   * (main time, an increment after each move made in it, then byo-yomi: `byoMs` for every
   * `stones` moves), or `{ total, increment? }` (the same as `{ totalMs, incrementMs }`). A seat
   * whose time runs out loses. Default: no clock. See {@link ClockOption}.
   */
  readonly clock?: ClockOption;
}

/** What a client may send each time it joins (or creates) a room. */
export interface JoinOptions {
  /** The seat it asks for (0-based); without it the first free seat, or spectating. */
  readonly seat?: number;
  /** The name the other clients see (at most {@link MAX_NAME_LENGTH} characters). */
  readonly name?: string;
  /** The token of a `seat` message: rejoins that seat, even after the server restarted. */
  readonly token?: string;
}

/** A room's setup, read from {@link CreateOptions}. */
export interface RoomSetup {
  /** The preset's name. */
  readonly preset: string;
  /** The options given to `create` (preset and overrides), as JSON would carry them. */
  readonly options: unknown;
  /** Per seat: the computer's level, or 0 for a person. */
  readonly computers: readonly number[];
  /** The clock (core's, every field filled in), or `undefined`. */
  readonly clock: Required<ClockSettings> | undefined;
}

/** The longest name a player may give. */
export const MAX_NAME_LENGTH = 40;
/** The longest game options a client may send, as JSON text. */
export const MAX_OPTIONS_TEXT = 4096;

const CREATE_KEYS = ['preset', 'options', 'computers', 'clock', 'seat', 'name', 'token'] as const;

/**
 * Reads a client's create options for `game` and makes the start position.
 *
 * @param maxLevel - the highest computer level the room allows.
 * @throws `OptionsError`: the game's own (`unknown-preset`, `bad-size`, …) for its setup,
 *   `unknown-option`, `bad-type`, `too-large` for the room's fields, `bad-computers` for seats
 *   that are not the game's or levels out of range, `bad-clock` for a clock that core's clock or
 *   the room's floor refuses (see {@link readClockOption}).
 */
export function readCreateOptions<P>(
  game: AnyGameDescription,
  raw: unknown,
  maxLevel: MctsLevel,
): { setup: RoomSetup; position: P } {
  const given = readRecord(raw ?? {}, CREATE_KEYS, 'room options', failOptions, Reason.UnknownOption);
  const preset = given.preset;
  if (preset !== undefined && (typeof preset !== 'string' || preset.length > 64))
    throw new OptionsError(`preset must be a preset's name, got ${describeValue(preset)}`, Reason.BadType);
  const overrides = given.options;
  if (overrides !== undefined) {
    if (!isPlainObject(overrides))
      throw new OptionsError(
        `options must be a plain object, got ${describeValue(overrides)}`,
        Reason.NotAnObject,
      );
    if (JSON.stringify(overrides).length > MAX_OPTIONS_TEXT)
      throw new OptionsError(`options: longer than ${MAX_OPTIONS_TEXT} characters as JSON`, Reason.TooLarge);
  }
  const name = presetOptionsName(game, preset as string | undefined);
  const options = presetOptions(game, name, overrides);
  const position = game.create(options) as { seats: number };
  const computers = readComputers(given.computers, position.seats, maxLevel);
  const clock = readClockOption(given.clock);
  // The options as JSON carries them: what the room stores and restores with.
  const stored: unknown = JSON.parse(JSON.stringify(options ?? {}));
  return { setup: { preset: name, options: stored, computers, clock }, position: position as P };
}

/** The canonical name of the preset a client named (or the default). */
function presetOptionsName(game: AnyGameDescription, preset: string | undefined): string {
  if (preset === undefined) return game.presets[0]!.name;
  const wanted = preset.trim().toLowerCase();
  const found = game.presets.find((p) => p.name === wanted || (p.aliases?.includes(wanted) ?? false));
  // presetOptions throws the game's `unknown-preset` for a name it does not know.
  if (found === undefined) presetOptions(game, preset);
  return found?.name ?? preset;
}

function readComputers(value: unknown, seats: number, maxLevel: MctsLevel): number[] {
  const levels = new Array<number>(seats).fill(0);
  if (value === undefined) return levels;
  if (!isPlainObject(value))
    throw new OptionsError(
      `computers must be { seat: level }, got ${describeValue(value)}`,
      Reason.NotAnObject,
    );
  const keys = Object.keys(value);
  if (keys.length > seats)
    throw new OptionsError(`computers: more entries than the game's ${seats} seats`, 'bad-computers');
  for (const key of keys) {
    const seat = /^(0|[1-9][0-9]?)$/.test(key) ? Number(key) : -1;
    if (seat < 0 || seat >= seats)
      throw new OptionsError(
        `computers: no seat ${describeValue(key)} (seats 0 to ${seats - 1})`,
        'bad-computers',
      );
    const level = Object.getOwnPropertyDescriptor(value, key)?.value;
    if (!Number.isInteger(level) || (level as number) < 1 || (level as number) > maxLevel) {
      throw new OptionsError(
        `computers: seat ${seat}'s level must be an integer from 1 to ${maxLevel}, got ${describeValue(level)}`,
        'bad-computers',
      );
    }
    levels[seat] = level as number;
  }
  if (levels.every((l) => l > 0))
    throw new OptionsError('computers: at least one seat must be a person', 'bad-computers');
  return levels;
}

/** Join options as read: each field checked, absent ones `undefined`. */
export interface Joining {
  readonly seat: number | undefined;
  readonly name: string | undefined;
  readonly token: string | undefined;
}

/**
 * Reads a client's join options (create options may stand beside them; they are ignored here).
 *
 * @throws {@link RoomError} `bad-join` for fields of the wrong type or size.
 */
export function readJoinOptions(raw: unknown): Joining {
  if (raw === undefined || raw === null) return { seat: undefined, name: undefined, token: undefined };
  if (!isPlainObject(raw))
    throw new RoomError(`join options must be an object, got ${describeValue(raw)}`, 'bad-join');
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(raw, key)?.value;
  const seat = field('seat');
  const name = field('name');
  const token = field('token');
  if (seat !== undefined && (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) > 255))
    throw new RoomError(`seat must be a seat number, got ${describeValue(seat)}`, 'bad-join');
  if (name !== undefined && (typeof name !== 'string' || name.length > MAX_NAME_LENGTH))
    throw new RoomError(`name must be text of at most ${MAX_NAME_LENGTH} characters`, 'bad-join');
  if (token !== undefined && (typeof token !== 'string' || token.length > 128))
    throw new RoomError('token must be the text of a seat message', 'bad-join');
  return {
    seat: seat as number | undefined,
    name: name === undefined ? undefined : (name as string).trim(),
    token: token as string | undefined,
  };
}
