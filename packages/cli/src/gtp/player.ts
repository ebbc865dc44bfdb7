/**
 * {@link gtpPlayer}: an external Blokus engine speaking Pentobi's GTP dialect as a match player.
 * The engine keeps its own board: before each of its moves it is told the moves played since
 * (`play <colour> <cells>`), then asked for one (`genmove <colour>`), which must be legal here;
 * at the end of the game it is told the last moves and must agree on the score (`final_score`).
 *
 * @module
 */

import { type MoveChoice, unsearchedChoice } from '@quadrille/ai';
import { type BlokusMove, BlokusPosition, blokus, parseMove, ROTATING_SEAT } from '@quadrille/blokus';
import { isQuadrilleError, type MoveOf } from '@quadrille/core';
import type { AnyPosition, GamePlayer } from '@quadrille/play';
import { UsageError } from '../usage-error.js';
import { GtpClient } from './client.js';
import { EngineError } from './engine-error.js';

/** What a {@link gtpPlayer} needs. */
export interface GtpPlayerSettings {
  /** The engine's program and arguments. */
  readonly argv: readonly string[];
  /** How the player is named in tables (e.g. `gtp:pentobi-gtp`). */
  readonly name: string;
  /** The game's options: a standard Blokus variant. */
  readonly options: object;
  /** Sent as `set_random_seed` when the engine knows that command, so its games can repeat. */
  readonly seed: number;
  /** The longest wait for any response, ms. */
  readonly timeoutMs: number;
  /** How messages name this player's game and side, e.g. `game 3, side B`. */
  readonly where: string;
}

/**
 * A match player that relays the game to a GTP engine and plays the engine's moves.
 *
 * The engine is started on first use (so making the player is free) and must be closed with
 * `close()`. Every move the engine plays is checked with our rules; a pass while its colour can
 * move, a resignation, an unreadable or illegal move, a refusal of one of our moves, a wrong
 * final score, a silence longer than `timeoutMs` or an exit is an {@link EngineError} naming the
 * engine, the game and the move.
 *
 * @throws {@link UsageError} unless the options are a standard Blokus variant with Pentobi's
 *   bonuses (any scoring but `basic`): an engine in Pentobi's dialect plays nothing else.
 */
export function gtpPlayer(settings: GtpPlayerSettings): GamePlayer {
  const rules = blokus.create(settings.options).rules;
  if (!rules.isStandard || rules.scoring === 'basic') {
    throw new UsageError(
      'a GTP engine plays the standard Blokus variants (classic, classic2, classic3, duo) only, without custom options or basic scoring',
    );
  }
  return new GtpPlayer(settings);
}

class GtpPlayer implements GamePlayer {
  readonly name: string;
  private engine: GtpClient | undefined;
  private started: Promise<GtpClient> | undefined;
  /** How many moves of the game the engine's board holds. */
  private told = 0;

  constructor(private readonly settings: GtpPlayerSettings) {
    this.name = settings.name;
  }

  async chooseMove<Q extends AnyPosition>(pos: Q): Promise<MoveChoice<MoveOf<Q>>> {
    const t0 = performance.now();
    const p = asBlokus(pos);
    const engine = await this.tell(p);
    const colour = p.colourToMove;
    const where = this.at(p);
    const name = colourName(p, colour);
    const reply = await this.ask(engine, `genmove ${letter(p, colour)}`, where);
    if (!reply.ok) {
      throw new EngineError(`${where}: GTP engine ${engine.label} failed to move ${name}: ${reply.text}`);
    }
    const text = reply.text;
    const word = text.toLowerCase();
    if (word === 'pass') {
      throw new EngineError(
        `${where}: GTP engine ${engine.label} passed for ${name}, which has ${p.legalMovesOf(colour).length} legal moves`,
      );
    }
    if (word === 'resign') {
      throw new EngineError(
        `${where}: GTP engine ${engine.label} resigned for ${name} (start it with --noresign: a match plays every game to the end)`,
      );
    }
    let move: BlokusMove;
    try {
      move = parseMove(p, text, colour);
    } catch (e) {
      if (!isQuadrilleError(e)) throw e;
      throw new EngineError(
        `${where}: GTP engine ${engine.label} played '${text}' for ${name}, which is not a legal move: ${e.message}`,
      );
    }
    // `genmove` played it on the engine's board.
    this.told++;
    const choice = unsearchedChoice(move as number as MoveOf<Q>);
    return { move: choice.move, stats: { ...choice.stats, elapsedMs: performance.now() - t0 } };
  }

  async finish(pos: AnyPosition): Promise<void> {
    const p = asBlokus(pos);
    const engine = await this.tell(p);
    const where = `${this.settings.where}, end`;
    const reply = await this.ask(engine, 'final_score', where);
    if (!reply.ok) {
      throw new EngineError(`${where}: GTP engine ${engine.label} gave no final score: ${reply.text}`);
    }
    const seats = p.seatScores();
    if (!sameScore(p, reply.text, seats)) {
      throw new EngineError(
        `${where}: GTP engine ${engine.label} scores the game '${reply.text}', but it ended ${scoreText(seats)}`,
      );
    }
  }

  async close(): Promise<void> {
    await this.engine?.close();
  }

  /** The engine, started and told every move of `pos` it has not seen. */
  private async tell(pos: BlokusPosition): Promise<GtpClient> {
    this.started ??= this.start(pos);
    const engine = await this.started;
    const { history, historyColours } = pos;
    for (let i = this.told; i < history.length; i++) {
      const colour = historyColours[i]!;
      const cells = blokus.formatMove(pos, history[i]!);
      const where = `${this.settings.where}, move ${i + 1}`;
      const reply = await this.ask(engine, `play ${letter(pos, colour)} ${cells}`, where);
      if (!reply.ok) {
        throw new EngineError(
          `${where}: GTP engine ${engine.label} refused ${colourName(pos, colour)}'s move ${cells}: ${reply.text}`,
        );
      }
      this.told = i + 1;
    }
    return engine;
  }

  /** Starts the engine, learns its name, sets the variant and a new game, and seeds it. */
  private async start(pos: BlokusPosition): Promise<GtpClient> {
    const { argv, timeoutMs, where, seed } = this.settings;
    const engine = new GtpClient(argv, `'${argv[0]}'`, timeoutMs);
    this.engine = engine;
    const name = await this.ask(engine, 'name', where);
    const version = await this.ask(engine, 'version', where);
    if (name.ok && name.text !== '') {
      engine.label = `${name.text}${version.ok && version.text !== '' ? ` ${version.text}` : ''}`;
    }
    const game = pos.rules.sgfName;
    const set = await this.ask(engine, `set_game ${game}`, where);
    if (!set.ok) {
      throw new EngineError(`${where}: GTP engine ${engine.label} cannot play ${game}: ${set.text}`);
    }
    const clear = await this.ask(engine, 'clear_board', where);
    if (!clear.ok) {
      throw new EngineError(`${where}: GTP engine ${engine.label} refused clear_board: ${clear.text}`);
    }
    const known = await this.ask(engine, 'known_command set_random_seed', where);
    if (known.ok && known.text === 'true') await this.ask(engine, `set_random_seed ${seed}`, where);
    this.told = 0;
    return engine;
  }

  /** `engine.request`, with the game and move in front of the client's own failures. */
  private async ask(engine: GtpClient, command: string, where: string) {
    try {
      return await engine.request(command);
    } catch (e) {
      if (e instanceof EngineError) throw new EngineError(`${where}: ${e.message}`);
      throw e;
    }
  }

  private at(pos: BlokusPosition): string {
    return `${this.settings.where}, move ${pos.history.length + 1}`;
  }
}

/** The colour's SGF letter, lower case, as Pentobi's GTP takes it (`b`/`w` in Duo, `1`–`4` otherwise). */
function letter(pos: BlokusPosition, colour: number): string {
  return pos.rules.colourLetters[colour]!.toLowerCase();
}

function colourName(pos: BlokusPosition, colour: number): string {
  return `${pos.rules.colourNames[colour]} (${letter(pos, colour)})`;
}

/** Our score in the form `final_score` gives with two players (`B+3`, `W+2`, `0`), else the seats' points. */
function scoreText(seats: readonly number[]): string {
  if (seats.length !== 2) return `with the seats' points ${seats.join(' ')}`;
  const diff = seats[0]! - seats[1]!;
  return diff === 0 ? '0 (a draw)' : diff > 0 ? `B+${diff}` : `W+${-diff}`;
}

/**
 * Whether the engine's `final_score` agrees with our seats' points. With two players it is the
 * margin (`B+3`, `W+2`, `0`). With more it is a list of points, per colour (Pentobi; classic3's
 * shared colour counts for nobody) or per seat; Pentobi counts placed squares where our default
 * scoring counts unplaced ones, an offset the same for every colour, so only the differences
 * between the seats are compared.
 */
export function sameScore(pos: BlokusPosition, text: string, seats: readonly number[]): boolean {
  const words = text.trim().split(/\s+/);
  if (seats.length === 2) return words.length === 1 && margin(words[0]!) === seats[0]! - seats[1]!;
  const points = words.map(Number);
  if (points.some((n) => !Number.isFinite(n))) return false;
  const { colourSeat } = pos.rules;
  let theirs: number[];
  if (points.length === seats.length) theirs = points;
  else if (points.length === colourSeat.length) {
    theirs = seats.map(() => 0);
    points.forEach((n, colour) => {
      const seat = colourSeat[colour]!;
      if (seat !== ROTATING_SEAT) theirs[seat]! += n;
    });
  } else return false;
  return seats.every((s, i) => s - seats[0]! === theirs[i]! - theirs[0]!);
}

/** The first player's margin in a two-player `final_score` (`B+3` → 3, `W+2` → −2, `0` → 0), NaN if malformed. */
function margin(word: string): number {
  if (word === '0') return 0;
  const m = /^([BW])\+(\d+(?:\.\d+)?)$/i.exec(word);
  if (m === null) return Number.NaN;
  return (m[1]!.toUpperCase() === 'B' ? 1 : -1) * Number(m[2]);
}

/**
 * `pos` as the Blokus position it must be: a GTP engine plays Blokus only.
 *
 * @throws {@link UsageError} for a position of another game.
 */
function asBlokus(pos: AnyPosition): BlokusPosition {
  if (!(pos instanceof BlokusPosition)) throw new UsageError('a GTP engine plays Blokus positions only');
  return pos;
}
