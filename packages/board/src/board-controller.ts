/**
 * {@link BoardController}: everything `<quadrille-board>` decides, without the DOM — the game and
 * its position, the moves played, undo and redo, the selection of cells into a move (core's
 * `matchSelection` through the input model of `selecting.ts`), the piece in hand, the keyboard
 * cursor, whose turn it is and which seats the person and the computer play, the end of the game,
 * the settings, and what to show ({@link BoardController.frame}) and say. A view draws its frame,
 * forwards the person's input to it, and listens to its events: the element does so in a shadow
 * root; a React, canvas or terminal view does the same in its own way.
 *
 * @module
 */

import type { SearchStats } from '@quadrille/ai';
import {
  type AnyGameDescription,
  type BoardView,
  describeValue,
  descriptionProblems,
  findPreset,
  IllegalMoveError,
  isPlainObject,
  OptionsError,
  type Outcome,
  outcomeWords,
  type Position,
  Reason,
  type SelectionMatch,
} from '@quadrille/core';
import type { ComputerEventDetail } from './computer-event.js';
import { ComputerTurns, type MoveChooser } from './computer-turns.js';
import type { BoardControllerEventMap, ControllerChangeCause } from './controller-events.js';
import { controlSpecs } from './controls.js';
import { Emitter, type Listener } from './emitter.js';
import type { BoardMoveDetail } from './events.js';
import type { BoardFrame } from './frame.js';
import { moveCursor } from './keyboard.js';
import { MoveIndex } from './move-index.js';
import { orient } from './orientation.js';
import { guidance, refusal, type SelectionContext, type SelectionStep, selectCell } from './selecting.js';
import {
  type BoardOptions,
  type BoardSeats,
  type BoardTheme,
  type Orientation,
  readBoardOptions,
  readOrientation,
  readSeatList,
  readSeats,
  readTheme,
} from './settings.js';
import { type HeldPiece, pickPiece, placeOnScreen, trayPieces, turnPiece } from './tray.js';

/** The computer at a board: the seats it plays, and what chooses its moves. */
export interface BoardComputer {
  /**
   * The seats the computer plays: the person may not move for them, and `undo` takes back the
   * computer's moves together with the person's move before them.
   */
  readonly seats: readonly number[];
  /**
   * What chooses its moves (an `@quadrille/ai` player: `mctsPlayer({ level: 3 })`,
   * `randomPlayer(seed)` …): the controller asks it whenever one of the seats is to move and
   * plays its answer. Without one, the app plays the computer's moves itself with `play` (from a
   * worker, a server).
   */
  readonly player?: MoveChooser | undefined;
}

/** The settings of a new {@link BoardController}, each as its property takes it. */
export interface BoardControllerOptions {
  /** {@link BoardController.game}. */
  readonly game?: AnyGameDescription | undefined;
  /** {@link BoardController.options}. */
  readonly options?: BoardOptions | undefined;
  /** {@link BoardController.position}. */
  readonly position?: Position<number> | undefined;
  /** {@link BoardController.seats}. */
  readonly seats?: BoardSeats | undefined;
  /** {@link BoardController.orientation}. */
  readonly orientation?: Orientation | undefined;
  /** {@link BoardController.theme}. */
  readonly theme?: BoardTheme | undefined;
  /** {@link BoardController.computer}. */
  readonly computer?: BoardComputer | undefined;
}

/** What the person is in the middle of. */
export interface BoardSelection {
  /** Selected cells (game cells), in selection order. */
  readonly cells: readonly number[];
  /** What they make, while some are selected. */
  readonly match: SelectionMatch<number> | undefined;
  /** The piece in hand (where the view gives the side to move pieces). */
  readonly held: HeldPiece | undefined;
  /** The game cell under the pointer or the cursor, where the held piece is shown. */
  readonly hover: number | undefined;
}

/** A line of the message area: guidance, or (`error`) why something was refused. */
export interface BoardMessage {
  readonly text: string;
  readonly kind: 'info' | 'error';
}

/** The selection, as the controller changes it. */
interface Selecting {
  cells: number[];
  match: SelectionMatch<number> | undefined;
  held: HeldPiece | undefined;
  hover: number | undefined;
}

const nothingSelected = (): Selecting => ({ cells: [], match: undefined, held: undefined, hover: undefined });

/**
 * A playable board without a view: the state and every decision of `<quadrille-board>` (which
 * draws and dispatches what a controller of its own says), for any game description.
 *
 * **Settings** are properties, as on the element: {@link BoardController.game},
 * {@link BoardController.options}, {@link BoardController.position}, {@link BoardController.seats},
 * {@link BoardController.orientation}, {@link BoardController.theme}, and
 * {@link BoardController.computer}. A setter given a bad value throws core's typed error
 * (`OptionsError`) and changes nothing.
 *
 * **Input** is what a person does, in game cells (`view.cells` indexes): {@link
 * BoardController.clickCell}, {@link BoardController.confirm}, {@link BoardController.choose},
 * {@link BoardController.cancel}, the tray's {@link BoardController.pickPiece} and {@link
 * BoardController.turnPiece}, the keyboard's {@link BoardController.moveCursor}. Moves from
 * elsewhere come through {@link BoardController.play}; {@link BoardController.undo} and
 * {@link BoardController.redo} go back and forth.
 *
 * **Output**: {@link BoardController.frame} is what to show; the events ({@link
 * BoardController.on}, {@link BoardControllerEventMap}) say when to draw it again (`update`),
 * what to announce (`announce`), and what happened (`move`, `change`, `over`, `computer`).
 *
 * @example
 * ```ts
 * import { BoardController } from '@quadrille/board/controller';
 * import { talpa } from '@quadrille/games';
 *
 * const board = new BoardController({ game: talpa, options: 'beginner' });
 * board.on('move', (e) => console.log(e.notation));
 * board.clickCell(0); // a1: the first cell of Red's move
 * ```
 */
export class BoardController {
  readonly #events = new Emitter<BoardControllerEventMap>();
  #game: AnyGameDescription | undefined;
  #options: BoardOptions | undefined;
  /** Whether {@link BoardController.options} were set since the game last started. */
  #optionsFresh = false;
  #pos: Position<number> | undefined;
  /** Positions before each move, for games whose positions have no `undo`. */
  #past: Position<number>[] = [];
  /** The moves each `undo` took back, the last undo last: what `redo` plays again. */
  #undone: (readonly number[])[] = [];
  #seats: BoardSeats = 'all';
  #orientation: Orientation = 0;
  #theme: BoardTheme = 'light';
  #computer: { setting: BoardComputer; turns: ComputerTurns | undefined } | undefined;
  /** Counts changes of the position: what is derived from it is computed once per change. */
  #revision = 0;
  #viewCache: { revision: number; view: BoardView; names: Map<string, number> } | undefined;
  #indexCache: { revision: number; index: MoveIndex } | undefined;
  #selecting: Selecting = nothingSelected();
  /** The keyboard cursor (a game cell), once the board has had one. */
  #cursor: number | undefined;
  #message: BoardMessage = { text: '', kind: 'info' };

  /**
   * A controller with `settings` applied in the order of {@link BoardControllerOptions} (the
   * game first: options it refuses throw here rather than wait).
   *
   * @throws what the setters throw.
   */
  constructor(settings: BoardControllerOptions = {}) {
    if (settings.game !== undefined) this.game = settings.game;
    if (settings.options !== undefined) this.options = settings.options;
    if (settings.position !== undefined) this.position = settings.position;
    if (settings.seats !== undefined) this.seats = settings.seats;
    if (settings.orientation !== undefined) this.orientation = settings.orientation;
    if (settings.theme !== undefined) this.theme = settings.theme;
    if (settings.computer !== undefined) this.computer = settings.computer;
  }

  // ------------------------------------------------------------------ events

  /**
   * Calls `listener` with the detail of each `type` event from now on (see
   * {@link BoardControllerEventMap}); returns the function that stops it.
   */
  on<K extends keyof BoardControllerEventMap>(
    type: K,
    listener: Listener<BoardControllerEventMap[K]>,
  ): () => void {
    return this.#events.on(type, listener);
  }

  /** Stops calling `listener` for `type` events. */
  off<K extends keyof BoardControllerEventMap>(
    type: K,
    listener: Listener<BoardControllerEventMap[K]>,
  ): void {
    this.#events.off(type, listener);
  }

  // ------------------------------------------------------------------ settings

  /**
   * The game: any game description. Setting another game starts a new game from
   * {@link BoardController.options} when they suit it, else from its first preset (a `refused`
   * event then says why, if the options were set for it); setting the same game again changes
   * nothing. `undefined` empties the board.
   *
   * @throws `OptionsError` (reason `bad-game`) for a value that is not a game description.
   */
  get game(): AnyGameDescription | undefined {
    return this.#game;
  }

  set game(value: AnyGameDescription | undefined) {
    if (value === undefined || value === null) {
      this.#game = undefined;
      this.#pos = undefined;
      this.#past = [];
      this.#undone = [];
      this.#changed('game');
      return;
    }
    const problems = descriptionProblems(value);
    if (problems.length > 0) {
      throw new OptionsError(`game must be a game description: ${problems.join(', ')}`, 'bad-game');
    }
    if (value === this.#game) return;
    let pos: Position<number>;
    try {
      pos = startOf(value, this.#options);
    } catch (error) {
      if (!(error instanceof OptionsError) || this.#options === undefined) throw error;
      // Options meant for the game before: the new one starts from its first preset. Options set
      // for this game (before it came) that it refuses are reported.
      if (this.#optionsFresh) this.#events.emit('refused', { setting: 'options', error });
      this.#options = undefined;
      pos = startOf(value, undefined);
    }
    this.#game = value;
    this.#optionsFresh = false;
    this.#start(pos);
  }

  /**
   * The options of the game: a preset's name or alias (`'duo'`), or options for the game's
   * `create` (`{ size: 6 }`); `undefined` for the first preset. Setting them starts a new game.
   * Set while there is no game, they wait for it.
   *
   * @throws `OptionsError` for options the game refuses (an unknown preset: reason
   *   `unknown-preset`), or a value that is neither a name nor a plain object; the game and
   *   position stay.
   */
  get options(): BoardOptions | undefined {
    return this.#options;
  }

  set options(value: BoardOptions | undefined) {
    const options = value === undefined || value === null ? undefined : readBoardOptions(value);
    if (this.#game === undefined) {
      this.#options = options;
      this.#optionsFresh = options !== undefined;
      return;
    }
    const pos = startOf(this.#game, options);
    this.#options = options;
    this.#optionsFresh = false;
    this.#start(pos);
  }

  /**
   * The position. Reading it gives a copy (play moves through {@link BoardController.play});
   * setting it takes a copy of the position given, of the controller's game (as a server or a
   * saved game has it), and clears the selection and what `redo` could play; `undefined` starts
   * the game again.
   *
   * @throws `OptionsError`: reason `no-game` while there is no game, `bad-position` for a value
   *   that is not a position of the game.
   */
  get position(): Position<number> | undefined {
    return this.#pos?.clone();
  }

  set position(value: Position<number> | undefined) {
    const game = this.#game;
    if (game === undefined) throw new OptionsError('set the game before the position', 'no-game');
    if (value === undefined || value === null) {
      this.#start(startOf(game, this.#options));
      return;
    }
    if (typeof value?.legalMoves !== 'function' || typeof value.clone !== 'function') {
      throw new OptionsError(
        `position must be a position of ${game.id}, got ${describeValue(value)}`,
        'bad-position',
      );
    }
    const pos = value.clone();
    const data = typeof pos.toJSON === 'function' ? pos.toJSON() : undefined;
    if (isPlainObject(data) && typeof data.game === 'string' && data.game !== game.id) {
      throw new OptionsError(`position is a ${data.game} position, not a ${game.id} one`, 'bad-position');
    }
    this.#pos = pos;
    this.#past = [];
    this.#undone = [];
    this.#changed('position');
  }

  /**
   * The seats the person at this board may move for: `'all'` (the default), or a list of seat
   * numbers (`[0]`; `[]` to watch). Moves for the other seats come from elsewhere through
   * {@link BoardController.play}, or from the {@link BoardController.computer}. Setting them
   * clears the selection.
   *
   * @throws `OptionsError` (reason `bad-type`) for anything else.
   */
  get seats(): BoardSeats {
    return this.#seats;
  }

  set seats(value: BoardSeats) {
    this.#seats = readSeats(value);
    this.#selecting = nothingSelected();
    this.#update();
  }

  /**
   * How the board is turned, in degrees clockwise: 0 (the default, a1 at the bottom left), 90,
   * 180 or 270. It turns the frame's picture, the arrow keys' directions and the piece in hand.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value.
   */
  get orientation(): Orientation {
    return this.#orientation;
  }

  set orientation(value: Orientation) {
    this.#orientation = readOrientation(value);
    this.#selecting.hover = undefined;
    this.#update();
  }

  /**
   * The colours the frame asks for: `'light'` (the default), `'dark'` or `'print'`, as
   * `@quadrille/svg` draws them.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value.
   */
  get theme(): BoardTheme {
    return this.#theme;
  }

  set theme(value: BoardTheme) {
    this.#theme = readTheme(value);
    this.#update();
  }

  /**
   * The computer, or `undefined` (the default): the seats it plays and, optionally, the player
   * that chooses its moves (see {@link BoardComputer}). With a player, the controller asks it for
   * a move whenever one of the seats is to move (on a microtask after the setting, or after the
   * change that made it the computer's turn), abandons a search when the position changes, and
   * plays the answer (cause `play`); `computer` events tell each step, and a failure is shown in
   * the message line. Setting another computer stops the one before; the player is the caller's
   * to close.
   *
   * @throws `OptionsError` (reason `bad-type`) for seats that are not a list of seat numbers, or
   *   a player without `chooseMove`.
   */
  get computer(): BoardComputer | undefined {
    return this.#computer?.setting;
  }

  set computer(value: BoardComputer | undefined) {
    const setting = value === undefined || value === null ? undefined : readComputer(value);
    this.#computer?.turns?.stop();
    const player = setting?.player;
    const turns =
      setting === undefined || player === undefined
        ? undefined
        : new ComputerTurns<SearchStats>(
            this,
            setting.seats,
            () => player,
            (detail) => this.#onComputer(detail),
          );
    this.#computer = setting === undefined ? undefined : { setting, turns };
    this.#selecting = nothingSelected();
    this.#update();
  }

  // ------------------------------------------------------------------ state

  /** The moves played from the game's start, in order (the position's `history`). */
  get moves(): readonly number[] {
    return this.#pos === undefined ? [] : [...this.#pos.history];
  }

  /** The seat to move, while there is a game. */
  get turn(): number | undefined {
    return this.#pos?.turn;
  }

  /** The outcome, once the game is over. */
  get outcome(): Outcome | undefined {
    return this.#pos?.outcome();
  }

  /** Whether the person at this board is to move: a game runs, and its seat is theirs, not the computer's. */
  get localTurn(): boolean {
    return this.#isLocalTurn();
  }

  /** Whether the computer's player is searching now. */
  get thinking(): boolean {
    return this.#computer?.turns?.thinking ?? false;
  }

  /** Whether {@link BoardController.undo} has a move to take back. */
  get canUndo(): boolean {
    return this.#undoable() > 0;
  }

  /** Whether {@link BoardController.redo} has moves to play again. */
  get canRedo(): boolean {
    return this.#undone.length > 0;
  }

  /** What the person is in the middle of: the selected cells, the piece in hand. */
  get selection(): BoardSelection {
    return { ...this.#selecting, cells: [...this.#selecting.cells] };
  }

  /** The keyboard cursor's cell, once there is one. */
  get cursor(): number | undefined {
    return this.#cursor;
  }

  /** The message line. */
  get message(): BoardMessage {
    return this.#message;
  }

  /** The game cell named `name` (`e5`) on the board now, if there is one. */
  cellNamed(name: string): number | undefined {
    return this.#view()?.names.get(name);
  }

  // ------------------------------------------------------------------ moves

  /**
   * Plays `move` — a move id, or the move in the game's notation — for whichever seat is to
   * move: how moves from elsewhere (a server, a computer, a replay) arrive. It emits `change`
   * (and `over` if the game ends), not `move`, and drops what `redo` could play.
   *
   * @throws `OptionsError` (reason `no-game`) while there is no game; the game's
   *   `NotationError` for malformed notation; `IllegalMoveError` for a move that is not legal
   *   here. The position is unchanged when it throws.
   */
  play(move: number | string): void {
    const { game, pos } = this.#current();
    const id = typeof move === 'string' ? game.parseMove(pos, move) : move;
    if (!pos.isLegal(id)) {
      throw new IllegalMoveError(`${describeValue(move)} is not a legal move here`, 'illegal');
    }
    this.#apply([id], 'play');
  }

  /**
   * Takes back the last move — and, when a {@link BoardController.computer} plays some seats,
   * the moves before it back to the last one played for a seat that is not the computer's, so
   * that the person is to move again — and returns the moves taken back, in the order they were
   * played (none when there is nothing to take back). Emits `change` with cause `undo`.
   */
  undo(): readonly number[] {
    const count = this.#undoable();
    if (count === 0) return [];
    const taken: number[] = [];
    for (let i = 0; i < count; i++) taken.unshift(this.#takeBack());
    this.#undone.push(taken);
    const { game, pos } = this.#current();
    const replay = pos.clone();
    const names = taken.map((move) => {
      const text = game.formatMove(replay, move);
      replay.play(move);
      return text;
    });
    this.#changed('undo');
    this.#announce(`Took back ${names.join(', ')}. ${this.#view()?.view.status ?? ''}`);
    return taken;
  }

  /**
   * Plays again the moves the last {@link BoardController.undo} took back, and returns them
   * (none when there are none: after a move, a new position or a new game, nothing is left to
   * redo). Emits `change` with cause `redo` (and `over` if they end the game).
   */
  redo(): readonly number[] {
    const moves = this.#undone.pop();
    if (moves === undefined) return [];
    this.#apply(moves, 'redo');
    return moves;
  }

  // ------------------------------------------------------------------ input

  /**
   * A cell clicked, tapped or selected with the keyboard (a game cell: an index of the view's
   * `cells`). It adds the cell to the selection (or takes it back), plays the move the selection
   * makes when it makes exactly one and starts no longer one, or refuses a selection that can
   * lead to no move, saying why. With a piece in hand it puts the piece down there; a `touch`
   * shows where the piece would go first, and a second touch on the same cell puts it down.
   *
   * @throws `OptionsError`: reason `no-game` while there is no game, `bad-cell` for a value that
   *   is not a cell of the board.
   */
  clickCell(cell: number, how: { readonly touch?: boolean } = {}): void {
    this.#checkCell(cell);
    this.#cursor = cell;
    if (!this.#mayMove()) return;
    const s = this.#selecting;
    if (s.held !== undefined) {
      if (how.touch === true && s.hover !== cell) {
        s.hover = cell; // a tap shows where the piece would go; a second tap puts it there
        this.#update();
      } else this.#place(cell);
      return;
    }
    this.#step(selectCell(this.#context(), s.cells, cell));
  }

  /**
   * The pointer is over `cell` (`undefined`: off the board): with a piece in hand, the piece is
   * shown there. Nothing happens without one.
   *
   * @throws `OptionsError` (reason `bad-cell`), with a piece in hand, for a value that is neither
   *   a cell nor `undefined`.
   */
  hoverCell(cell: number | undefined): void {
    const s = this.#selecting;
    if (cell !== undefined && s.held !== undefined) this.#checkCell(cell);
    if (s.held === undefined || s.hover === cell) return;
    s.hover = cell;
    this.#update();
  }

  /**
   * Takes the piece named `name` from the tray of the side to move (or puts it back, if it is in
   * hand); it is shown at the cursor, if there is one. A name the tray does not hold empties the
   * hand.
   */
  pickPiece(name: string): void {
    if (!this.#mayMove()) return;
    const view = this.#view()!.view;
    const held = this.#selecting.held?.name === name ? undefined : pickPiece(view, name);
    this.#selecting = { ...nothingSelected(), held, hover: held === undefined ? undefined : this.#cursor };
    this.#say(held === undefined ? '' : `${name} in hand: R rotates, F flips; put it on the board.`);
  }

  /**
   * Turns the piece in hand a quarter turn clockwise (`rotate`) or over, left to right (`flip`),
   * as seen on the board.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value of `how`.
   */
  turnPiece(how: 'rotate' | 'flip'): void {
    if (how !== 'rotate' && how !== 'flip') {
      throw new OptionsError(
        `a piece turns by 'rotate' or 'flip', not ${describeValue(how)}`,
        Reason.BadType,
      );
    }
    const held = this.#selecting.held;
    if (held === undefined) {
      this.#say('Pick a piece from the tray first.', 'error');
      return;
    }
    this.#selecting.held = turnPiece(held, how);
    this.#update();
  }

  /**
   * Enter, or the confirm button: plays the one move the selection makes (that a longer move
   * also starts with), or puts the piece in hand down where it is shown.
   */
  confirm(): void {
    const s = this.#selecting;
    if (s.held !== undefined) {
      if (s.hover === undefined) this.#say(`Show where ${s.held.name} goes first.`, 'error');
      else this.#place(s.hover);
      return;
    }
    if (s.match?.moves.length === 1) this.#apply([s.match.moves[0]!], 'move');
  }

  /**
   * Plays the move named `notation` among those the selected cells make (one button each, when
   * several moves share the cells). Any other name does nothing (a button drawn for a selection
   * since dropped).
   */
  choose(notation: string): void {
    if (!this.#mayMove()) return;
    this.#playNamed(notation, this.#selecting.match?.moves ?? []);
  }

  /**
   * Plays the move named `notation` among those made without a cell (a pass, a pie-rule choice:
   * the frame's `move` buttons and menu). Any other name does nothing.
   */
  playCellFree(notation: string): void {
    if (!this.#mayMove()) return;
    this.#playNamed(notation, this.#index().cellFree);
  }

  /** Drops the selection and the piece in hand, as Escape does. */
  cancel(): void {
    this.#selecting = nothingSelected();
    this.#say('');
  }

  /**
   * Puts the keyboard cursor in the middle of the board if it has none yet (the board took the
   * focus). Emits no `update`: a view that shows the cursor only when the focus came from the
   * keyboard redraws when it does.
   */
  placeCursor(): void {
    if (this.#cursor === undefined) this.#cursor = this.#startCursor();
  }

  /**
   * Moves the keyboard cursor one cell with an arrow key (`ArrowUp` …, as seen on the turned
   * board), or to the row's ends with `Home` and `End`, and announces the cell. The piece in hand
   * follows it.
   */
  moveCursor(key: string): void {
    const view = this.#view()?.view;
    if (view === undefined) return;
    const o = orient(view, this.#orientation);
    const from = this.#cursor ?? this.#startCursor();
    this.#cursor = o.toGame(moveCursor(o.toScreen(from), key, o.view.width, o.view.height));
    if (this.#selecting.held !== undefined) this.#selecting.hover = this.#cursor;
    this.#describeCursor();
    this.#update();
  }

  /** Space: {@link BoardController.clickCell} on the cursor's cell (the middle, at first). */
  selectAtCursor(): void {
    if (this.#game === undefined) return;
    this.clickCell(this.#cursor ?? this.#startCursor());
  }

  /**
   * Shows that a computer could not move (`error` says why) in the message line: what the
   * controller does for its own computer, and what a view does for a computer it runs itself.
   */
  computerFailed(error: Error): void {
    this.#say(`The computer could not move: ${error.message}`, 'error');
  }

  // ------------------------------------------------------------------ output

  /**
   * What to show now: the picture (the game's view turned, with the selection, the targets it can
   * go on to and the piece in hand), the message line, the buttons and the tray.
   */
  frame(): BoardFrame {
    const game = this.#game;
    const cached = this.#view();
    const frame = { theme: this.#theme, message: this.#message };
    if (game === undefined || cached === undefined) {
      return { ...frame, picture: undefined, controls: [], tray: undefined };
    }
    const { view } = cached;
    const local = this.#isLocalTurn();
    const s = this.#selecting;
    const overlays = [...view.overlays];
    if (local && s.cells.length > 0) {
      overlays.push({ kind: 'highlight', cells: s.cells, label: 'selected' });
      overlays.push({ kind: 'targets', cells: this.#index().next(s.cells), label: 'next' });
    }
    let placeable = false;
    const shown =
      local && s.held !== undefined && s.hover !== undefined ? this.#pieceCells(s.hover) : undefined;
    if (shown !== undefined) {
      placeable = this.#index().match(shown).moves.length > 0;
      const owner = view.toMove === undefined ? {} : { owner: view.toMove };
      overlays.push(
        placeable
          ? { kind: 'region', cells: shown, label: 'legal placement', ...owner }
          : { kind: 'highlight', cells: shown, label: 'illegal placement' },
      );
    }
    const o = orient({ ...view, overlays }, this.#orientation);
    const pieces = local ? trayPieces(view) : undefined;
    const colour = view.toMove ?? 0;
    const pos = this.#pos!;
    return {
      ...frame,
      picture: {
        view: o.view,
        title: game.title,
        labels: this.#orientation === 0 ? undefined : { columns: o.columnLabels, rows: o.rowLabels },
        cursor: this.#cursor === undefined ? undefined : view.cells[this.#cursor]?.name,
      },
      controls: controlSpecs({
        local,
        match: s.match,
        held: s.held === undefined ? undefined : { name: s.held.name, placeable },
        cellFree: local ? this.#index().cellFree : [],
        notation: (m) => game.formatMove(pos, m),
      }),
      tray:
        pieces === undefined
          ? undefined
          : {
              pieces,
              colour,
              colourName: view.colours[colour]?.name ?? '',
              held: s.held === undefined ? undefined : { name: s.held.name, cells: s.held.shape.cells },
            },
    };
  }

  // ------------------------------------------------------------------ internals

  /** The game and position, or `OptionsError` `no-game`. */
  #current(): { game: AnyGameDescription; pos: Position<number> } {
    const game = this.#game;
    const pos = this.#pos;
    if (game === undefined || pos === undefined) throw new OptionsError('the board has no game', 'no-game');
    return { game, pos };
  }

  #start(pos: Position<number>): void {
    this.#pos = pos;
    this.#past = [];
    this.#undone = [];
    this.#changed('game');
  }

  /** After any change of the position: derived data recomputed, selection dropped, events sent. */
  #changed(cause: ControllerChangeCause): void {
    this.#revision++;
    this.#selecting = nothingSelected();
    // A smaller board (other options, a position set) may not have the cursor's cell.
    if (this.#cursor !== undefined && this.#cursor >= (this.#view()?.view.cells.length ?? 0)) {
      this.#cursor = undefined;
    }
    this.#say('');
    this.#events.emit('change', { cause });
    this.#computer?.turns?.changed();
  }

  /**
   * Plays legal `moves` in order (one, but for a redo), announces them and tells the view: `move`
   * for a move made here, then one `change`, then `over` if they end the game.
   */
  #apply(moves: readonly number[], cause: 'move' | 'play' | 'redo'): void {
    const { game, pos } = this.#current();
    const said: string[] = [];
    let made: BoardMoveDetail | undefined;
    for (const move of moves) {
      const seat = pos.turn;
      const notation = game.formatMove(pos, move);
      said.push(`${this.#seatName(seat)} played ${notation}.`);
      if (typeof pos.undo !== 'function') this.#past.push(pos.clone());
      pos.play(move);
      made = { move, notation, seat };
    }
    if (cause !== 'redo') this.#undone = [];
    // Everything told about the moves is worked out before a listener can play another.
    const outcome = pos.outcome();
    const result = outcome === undefined ? undefined : outcomeWords(outcome, this.#seatNames());
    this.#revision++;
    this.#announce(
      `${said.join(' ')} ${result === undefined ? this.#view()!.view.status : `Game over: ${result}`}.`,
    );
    if (cause === 'move' && made !== undefined) this.#events.emit('move', made);
    this.#changed(cause);
    if (outcome !== undefined && result !== undefined) this.#events.emit('over', { outcome, result });
  }

  /** Takes back the last move, with the position's `undo` or from the positions kept before each move. */
  #takeBack(): number {
    const pos = this.#pos!;
    if (typeof pos.undo === 'function') return pos.undo();
    const move = pos.history.at(-1)!;
    this.#pos = this.#past.pop()!;
    return move;
  }

  /**
   * How many moves {@link BoardController.undo} takes back now: back to the last move played for
   * a seat that is not the computer's (0: none can be taken back).
   */
  #undoable(): number {
    const pos = this.#pos;
    if (pos === undefined) return 0;
    const computer = this.#computer?.setting.seats ?? [];
    if (typeof pos.undo === 'function') {
      const back = pos.clone();
      for (let count = 1; back.history.length > 0; count++) {
        back.undo!();
        if (!computer.includes(back.turn)) return count;
      }
      return 0;
    }
    for (let count = 1; count <= this.#past.length; count++) {
      if (!computer.includes(this.#past[this.#past.length - count]!.turn)) return count;
    }
    return 0;
  }

  /** What the controller's computer tells: passed on, and a failure shown. */
  #onComputer(detail: ComputerEventDetail<SearchStats>): void {
    this.#events.emit('computer', detail);
    if (detail.state === 'failed') this.computerFailed(detail.error);
  }

  #view(): { view: BoardView; names: Map<string, number> } | undefined {
    const { game, pos } = { game: this.#game, pos: this.#pos };
    if (game === undefined || pos === undefined) return undefined;
    if (this.#viewCache?.revision !== this.#revision) {
      const view = game.view(pos);
      const names = new Map(view.cells.map((c, i) => [c.name, i]));
      this.#viewCache = { revision: this.#revision, view, names };
    }
    return this.#viewCache;
  }

  #index(): MoveIndex {
    const { game, pos } = this.#current();
    if (this.#indexCache?.revision !== this.#revision) {
      this.#indexCache = { revision: this.#revision, index: new MoveIndex(game, pos) };
    }
    return this.#indexCache.index;
  }

  #context(): SelectionContext {
    const { game, pos } = this.#current();
    const cells = this.#view()!.view.cells;
    return { game, pos, index: this.#index(), name: (c) => cells[c]?.name ?? String(c) };
  }

  #seatNames(): string[] {
    const { game, pos } = this.#current();
    return game.seats(pos).map((s) => s.name);
  }

  #seatName(seat: number): string {
    return this.#seatNames()[seat] ?? `seat ${seat}`;
  }

  /** Whether the person at this board is to move. */
  #isLocalTurn(): boolean {
    const pos = this.#pos;
    if (pos === undefined || pos.isOver()) return false;
    if (this.#computer?.setting.seats.includes(pos.turn) === true) return false;
    return this.#seats === 'all' || this.#seats.includes(pos.turn);
  }

  /** Whether the person may make a move now; says why not. */
  #mayMove(): boolean {
    const pos = this.#pos;
    if (pos === undefined) return false;
    if (pos.isOver()) {
      this.#say('The game is over.', 'error');
      return false;
    }
    if (!this.#isLocalTurn()) {
      const who = this.#computer?.setting.seats.includes(pos.turn)
        ? 'the computer plays that seat'
        : 'that seat does not play at this board';
      this.#say(`${this.#seatName(pos.turn)} is to move: ${who}.`, 'error');
      return false;
    }
    return true;
  }

  /**
   * @throws `OptionsError`: reason `no-game` while there is no game, `bad-cell` unless `cell` is
   *   a cell of the board.
   */
  #checkCell(cell: number): void {
    this.#current();
    const cells = this.#view()!.view.cells.length;
    if (!Number.isInteger(cell) || cell < 0 || cell >= cells) {
      throw new OptionsError(
        `${describeValue(cell)} is not a cell of the board (0 to ${cells - 1})`,
        'bad-cell',
      );
    }
  }

  #step(step: SelectionStep): void {
    if (step.kind === 'play') {
      this.#apply([step.move], 'move');
      return;
    }
    if (step.kind === 'refuse') {
      this.#selecting = nothingSelected();
      this.#say(step.message, 'error');
      return;
    }
    const { cells, match } = step;
    this.#selecting = {
      ...nothingSelected(),
      cells: [...cells],
      match: cells.length > 0 ? match : undefined,
    };
    const { game, pos } = this.#current();
    const { text, kind } = guidance(step, this.#context(), (m) => game.formatMove(pos, m));
    this.#say(text, kind);
  }

  /** Plays the move among `moves` whose notation is `notation`, if there is one. */
  #playNamed(notation: string, moves: readonly number[]): void {
    const { game, pos } = this.#current();
    const found = moves.find((m) => game.formatMove(pos, m) === notation);
    if (found !== undefined) this.#apply([found], 'move');
  }

  /** Where the held piece would go with its grip on game cell `cell`: game cells, or undefined. */
  #pieceCells(cell: number): number[] | undefined {
    const held = this.#selecting.held;
    if (held === undefined) return undefined;
    const o = orient(this.#view()!.view, this.#orientation);
    const screen = placeOnScreen(held.shape, o.toScreen(cell), o.view.width, o.view.height);
    return screen?.map(o.toGame).sort((a, b) => a - b);
  }

  /** Puts the held piece down with its grip on `cell`. */
  #place(cell: number): void {
    const held = this.#selecting.held!;
    const cells = this.#pieceCells(cell);
    if (cells === undefined) {
      this.#say(`${held.name} does not fit on the board there.`, 'error');
      return;
    }
    const match = this.#index().match(cells);
    if (match.moves.length === 1) this.#apply([match.moves[0]!], 'move');
    else if (match.moves.length > 1) {
      this.#selecting = { ...nothingSelected(), cells, match: { moves: match.moves, extensible: false } };
      this.#say(`These cells make ${match.moves.length} moves: choose one.`);
    } else {
      this.#selecting.hover = cell;
      this.#say(refusal(this.#context(), cells, true), 'error');
    }
  }

  /** The cursor's first cell: the middle of the board. */
  #startCursor(): number {
    const view = this.#view()?.view;
    if (view === undefined) return 0;
    return Math.floor(view.height / 2) * view.width + Math.floor(view.width / 2);
  }

  /** Announces the cell under the cursor: its name, what is on it, whether it is selected. */
  #describeCursor(): void {
    const view = this.#view()?.view;
    const cell = this.#cursor;
    if (view === undefined || cell === undefined) return;
    const c = view.cells[cell]!;
    const on = c.owner === undefined ? 'empty' : (view.colours[c.owner]?.name ?? `colour ${c.owner}`);
    const selected = this.#selecting.cells.includes(cell) ? ', selected' : '';
    this.#announce(`${c.name}, ${on}${selected}`);
  }

  /** Sets the message line (announcing a message that says something) and asks for a redraw. */
  #say(text: string, kind: 'info' | 'error' = 'info'): void {
    this.#message = { text, kind };
    if (text !== '') this.#announce(text);
    this.#update();
  }

  #announce(text: string): void {
    this.#events.emit('announce', { text: text.trim() });
  }

  #update(): void {
    this.#events.emit('update', undefined);
  }
}

/**
 * A new position of `game` from the board's options: a preset's name (or alias), create
 * options, or the first preset.
 *
 * @throws `OptionsError` from `findPreset` or the game's `create`.
 */
function startOf(game: AnyGameDescription, options: BoardOptions | undefined): Position<number> {
  if (typeof options === 'string') return game.create(findPreset(game, options).options);
  return game.create(options ?? findPreset(game).options);
}

/**
 * The computer setting from a property value.
 *
 * @throws `OptionsError` (reason `bad-type`) for seats that are not a list of seat numbers, or a
 *   player without `chooseMove`.
 */
function readComputer(value: unknown): BoardComputer {
  if (!isPlainObject(value)) {
    throw new OptionsError(
      `computer must be { seats, player? }, got ${describeValue(value)}`,
      Reason.BadType,
    );
  }
  const seats = readSeatList(value.seats);
  const player = value.player as MoveChooser | undefined;
  if (player !== undefined && typeof player?.chooseMove !== 'function') {
    throw new OptionsError(
      `computer.player must have a chooseMove method, got ${describeValue(player)}`,
      Reason.BadType,
    );
  }
  return player === undefined ? { seats } : { seats, player };
}
