/**
 * {@link GtpEngine}: Quadrille as a GTP engine in Pentobi's dialect (see Pentobi's
 * `Pentobi-GTP.md`), so that GTP controllers such as Pentobi's `twogtp` can drive it, and
 * {@link gtpRespond}, one command line answered. Colours are SGF property letters (`b`/`w` in
 * Duo, `1`–`4` otherwise) or names; moves are cell lists (`e8,d9,e9,f9,e10`); responses are
 * `= …` or `? error`, each ending with a blank line. `set_game` takes the names Blokus' presets
 * answer to (Pentobi's game names among them). `time_settings` and `time_left` (standard GTP)
 * put `genmove` on the controller's clock; without them the engine keeps its own (`--clock`),
 * started afresh by `clear_board`. Either is core's clock, each colour's time kept by core's
 * `GameClock`.
 *
 * @module
 */

import { type Budget, moveTime } from '@quadrille/ai';
import {
  type BlokusMove,
  type BlokusPosition,
  blokus,
  parseColour,
  parseMove,
  render,
} from '@quadrille/blokus';
import {
  type ClockSettings,
  checkClock,
  findPreset,
  GameClock,
  isQuadrilleError,
  type OpeningBook,
} from '@quadrille/core';
import { type AnyPosition, type GamePlayer, parsePlayerSpec } from '@quadrille/play';
import type { AiSettings } from '../flags.js';
import { makePlayer, type SearchThreads } from '../players.js';

/** The engine name reported by `name`. */
export const GTP_NAME = 'Quadrille';

/** The player `genmove` asks. */
const MCTS = parsePlayerSpec('mcts');

/** A failed command: answered with `? message`. */
class GtpFailure extends Error {}

/** What `time_left` answers to arguments it cannot take. */
const TIME_LEFT_USAGE = 'time_left takes a colour, seconds and stones';

/** What `time_settings` answers to arguments it cannot take. */
const TIME_SETTINGS_USAGE = 'time_settings takes main time, byo-yomi time and byo-yomi stones';

/**
 * The engine's state: the position, the positions before each `play`/`genmove`, the AI
 * settings, and the player of the current game (Blokus' `mcts`).
 */
export class GtpEngine {
  private pos: BlokusPosition;
  private past: BlokusPosition[] = [];
  private seed: number;
  /**
   * One player for the whole game, so that its search tree carries over from one `genmove` to
   * the next as in `quadrille match` (its search starts afresh by itself when a position does
   * not follow the last one: after `undo`, or a move out of turn). A new game or seed drops it
   * (and closes it: on `--threads`, its threads end).
   */
  private player: GamePlayer | undefined;
  /**
   * The controller's clock (`time_settings`), `'none'` when it said there are no time limits,
   * or undefined when it said nothing (then the engine's own `--clock`, if any, applies).
   */
  private controllerClock: Required<ClockSettings> | 'none' | undefined;
  /** Each colour's time in this game, by colour; started afresh by `clear_board` and `time_settings`. */
  private clocks = new Map<number, GameClock>();
  quit = false;

  /**
   * @param book - an opening book `genmove` plays from where it has a move (Pentobi's engine
   *   does the same unless started with `--nobook`).
   * @param threads - the threads `genmove` searches on (`--threads`); call {@link GtpEngine.close}
   *   when done with the engine.
   */
  constructor(
    start: BlokusPosition,
    private readonly ai: AiSettings,
    private readonly version: string,
    private readonly book?: OpeningBook<AnyPosition>,
    private readonly threads?: SearchThreads,
  ) {
    this.pos = start;
    this.seed = ai.seed;
  }

  /** The commands, in `list_commands` order. */
  readonly commands: Readonly<Record<string, (args: string[]) => string | Promise<string>>> = {
    all_legal: ([c]) => {
      const colour = this.colour(c);
      return this.pos
        .legalMovesOf(colour)
        .map((m) => blokus.formatMove(this.pos, m))
        .join('\n');
    },
    clear_board: () => this.reset({ variant: this.pos.rules.options.variant }),
    // GoGui-style controllers (Pentobi's twogtp) ask it before and after every game.
    cputime: () => cpuSeconds(process.cpuUsage()),
    final_score: () => this.finalScore(),
    g: () => this.genmove(this.colourToMove(), true),
    genmove: ([c]) => this.genmove(this.colour(c), true),
    known_command: ([name]) => String(name !== undefined && Object.hasOwn(this.commands, name)),
    list_commands: () => Object.keys(this.commands).join('\n'),
    name: () => GTP_NAME,
    p: (args) => this.play(this.colourToMove(), args.join(' ')),
    play: ([c, ...move]) => this.play(this.colour(c), move.join(' ')),
    protocol_version: () => '2',
    quit: () => {
      this.quit = true;
      return '';
    },
    reg_genmove: ([c]) => this.genmove(this.colour(c), false),
    set_game: (args) => {
      // Pentobi's game names (SGF `GM`) and abbreviations are the presets' aliases.
      const name = args.join(' ');
      let options: object;
      try {
        options = findPreset(blokus, name).options;
      } catch {
        throw new GtpFailure(`unsupported game variant '${name}'`);
      }
      return this.reset(options);
    },
    time_left: ([c, t, n]) => {
      const colour = this.colour(c);
      // A controller may report a colour past its time as a negative number.
      const seconds = readGtpNumber(t, true);
      const stones = readGtpNumber(n ?? '0', false);
      if (seconds === undefined || stones === undefined || !Number.isInteger(stones)) {
        throw new GtpFailure(TIME_LEFT_USAGE);
      }
      // With no clock in play there is nothing to set: `genmove` has its budget per move.
      const clock = this.clock;
      if (clock !== undefined)
        gtpClockInput(TIME_LEFT_USAGE, () => this.clockOf(colour, clock).set(seconds * 1000, stones));
      return '';
    },
    time_settings: ([m, b, n]) => {
      const [main, byo, stones] = [m, b, n].map((x) => readGtpNumber(x, false));
      if (main === undefined || byo === undefined || stones === undefined || !Number.isInteger(stones)) {
        throw new GtpFailure(TIME_SETTINGS_USAGE);
      }
      // GTP: byo-yomi time with no stones means no time limits; no byo-yomi time, sudden death,
      // whatever the stones say. Sudden death with no time at all (`0 0 0`), which core's clock
      // refuses, is its least clock: the engine plays each move at its minimum, as it must.
      this.controllerClock =
        byo > 0 && stones === 0
          ? 'none'
          : gtpClockInput(TIME_SETTINGS_USAGE, () =>
              checkClock(
                byo === 0
                  ? { totalMs: Math.max(main * 1000, 1) }
                  : { totalMs: main * 1000, byoMs: byo * 1000, stones },
              ),
            );
      this.clocks.clear();
      this.dropPlayer();
      return '';
    },
    set_random_seed: ([n]) => {
      const seed = Number(n);
      if (!Number.isSafeInteger(seed)) throw new GtpFailure('the seed must be an integer');
      this.seed = seed;
      this.dropPlayer();
      return '';
    },
    showboard: () => `\n${render(this.pos)}`,
    undo: () => {
      const previous = this.past.pop();
      if (previous === undefined) throw new GtpFailure('no move to undo');
      this.pos = previous;
      return '';
    },
    version: () => this.version,
  };

  private reset(options: object): string {
    this.pos = blokus.create(options);
    this.past = [];
    this.dropPlayer();
    this.clocks.clear();
    return '';
  }

  /** Drops the player of this game, closing it (its threads end in the background). */
  private dropPlayer(): void {
    void this.player?.close?.();
    this.player = undefined;
  }

  /** Closes the engine's player (its search threads, on `--threads`): call it once done. */
  async close(): Promise<void> {
    const player = this.player;
    this.player = undefined;
    await player?.close?.();
  }

  /**
   * The clock `genmove` plays on: the controller's (`time_settings`), else the engine's own
   * (`--clock`), else none (`--time` / `--iterations` per move, and after `time_settings` with
   * no time limits).
   */
  get clock(): Required<ClockSettings> | undefined {
    if (this.controllerClock === 'none') return undefined;
    if (this.controllerClock !== undefined) return this.controllerClock;
    const own = this.ai.budget.clock;
    return own === undefined ? undefined : checkClock(own);
  }

  /**
   * `colour`'s time in this game on `clock`, started on first use. A period overrun has lost on
   * time: the engine plays on at its minimum if the controller goes on.
   */
  private clockOf(colour: number, clock: Required<ClockSettings>): GameClock {
    let kept = this.clocks.get(colour);
    if (kept === undefined) {
      kept = new GameClock(clock);
      this.clocks.set(colour, kept);
    }
    return kept;
  }

  /**
   * The budget of the next `genmove` for `colour` (default: the colour to move): on a clock,
   * the time the schedule gives this move (`moveTime` of `@quadrille/ai`, with Blokus'
   * knowledge) and the iteration cap of `--iterations`; else `--time` / `--iterations`. What
   * the search gets, but for the time saved when its move is decided early.
   */
  plannedBudget(colour = this.colourToMove()): Budget {
    const clock = this.clock;
    const { iterations, timeMs } = this.ai.budget;
    const cap = iterations === undefined ? {} : { iterations };
    if (clock === undefined) return { ...cap, ...(timeMs === undefined ? {} : { timeMs }) };
    const pos = this.pos.colourToMove === colour ? this.pos : this.withColourToPlay(colour);
    return { ...cap, timeMs: moveTime(pos, this.clockOf(colour, clock).reading(), blokus.knowledge) };
  }

  /** The budget the engine's player is made with: on a clock, that clock (read afresh at each move). */
  private playerBudget(clock: Required<ClockSettings> | undefined): Budget {
    const { iterations, timeMs } = this.ai.budget;
    const cap = iterations === undefined ? {} : { iterations };
    if (clock === undefined) return { ...cap, ...(timeMs === undefined ? {} : { timeMs }) };
    return { ...cap, clock };
  }

  private colour(text: string | undefined): number {
    if (text === undefined) throw new GtpFailure('missing colour');
    try {
      return parseColour(this.pos.rules, text);
    } catch (e) {
      if (isQuadrilleError(e)) throw new GtpFailure(e.message);
      throw e;
    }
  }

  private colourToMove(): number {
    const c = this.pos.colourToMove;
    if (c < 0) throw new GtpFailure('the game is over');
    return c;
  }

  private play(colour: number, text: string): string {
    if (text.trim().toLowerCase() === 'pass') return '';
    let move: BlokusMove;
    try {
      move = parseMove(this.pos, text, colour);
    } catch (e) {
      if (isQuadrilleError(e)) throw new GtpFailure(e.message);
      throw e;
    }
    this.past.push(this.pos.clone());
    this.pos.playFor(colour, move);
    return '';
  }

  private async genmove(colour: number, commit: boolean): Promise<string> {
    if (this.pos.legalMovesOf(colour).length === 0) return 'pass';
    const search = this.pos.colourToMove === colour ? this.pos.clone() : this.withColourToPlay(colour);
    const clock = this.clock;
    this.player ??= makePlayer(MCTS, {
      game: blokus,
      budget: this.playerBudget(clock),
      seed: this.seed++,
      ...(this.book === undefined ? {} : { book: this.book }),
      ...(this.threads === undefined ? {} : { threads: this.threads }),
    });
    const kept = clock === undefined ? undefined : this.clockOf(colour, clock);
    const t0 = performance.now();
    let options = {};
    if (kept !== undefined) {
      const { remainingMs, movesToGo } = kept.reading();
      options = { timeLeftMs: remainingMs, ...(movesToGo === undefined ? {} : { movesToGo }) };
    }
    const { move } = await this.player.chooseMove(search, options);
    kept?.charge(performance.now() - t0);
    const text = blokus.formatMove(this.pos, move as BlokusMove);
    if (commit) {
      this.past.push(this.pos.clone());
      this.pos.playFor(colour, move as BlokusMove);
    }
    return text;
  }

  /**
   * The position with `colour` to move: the engine only lets the colour to move change before
   * the first move, so rebuild it with every piece as setup (what Pentobi's SGF `PL` does).
   */
  private withColourToPlay(colour: number): BlokusPosition {
    const p = blokus.create(this.pos.rules.options);
    for (const s of this.pos.setup) p.addSetup(s.colour, s.placement);
    const colours = this.pos.historyColours;
    for (const [i, m] of this.pos.history.entries()) p.addSetup(colours[i]!, m);
    p.setColourToPlay(colour);
    return p;
  }

  private finalScore(): string {
    const scores = this.pos.seatScores();
    if (scores.length !== 2) return scores.join(' ');
    const diff = scores[0]! - scores[1]!;
    return diff === 0 ? '0' : diff > 0 ? `B+${diff}` : `W+${-diff}`;
  }
}

/**
 * Answers one GTP command line: `[id] name args…` → `=[id] result\n\n` or `?[id] error\n\n`
 * (always a space after the status and id, as the protocol has it, even before an empty text);
 * empty and comment lines get no answer (`undefined`).
 */
export async function gtpRespond(
  engine: { commands: GtpEngine['commands'] },
  line: string,
): Promise<string | undefined> {
  // GTP: drop control characters except tab and line feed, turn tabs into spaces, strip comments.
  let cleaned = '';
  for (const ch of line) {
    const code = ch.charCodeAt(0);
    if (ch === '\t') cleaned += ' ';
    else if (code >= 32 && code !== 127) cleaned += ch;
  }
  cleaned = cleaned.replace(/#.*/, '').trim();
  if (cleaned === '') return undefined;
  let words = cleaned.split(/\s+/);
  let id = '';
  if (/^\d+$/.test(words[0]!)) {
    id = words[0]!;
    words = words.slice(1);
  }
  const [name = '', ...args] = words;
  const command = engine.commands[name];
  if (command === undefined) return `?${id} unknown command\n\n`;
  try {
    const result = await command(args);
    return gtpAnswer('=', id, result);
  } catch (e) {
    if (e instanceof GtpFailure || isQuadrilleError(e)) return gtpAnswer('?', id, e.message);
    throw e;
  }
}

/**
 * One GTP response: the status (`=` or `?`), the id, a space and the text, then an empty line.
 * The space is there even when the text is empty (`= ` then the empty line) or starts on the
 * next line (`showboard`): controllers such as Pentobi's `twogtp` refuse a response without it.
 * Empty lines inside the text would end the response early, so they are dropped.
 */
function gtpAnswer(status: '=' | '?', id: string, text: string): string {
  const body = text.replace(/\r/g, '').replace(/\n{2,}/g, '\n');
  return `${status}${id} ${body.endsWith('\n') ? body.slice(0, -1) : body}\n\n`;
}

/**
 * The CPU time a process has used, in seconds with millisecond precision (`12.345`): user plus
 * system time of every thread, so that a search on `--threads` counts in full, as Pentobi's
 * `cputime` does.
 */
export function cpuSeconds(usage: NodeJS.CpuUsage): string {
  return ((usage.user + usage.system) / 1e6).toFixed(3);
}

/**
 * A GTP time argument: a decimal number (no hex, exponents or `Infinity`), negative only where
 * `negative` allows; `undefined` when it is not one. Core's clock sets the limits of its size.
 */
function readGtpNumber(text: string | undefined, negative: boolean): number | undefined {
  if (text === undefined || !(negative ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/).test(text)) return undefined;
  return Number(text);
}

/**
 * `read()`'s result, its clock refusing what the controller sent (a time past core's
 * `CLOCK_LIMITS`, stones a period cannot have) turned into `? usage`.
 */
function gtpClockInput<T>(usage: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (isQuadrilleError(e)) throw new GtpFailure(usage);
    throw e;
  }
}
