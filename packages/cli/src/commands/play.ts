/**
 * `quadrille play <game>`: a human against the computer in the terminal. The human types moves
 * — in the game's notation, as a list of cells, or (where the side to move holds pieces, as in
 * Blokus) as a piece, an orientation and a cell — or one of the commands below; bad input gets
 * an explanation in the game's words and a new prompt, never a crash. The board is printed once
 * a turn, before the prompt. Works with piped stdin (one line per input).
 *
 * @module
 */

import { readFile, writeFile } from 'node:fs/promises';
import type { Player } from '@quadrille/ai';
import { BoardController } from '@quadrille/board/controller';
import { type AnyGameDescription, type ClockSettings, GameClock, isQuadrilleError } from '@quadrille/core';
import type { AnyPosition } from '@quadrille/play';
import { describeOutcome, drawPosition, seatNames } from '../board.js';
import { BOOK_FLAG, bookOf, readBookFile } from '../books.js';
import {
  AI_FLAGS,
  aiSettings,
  GAME_FLAGS,
  numberFlag,
  parseFlags,
  THREADS_FLAG,
  threadsFlag,
} from '../flags.js';
import { type GameList, openGame } from '../games.js';
import type { Io } from '../io.js';
import { describePieces, formatGroups, groupMoves } from '../move-groups.js';
import { PIECE_SYNTAX, readTypedMove } from '../move-input.js';
import { checkOutputPath } from '../output-path.js';
import { makePlayer, readPlayer, searchThreads } from '../players.js';
import { boardSvg } from './render.js';

/** Usage of `quadrille play`. */
export const PLAY_USAGE = `quadrille play <game> [--variant V] [--options JSON] [--option K=V] [--module M] [--seat N] [--ai NAME] [--time S] [--iterations N] [--clock S[+I]] [--threads N] [--seed N] [--svg FILE] [--book FILE]
  Play against the computer. You hold seat N (default 0); the computer plays every other seat
  as --ai: mcts (the default), mcts:<level> (1-8, or easy, medium, hard), uct, random, or
  greedy (Blokus only).
  --clock S[+I]: each seat the computer plays has a clock of S seconds, I more after each move.
  --threads N: mcts searches on N threads, one shared tree (default 1).
  --svg FILE draws the final board; --book FILE: the computer plays the opening book's moves where
  it has one (Blokus: a Pentobi book).
  At the prompt type a move (the game's notation, its cells, or for Blokus a piece: L5 r1f e8),
  or: moves [GROUP], pieces, hint, undo, save FILE, load FILE, help, quit.`;

const HELP = `Moves:
  <move>      a move in the game's notation (Blokus: its cells, e8,d9,e9,f9,e10)
  <cells>     its cells, in order where order matters (a1 a2); cells that make several
              moves (Linkage's colours) list them to choose from
  ${PIECE_SYNTAX}
Commands:
  moves       the legal moves, by piece (Blokus) or by first cell
  moves G     every legal move of group G (a piece's name, a cell)
  pieces      the pieces each colour has left (Blokus), and the shapes of yours
  hint        ask the computer for a suggestion
  undo        take back your last move (and the computer's replies)
  save FILE   save the game as JSON
  load FILE   load a game saved with save
  help        this text
  quit        leave
`;

/** The largest number of moves `moves` prints for one group. */
const MOVES_SHOWN = 12;

/** The largest number of moves `moves` prints in one line, when they are not grouped. */
const MOVES_SHOWN_UNGROUPED = 60;

/** Runs `quadrille play`; resolves to the exit code. */
export async function play(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, {
    ...GAME_FLAGS,
    ...AI_FLAGS,
    ...THREADS_FLAG,
    seat: { type: 'string' },
    ai: { type: 'string' },
    svg: { type: 'string' },
    ...BOOK_FLAG,
  });
  checkOutputPath('svg', values.svg);
  const opened = await openGame(catalogue, positionals[0], values);
  const { game, position } = opened;
  const human = numberFlag('seat', values.seat, 0, { integer: true, max: position.seats - 1 });
  const ai = aiSettings(values, 1);
  const threads = searchThreads(opened, threadsFlag(values.threads));
  const bookText = readBookFile(values.book);
  const book = bookText === undefined ? undefined : bookOf(game, bookText, `--book ${values.book}`);
  const computer = makePlayer(readPlayer(values.ai ?? 'mcts'), {
    game,
    budget: ai.budget,
    seed: ai.seed,
    ...(book === undefined ? {} : { book }),
    ...(threads === undefined ? {} : { threads }),
  });
  const session = new PlaySession(game, position, human, computer, io, ai.budget.clock);
  try {
    await session.run();
  } finally {
    await computer.close?.(); // its threads (--threads)
  }
  if (values.svg !== undefined) {
    await writeFile(values.svg, boardSvg(game, session.position));
    io.stdout.write(`Drew the final board in ${values.svg}.\n`);
  }
  return 0;
}

/**
 * One `play` session. The game's state is a board controller's (`@quadrille/board/controller`, as
 * on `<quadrille-board>`): the position, the moves, and undo, which takes back the computer's
 * replies with the human's move.
 */
class PlaySession {
  private readonly board: BoardController;
  /** Each seat's clock, when the computer plays on one (see `clockOf`). */
  private readonly clocks = new Map<number, GameClock>();
  /** Counts the changes of the position: the board is printed again only after one. */
  private changes = 0;
  /** The change the board was last printed after (-1: never). */
  private shownAt = -1;

  constructor(
    private readonly game: AnyGameDescription,
    start: AnyPosition,
    private readonly human: number,
    private readonly computer: Player<AnyPosition>,
    private readonly io: Io,
    /** The computer's clock (`--clock`), one per seat it plays: its moves are charged, hints not. */
    private readonly clock?: ClockSettings,
  ) {
    // The human plays one seat; the computer every other, and its moves come through `play`.
    const others = Array.from({ length: start.seats }, (_, seat) => seat).filter((seat) => seat !== human);
    this.board = new BoardController({ game, position: start, seats: [human], computer: { seats: others } });
    this.board.on('change', () => this.changes++);
  }

  /** A copy of the position now (the final one once {@link PlaySession.run} returns). */
  get position(): AnyPosition {
    return this.board.position!;
  }

  /** A copy of the position now, to read and to hand to the computer. */
  private get pos(): AnyPosition {
    return this.board.position!;
  }

  private say(text: string): void {
    this.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }

  /** Prints the board, unless it was printed since the last change of the position. */
  private showBoard(): void {
    if (this.shownAt === this.changes) return;
    this.shownAt = this.changes;
    this.say(drawPosition(this.game, this.pos, this.io.stdout));
  }

  /** The name of `seat` in the position now. */
  private seatName(seat: number): string {
    return seatNames(this.game, this.pos)[seat]!;
  }

  async run(): Promise<void> {
    const { game } = this;
    this.say(
      `${game.id}: you play ${this.seatName(this.human)} (seat ${this.human}). Type 'help' for commands.`,
    );
    for (;;) {
      if (this.board.outcome !== undefined) {
        this.showBoard();
        this.say(describeOutcome(game, this.pos));
        return;
      }
      if (this.board.turn !== this.human) {
        await this.computerMove();
        continue;
      }
      this.showBoard();
      this.io.stdout.write(`${this.seatName(this.human)}> `);
      const line = await this.io.stdin.nextLine();
      if (line === undefined) {
        this.say('\nEnd of input: bye.');
        return;
      }
      // Piped input is not echoed by a terminal: show it, so the transcript reads well.
      if (this.io.stdin.isTTY !== true) this.say(line);
      if (!(await this.handle(line.trim()))) return;
    }
  }

  /** Handles one input line; false to quit. */
  private async handle(line: string): Promise<boolean> {
    const [command = '', ...rest] = line.split(/\s+/);
    const arg = rest.join(' ');
    switch (command.toLowerCase()) {
      case '':
        return true;
      case 'quit':
      case 'exit':
        this.say('Bye.');
        return false;
      case 'help':
      case '?':
        this.say(HELP);
        return true;
      case 'moves':
        this.listMoves(arg);
        return true;
      case 'pieces':
        this.say(describePieces(this.game.view(this.pos)) ?? `${this.game.title} has no pieces to hold.`);
        return true;
      case 'hint':
        await this.hint();
        return true;
      case 'undo':
        this.undo();
        return true;
      case 'save':
        await this.save(arg);
        return true;
      case 'load':
        await this.load(arg);
        return true;
      default:
        this.humanMove(line);
        return true;
    }
  }

  private humanMove(text: string): void {
    const { game } = this;
    const pos = this.pos;
    const typed = readTypedMove(game, pos, text);
    if (typed.kind === 'move') {
      this.playMove(typed.move);
      return;
    }
    if (typed.kind === 'choose') {
      const names = typed.moves.map((m) => game.formatMove(pos, m));
      this.say(`These cells make ${names.length} moves: type one of ${names.join(', ')}.`);
      return;
    }
    const hint = typed.message.includes("type '")
      ? ''
      : " — type 'moves' to list the legal moves, 'help' for commands.";
    this.say(`${typed.message}${hint}`);
  }

  /** Plays `move` (legal); the board is printed before the next prompt. */
  private playMove(move: number): void {
    this.board.play(move);
  }

  /**
   * The clock of `seat`, started on first use: each seat the computer plays has its own, as the
   * game's schedule (`knowledge.timeShare`) shares a seat's time among that seat's moves only.
   */
  private clockOf(seat: number): GameClock | undefined {
    if (this.clock === undefined) return undefined;
    let clock = this.clocks.get(seat);
    if (clock === undefined) {
      clock = new GameClock(this.clock);
      this.clocks.set(seat, clock);
    }
    return clock;
  }

  /** The options for a search for the seat to move: its clock's time left, on a clock. */
  private clockOptions(): { timeLeftMs?: number } {
    const clock = this.clockOf(this.board.turn!);
    return clock === undefined ? {} : { timeLeftMs: clock.remainingMs };
  }

  private async computerMove(): Promise<void> {
    const pos = this.pos;
    const seat = pos.turn;
    const clock = this.clockOf(seat);
    const t0 = performance.now();
    const { move, stats } = await this.computer.chooseMove(pos, this.clockOptions());
    clock?.charge(performance.now() - t0);
    const text = this.game.formatMove(pos, move);
    const left = clock === undefined ? '' : `, ${(clock.remainingMs / 1000).toFixed(1)} s left`;
    const detail =
      stats.iterations > 0
        ? ` (${stats.iterations} simulations, value ${(stats.value * 100).toFixed(0)}%, ${(stats.elapsedMs / 1000).toFixed(1)} s${left})`
        : '';
    this.say(`${this.seatName(seat)} plays ${text}${detail}`);
    this.playMove(move);
  }

  /** The legal moves in groups (see `groupMoves`), or every move of the group named `only`. */
  private listMoves(only: string): void {
    const groups = groupMoves(this.game, this.pos);
    const count = groups.reduce((n, g) => n + g.moves.length, 0);
    if (only !== '') {
      const group = groups.find((g) => g.label.toLowerCase() === only.toLowerCase());
      this.say(
        group === undefined
          ? `No legal move in a group '${only}': groups are ${groups.map((g) => g.label).join(', ')}.`
          : `${group.label} (${group.moves.length}): ${group.moves.join(' ')}`,
      );
      return;
    }
    if (groups.length === 1) {
      const moves = groups[0]!.moves;
      const shown = moves.slice(0, MOVES_SHOWN_UNGROUPED);
      const more = moves.length > shown.length ? ` … and ${moves.length - shown.length} more` : '';
      this.say(`${count} legal moves: ${shown.join(' ')}${more}`);
      return;
    }
    this.say([`${count} legal moves:`, ...formatGroups(groups, MOVES_SHOWN)].join('\n'));
  }

  private async hint(): Promise<void> {
    const pos = this.pos;
    const { move, stats } = await this.computer.chooseMove(pos, this.clockOptions());
    const pv = stats.pv.length > 1 ? ` (expected line: ${this.formatLine(pos, stats.pv)})` : '';
    this.say(`Hint: ${this.game.formatMove(pos, move)}${pv}`);
  }

  /** A principal variation from `pos` in notation. */
  private formatLine(pos: AnyPosition, pv: readonly number[]): string {
    const p = pos.clone();
    const out: string[] = [];
    for (const m of pv) {
      if (!p.isLegal(m)) break;
      out.push(this.game.formatMove(p, m));
      p.play(m);
    }
    return out.join(', ');
  }

  private undo(): void {
    // The human's last move and the computer's replies: the human is to move again.
    const taken = this.board.undo().length;
    this.say(taken === 0 ? 'Nothing to undo.' : `Took back ${taken} move${taken === 1 ? '' : 's'}.`);
  }

  private async save(file: string): Promise<void> {
    if (file === '') {
      this.say('Usage: save FILE');
      return;
    }
    const data = { game: this.game.id, human: this.human, position: this.pos.toJSON() };
    try {
      await writeFile(file, `${JSON.stringify(data)}\n`);
      this.say(`Saved to ${file}.`);
    } catch (e) {
      this.say(`Cannot save to ${file}: ${(e as Error).message}`);
    }
  }

  private async load(file: string): Promise<void> {
    if (file === '') {
      this.say('Usage: load FILE');
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(file, 'utf8'));
    } catch (e) {
      this.say(`Cannot load ${file}: ${(e as Error).message}`);
      return;
    }
    const saved = data as { game?: unknown; position?: unknown } | null;
    if (typeof saved !== 'object' || saved === null || saved.game !== this.game.id) {
      this.say(`${file} is not a saved ${this.game.id} game.`);
      return;
    }
    try {
      this.board.position = this.game.fromJSON(saved.position);
    } catch (e) {
      if (!isQuadrilleError(e)) throw e;
      this.say(`${file} holds an invalid position: ${e.message}`);
      return;
    }
    this.say(`Loaded ${file}.`);
  }
}
