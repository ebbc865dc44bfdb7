/**
 * `quadrille gtp blokus`: a GTP engine speaking Pentobi's dialect (see Pentobi's
 * `Pentobi-GTP.md`), so GTP controllers such as Pentobi's `twogtp` can drive Quadrille.
 * Colours are SGF property letters (`b`/`w` in Duo, `1`–`4` otherwise) or names; moves are
 * cell lists (`e8,d9,e9,f9,e10`); responses are `= …` or `? error`, each ending with a blank line.
 *
 * @module
 */

import type { Player } from '@quadrille/ai';
import {
  type BLOKUS_VARIANTS,
  type BlokusMove,
  type BlokusPosition,
  blokus,
  parseColour,
  parseMove,
  render,
} from '@quadrille/blokus';
import { isQuadrilleError } from '@quadrille/core';
import { AI_FLAGS, type AiSettings, aiSettings, GAME_FLAGS, parseFlags } from '../flags.js';
import type { Io } from '../io.js';
import { makePlayer } from '../players.js';
import type { AnyPosition, GameSupport, Registry } from '../registry.js';
import { openGame } from '../setup.js';
import { UsageError } from '../usage-error.js';
import { VERSION } from '../version.js';

/** Usage of `quadrille gtp`. */
export const GTP_USAGE = `quadrille gtp blokus [--variant V] [--time S] [--iterations N] [--seed N]
  A GTP engine in Pentobi's dialect on stdin/stdout (starts in classic; default 1 s per genmove).`;

/** The engine name reported by `name`. */
export const GTP_NAME = 'Quadrille';

/** Pentobi's game names (SGF `GM`) and command-line abbreviations → variants. */
const GAME_NAMES: Readonly<Record<string, (typeof BLOKUS_VARIANTS)[number]>> = {
  blokus: 'classic',
  classic: 'classic',
  c: 'classic',
  'blokus two-player': 'classic2',
  classic_2: 'classic2',
  c2: 'classic2',
  'blokus three-player': 'classic3',
  classic_3: 'classic3',
  c3: 'classic3',
  'blokus duo': 'duo',
  duo: 'duo',
  d: 'duo',
};

/** A failed command: answered with `? message`. */
class GtpFailure extends Error {}

/**
 * The engine's state: the position, the positions before each `play`/`genmove`, the game's
 * support (its `mcts` player), the AI settings, and the player of the current game.
 */
class GtpEngine {
  private pos: BlokusPosition;
  private past: BlokusPosition[] = [];
  private seed: number;
  /**
   * One player for the whole game, so that its search tree carries over from one `genmove` to
   * the next as in `quadrille match` (its search starts afresh by itself when a position does
   * not follow the last one: after `undo`, or a move out of turn). A new game or seed drops it.
   */
  private player: Player<AnyPosition> | undefined;
  quit = false;

  constructor(
    start: BlokusPosition,
    private readonly support: GameSupport,
    private readonly ai: AiSettings,
    private readonly version: string,
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
    clear_board: () => this.reset(this.pos.rules.options.variant),
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
      const variant = GAME_NAMES[args.join(' ').toLowerCase()];
      if (variant === undefined) throw new GtpFailure(`unsupported game variant '${args.join(' ')}'`);
      return this.reset(variant);
    },
    set_random_seed: ([n]) => {
      const seed = Number(n);
      if (!Number.isSafeInteger(seed)) throw new GtpFailure('the seed must be an integer');
      this.seed = seed;
      this.player = undefined;
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

  private reset(variant: (typeof BLOKUS_VARIANTS)[number]): string {
    this.pos = blokus.create({ variant });
    this.past = [];
    this.player = undefined;
    return '';
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
    this.player ??= makePlayer('mcts', this.support, this.ai, this.seed++);
    const { move } = await this.player.chooseMove(search);
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
 * Answers one GTP command line: `[id] name args…` → `=[id] result\n\n` or `?[id] error\n\n`;
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
    // Multi-line answers (showboard) start on the line after `=`, as Pentobi's do.
    return `=${id}${result === '' || result.startsWith('\n') ? result : ` ${result}`}\n\n`;
  } catch (e) {
    if (e instanceof GtpFailure || isQuadrilleError(e)) return `?${id} ${e.message}\n\n`;
    throw e;
  }
}

/** Runs `quadrille gtp`; resolves to the exit code when `quit` is received or input ends. */
export async function gtp(args: readonly string[], io: Io, registry: Registry): Promise<number> {
  const { values, positionals } = parseFlags(args, { ...GAME_FLAGS, ...AI_FLAGS });
  if (positionals[0]?.toLowerCase() !== 'blokus') {
    throw new UsageError(`GTP is available for blokus only, got '${positionals[0] ?? ''}'`);
  }
  // Like pentobi-gtp, start in classic; controllers send set_game for the others.
  const { position, support } = await openGame(registry, 'blokus', values);
  const engine = new GtpEngine(position as BlokusPosition, support, aiSettings(values, 1), VERSION);
  for (;;) {
    const line = await io.stdin.nextLine();
    if (line === undefined) return 0;
    const answer = await gtpRespond(engine, line);
    if (answer !== undefined) io.stdout.write(answer);
    if (engine.quit) return 0;
  }
}
