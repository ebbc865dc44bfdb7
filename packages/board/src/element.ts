/**
 * {@link QuadrilleBoard}: the `<quadrille-board>` custom element — a playable board for any game
 * description. It draws the game's view with `@quadrille/svg` in its shadow root (one
 * `<g data-cell="<name>">` per cell), takes moves as selections of cells (core's
 * `matchSelection`), a piece tray where the view gives pieces, and the keyboard, and tells the
 * page through events. It knows no game: everything comes from the description.
 *
 * @module
 */

import {
  type AnyGameDescription,
  type BoardView,
  describeValue,
  descriptionProblems,
  findPreset,
  IllegalMoveError,
  isPlainObject,
  OptionsError,
  outcomeWords,
  type Position,
  type SelectionMatch,
} from '@quadrille/core';
import type { ComputerEventDetail } from './computer-event.js';
import { controlSpecs } from './controls.js';
import { BoardDrawing } from './drawing.js';
import type {
  BoardChangeCause,
  BoardChangeDetail,
  BoardErrorDetail,
  BoardEventMap,
  BoardMoveDetail,
  BoardOverDetail,
} from './events.js';
import { keyAction, moveCursor } from './keyboard.js';
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
  readSeats,
  readTheme,
} from './settings.js';
import { type HeldPiece, pickPiece, placeOnScreen, trayPieces, turnPiece } from './tray.js';

/** What the element's class extends outside a browser (Node, for builds, docs and SSR): nothing. */
class NotAnElement {}

/**
 * `HTMLElement` in a browser. Outside one the module still loads (the element cannot be made
 * there): the class extends a stand-in.
 */
const ElementBase = (typeof HTMLElement === 'undefined' ? NotAnElement : HTMLElement) as typeof HTMLElement;

/** Games the `game` attribute can name, by id (see `defineBoard`). */
const knownGames = new Map<string, AnyGameDescription>();

/** Makes `games` nameable by the `game` attribute of every board (a later game replaces an id). */
export function registerGames(games: Iterable<AnyGameDescription>): void {
  for (const game of games) knownGames.set(game.id, game);
}

/** The properties a page may set before the element is defined, re-applied once it is. */
const UPGRADED = ['game', 'options', 'position', 'seats', 'orientation', 'theme'] as const;

/** What the person is in the middle of. */
interface Selecting {
  /** Selected cells (game cells), in selection order. */
  cells: number[];
  /** What they make, while some are selected. */
  match: SelectionMatch<number> | undefined;
  /** The piece in hand (tray games). */
  held: HeldPiece | undefined;
  /** The game cell under the pointer or the cursor, where the held piece is shown. */
  hover: number | undefined;
}

const nothingSelected = (): Selecting => ({ cells: [], match: undefined, held: undefined, hover: undefined });

/**
 * `<quadrille-board>`: a playable board for any Quadrille game description, custom games
 * included. Define it once with `defineBoard()`; then set {@link QuadrilleBoard.game} (and
 * optionally {@link QuadrilleBoard.options}) and the board shows the game's start, ready to play.
 *
 * **Input.** Each cell is a `[data-cell="<name>"]` element in the shadow root. A person makes a
 * move by selecting the cells the game names for it (in order where the game says order
 * matters): when the selection is exactly one legal move and starts no other, it is played; when
 * a longer move also starts with it, a `[data-action="confirm"]` button (or Enter) plays it; when
 * several moves share the cells, one `[data-choice="<notation>"]` button per move lets the person
 * choose. A selection that can lead to no legal move is cleared with the game's reason
 * (`input.explain`). Moves without cells (a pass) are `[data-move="<notation>"]` buttons. Where
 * the view gives the side to move pieces (Blokus), a tray of `[data-piece="<name>"]` buttons lets
 * the person pick one, turn it (R, F, or the `rotate` and `flip` buttons), see where it would go
 * and whether that is legal, and put it down with a click (on touch screens: tap to show, tap
 * again or confirm to place). Keyboard: arrow keys move a cursor between cells, Space selects
 * (or puts the held piece down), Enter confirms, Escape cancels. Moves and the turn are announced
 * in an ARIA live region.
 *
 * **Events** (bubbling, composed): `quadrille-move` after a move made at this board,
 * `quadrille-change` after any change of the position, `quadrille-over` when a move ends the
 * game, `quadrille-error` when an attribute's value is refused. See {@link BoardEventMap}.
 *
 * **Errors.** Property setters throw the typed error (`OptionsError` for a value of the wrong
 * kind or options the game refuses, `IllegalMoveError` from {@link QuadrilleBoard.play}) and
 * leave the board as it was; attributes cannot throw, so a refused attribute value leaves the
 * board as it was and dispatches `quadrille-error`.
 *
 * @example
 * ```ts
 * import { defineBoard } from '@quadrille/board';
 * import { talpa } from '@quadrille/talpa';
 *
 * defineBoard();
 * const board = document.createElement('quadrille-board');
 * board.game = talpa;
 * board.options = 'beginner';
 * board.seats = [0]; // the person plays Red; moves for Blue come through board.play(...)
 * board.addEventListener('quadrille-move', (e) => send(e.detail.notation));
 * document.body.append(board);
 * ```
 */
export class QuadrilleBoard extends ElementBase {
  /** The attributes the board reads: `game`, `options`, `seats`, `orientation`, `theme`. */
  static readonly observedAttributes: readonly string[] = [
    'game',
    'options',
    'seats',
    'orientation',
    'theme',
  ];

  #game: AnyGameDescription | undefined;
  #options: BoardOptions | undefined;
  /** Whether {@link QuadrilleBoard.options} were set since the game last started. */
  #optionsFresh = false;
  #pos: Position<number> | undefined;
  /** Positions before each move, for games whose positions have no `undo`. */
  #past: Position<number>[] = [];
  #seats: BoardSeats = 'all';
  #orientation: Orientation = 0;
  #theme: BoardTheme = 'light';
  /** Counts changes of the position: what is derived from it is computed once per change. */
  #revision = 0;
  #viewCache: { revision: number; view: BoardView; names: Map<string, number> } | undefined;
  #indexCache: { revision: number; index: MoveIndex } | undefined;
  #selecting: Selecting = nothingSelected();
  /** The keyboard cursor (a game cell), once the board has had focus. */
  #cursor: number | undefined;
  #message: { text: string; kind: 'info' | 'error' } = { text: '', kind: 'info' };
  #pointer = 'mouse';
  /** The cell under the last pointer press. */
  #pressed: number | undefined;
  #renderQueued = false;
  readonly #drawing: BoardDrawing;

  constructor() {
    super();
    this.#drawing = new BoardDrawing(this.attachShadow({ mode: 'open' }));
    this.#listen();
  }

  // ------------------------------------------------------------------ properties

  /**
   * The game: any game description (`@quadrille/games`' catalogue, one game's package, or your
   * own). Setting another game starts a new game from {@link QuadrilleBoard.options} when they
   * suit it, else from its first preset (setting the same game again changes nothing).
   * `undefined` empties the board.
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
      if (this.#optionsFresh) this.#report('options', error);
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
   *   `unknown-preset`), or a value that is neither a name nor a plain object; the board keeps
   *   its game and position.
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
   * The position shown. Reading it gives a copy of the board's position (play moves through
   * {@link QuadrilleBoard.play}); setting it shows a copy of the position given, of the board's
   * game (as a server or a saved game has it), and clears any selection.
   *
   * @throws `OptionsError`: reason `no-game` while there is no game, `bad-position` for a value
   *   that is not a position of the game.
   */
  get position(): Position<number> | undefined {
    return this.#pos?.clone();
  }

  set position(value: Position<number> | undefined) {
    const game = this.#game;
    if (game === undefined) throw new OptionsError('set board.game before board.position', 'no-game');
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
    this.#changed('position');
  }

  /**
   * The seats the person at this board may move for: `'all'` (the default: everyone plays
   * here), or a list of seat numbers (`[0]`; `[]` to watch). Moves for the other seats come from
   * outside through {@link QuadrilleBoard.play}. Attribute: `seats="all"`, `"none"`, `"0 2"`.
   *
   * @throws `OptionsError` (reason `bad-type`) for anything else.
   */
  get seats(): BoardSeats {
    return this.#seats;
  }

  set seats(value: BoardSeats) {
    this.#seats = readSeats(value);
    this.#selecting = nothingSelected();
    this.#queueRender();
  }

  /**
   * How the board is turned, in degrees clockwise: 0 (the default, a1 at the bottom left), 90,
   * 180 (a1 at the top right, as the second player sees a chessboard) or 270. Cell names and
   * coordinates go with the cells.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value.
   */
  get orientation(): Orientation {
    return this.#orientation;
  }

  set orientation(value: Orientation) {
    this.#orientation = readOrientation(value);
    this.#selecting.hover = undefined;
    this.#queueRender();
  }

  /**
   * The colours: `'light'` (the default), `'dark'` or `'print'`, as `@quadrille/svg` draws them.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value.
   */
  get theme(): BoardTheme {
    return this.#theme;
  }

  set theme(value: BoardTheme) {
    this.#theme = readTheme(value);
    this.#queueRender();
  }

  // ------------------------------------------------------------------ methods

  /**
   * Plays `move` — a move id, or the move in the game's notation — for whichever seat is to
   * move: how moves from elsewhere (a server, a computer player, a replay) reach the board. It
   * dispatches `quadrille-change` (and `quadrille-over` if the game ends), not `quadrille-move`.
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
    this.#apply(id, 'play');
  }

  /**
   * Takes back the last move and returns it (`undefined` when there is none), for apps that
   * offer undo. Dispatches `quadrille-change` with cause `undo`.
   */
  undo(): number | undefined {
    const pos = this.#pos;
    if (pos === undefined || pos.history.length === 0) return undefined;
    let move: number;
    if (typeof pos.undo === 'function') move = pos.undo();
    else {
      const before = this.#past.pop();
      if (before === undefined) return undefined;
      move = pos.history.at(-1)!;
      this.#pos = before;
    }
    this.#changed('undo');
    this.#announce(
      `Took back ${this.#game!.formatMove(this.#pos!, move)}. ${this.#view()?.view.status ?? ''}`,
    );
    return move;
  }

  /** Drops the selection and the piece in hand, as Escape does. */
  cancel(): void {
    this.#selecting = nothingSelected();
    this.#say('');
    this.#queueRender();
  }

  // ------------------------------------------------------------------ lifecycle

  /** @internal Custom element lifecycle: applies properties set before the element was defined. */
  connectedCallback(): void {
    for (const name of UPGRADED) {
      if (!Object.hasOwn(this, name)) continue;
      const value: unknown = Reflect.get(this, name);
      Reflect.deleteProperty(this, name);
      try {
        Reflect.set(this, name, value);
      } catch (error) {
        // No caller to throw to: reported as a refused attribute would be.
        if (!(error instanceof Error)) throw error;
        this.#report(name, error);
      }
    }
    this.#queueRender();
  }

  /** @internal Custom element lifecycle: reads the attributes (a refused value: `quadrille-error`). */
  attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
    try {
      if (name === 'game') {
        if (value === null) this.game = undefined;
        else {
          const game = knownGames.get(value.trim());
          if (game === undefined) {
            throw new OptionsError(
              `no game '${value}' is registered with defineBoard({ games }) (known: ${[...knownGames.keys()].join(', ') || 'none'})`,
              'unknown-game',
            );
          }
          this.game = game;
        }
      } else if (name === 'options') this.options = value ?? undefined;
      else if (name === 'seats') this.seats = readSeats(value ?? 'all');
      else if (name === 'orientation') this.orientation = readOrientation(value ?? 0);
      else if (name === 'theme') this.theme = readTheme(value ?? 'light');
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      this.#report(name, error);
    }
  }

  // ------------------------------------------------------------------ state

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
    this.#changed('game');
  }

  /** After any change of the position: derived data recomputed, selection dropped, event sent. */
  #changed(cause: BoardChangeCause): void {
    this.#revision++;
    this.#selecting = nothingSelected();
    this.#say('');
    this.#queueRender();
    const detail: BoardChangeDetail = { cause };
    this.#dispatch('quadrille-change', detail);
  }

  /** Plays a legal move (made here when `cause` is `move`), announces it and tells the page. */
  #apply(move: number, cause: 'move' | 'play'): void {
    const { game, pos } = this.#current();
    const seat = pos.turn;
    const notation = game.formatMove(pos, move);
    const mover = this.#seatName(seat);
    if (typeof pos.undo !== 'function') this.#past.push(pos.clone());
    pos.play(move);
    // Everything told about this move is worked out before a listener can play another.
    const outcome = pos.outcome();
    const result = outcome === undefined ? undefined : outcomeWords(outcome, this.#seatNames());
    this.#revision++;
    this.#announce(
      `${mover} played ${notation}. ${result === undefined ? this.#view()!.view.status : `Game over: ${result}`}.`,
    );
    if (cause === 'move') {
      const detail: BoardMoveDetail = { move, notation, seat };
      this.#dispatch('quadrille-move', detail);
    }
    this.#changed(cause);
    if (outcome !== undefined && result !== undefined) {
      const detail: BoardOverDetail = { outcome, result };
      this.#dispatch('quadrille-over', detail);
    }
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
    return this.#seats === 'all' || this.#seats.includes(pos.turn);
  }

  // ------------------------------------------------------------------ input

  #listen(): void {
    const { board, controls, tray, wrap } = this.#drawing.parts;
    this.addEventListener('quadrille-computer', (e) => this.#onComputer(e));
    board.addEventListener('pointerdown', (e) => {
      this.#pointer = e.pointerType;
      this.#pressed = this.#cellOf(e.target);
      board.classList.remove('keyboard');
    });
    board.addEventListener('click', (e) => {
      // The cell pressed, if the picture was redrawn under the pointer before it came up.
      const cell = this.#cellOf(e.target) ?? this.#pressed;
      this.#pressed = undefined;
      if (cell !== undefined) this.#onCell(cell, this.#pointer === 'touch' || this.#pointer === 'pen');
    });
    board.addEventListener('pointermove', (e) => {
      if (this.#selecting.held === undefined || e.pointerType !== 'mouse') return;
      const cell = this.#cellOf(e.target);
      if (cell !== this.#selecting.hover) {
        this.#selecting.hover = cell;
        this.#queueRender();
      }
    });
    board.addEventListener('pointerleave', (e) => {
      if (this.#selecting.held !== undefined && e.pointerType === 'mouse') {
        this.#selecting.hover = undefined;
        this.#queueRender();
      }
    });
    board.addEventListener('focus', () => {
      if (this.#cursor === undefined) this.#cursor = this.#startCursor();
      // Focus from the keyboard shows the cursor; a click's focus redraws nothing under the pointer.
      if (board.matches(':focus-visible')) this.#queueRender();
    });
    controls.addEventListener('click', (e) => this.#onControl(e.target));
    tray.addEventListener('click', (e) => this.#onControl(e.target));
    wrap.addEventListener('keydown', (e) => this.#onKey(e));
  }

  /** The game cell of the `[data-cell]` element at or above `target`. */
  #cellOf(target: EventTarget | null): number | undefined {
    if (!(target instanceof Element)) return undefined;
    const name = target.closest('[data-cell]')?.getAttribute('data-cell');
    return name === null || name === undefined ? undefined : this.#view()?.names.get(name);
  }

  /** Whether a cell may be used now; says why not. */
  #mayMove(): boolean {
    const pos = this.#pos;
    if (pos === undefined) return false;
    if (pos.isOver()) {
      this.#say('The game is over.', 'error');
      return false;
    }
    if (!this.#isLocalTurn()) {
      this.#say(`${this.#seatName(pos.turn)} is to move: that seat does not play at this board.`, 'error');
      return false;
    }
    return true;
  }

  /** A cell clicked, tapped or selected with the keyboard. */
  #onCell(cell: number, touch: boolean): void {
    this.#cursor = cell;
    if (!this.#mayMove()) return;
    const s = this.#selecting;
    if (s.held !== undefined) {
      if (touch && s.hover !== cell) {
        s.hover = cell; // a tap shows where the piece would go; a second tap puts it there
        this.#queueRender();
      } else this.#place(cell);
      return;
    }
    this.#step(selectCell(this.#context(), s.cells, cell));
  }

  #step(step: SelectionStep): void {
    if (step.kind === 'play') {
      this.#apply(step.move, 'move');
      return;
    }
    if (step.kind === 'refuse') {
      this.#selecting = nothingSelected();
      this.#say(step.message, 'error');
      this.#queueRender();
      return;
    }
    const { cells, match } = step;
    this.#selecting = {
      ...nothingSelected(),
      cells: [...cells],
      match: cells.length > 0 ? match : undefined,
    };
    const { text, kind } = guidance(step, this.#context(), (m) => this.#game!.formatMove(this.#pos!, m));
    this.#say(text, kind);
    this.#queueRender();
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
    if (match.moves.length === 1) this.#apply(match.moves[0]!, 'move');
    else if (match.moves.length > 1) {
      this.#selecting = { ...nothingSelected(), cells, match: { moves: match.moves, extensible: false } };
      this.#say(`These cells make ${match.moves.length} moves: choose one.`);
      this.#queueRender();
    } else {
      this.#selecting.hover = cell;
      this.#say(refusal(this.#context(), cells, true), 'error');
      this.#queueRender();
    }
  }

  #pick(name: string): void {
    if (!this.#mayMove()) return;
    const view = this.#view()!.view;
    const held = this.#selecting.held?.name === name ? undefined : pickPiece(view, name);
    this.#selecting = { ...nothingSelected(), held, hover: held === undefined ? undefined : this.#cursor };
    this.#say(held === undefined ? '' : `${name} in hand: R rotates, F flips; put it on the board.`);
    this.#queueRender();
  }

  #turn(how: 'rotate' | 'flip'): void {
    const held = this.#selecting.held;
    if (held === undefined) {
      this.#say('Pick a piece from the tray first.', 'error');
      return;
    }
    this.#selecting.held = turnPiece(held, how);
    this.#queueRender();
  }

  /** Enter or the confirm button: the move the selection makes, or the held piece where it is. */
  #confirm(): void {
    const s = this.#selecting;
    if (s.held !== undefined) {
      if (s.hover === undefined) this.#say(`Show where ${s.held.name} goes first.`, 'error');
      else this.#place(s.hover);
      return;
    }
    if (s.match?.moves.length === 1) this.#apply(s.match.moves[0]!, 'move');
  }

  #onControl(target: EventTarget | null): void {
    if (!(target instanceof Element)) return;
    const el = target.closest<HTMLElement>('button');
    if (el === null) return;
    const { action, choice, move, piece } = el.dataset;
    if (piece !== undefined) {
      this.#pick(piece);
      // From the keyboard, the board takes the focus so that the arrows move the piece.
      if (this.#selecting.held !== undefined) this.#drawing.parts.board.focus();
      return;
    }
    if (action === 'rotate' || action === 'flip') this.#turn(action);
    else if (action === 'cancel') this.cancel();
    else if (action === 'confirm') this.#confirm();
    else if (choice !== undefined || move !== undefined || action === 'play-listed') {
      if (!this.#mayMove()) return;
      const text =
        action === 'play-listed'
          ? this.#drawing.parts.controls.querySelector('select')?.value
          : (choice ?? move);
      const among = choice !== undefined ? (this.#selecting.match?.moves ?? []) : this.#index().cellFree;
      const found = among.find((m) => this.#game!.formatMove(this.#pos!, m) === text);
      if (found !== undefined) this.#apply(found, 'move');
    }
  }

  #onKey(e: KeyboardEvent): void {
    const board = this.#drawing.parts.board;
    const action = keyAction(
      e.key,
      e.target === board && this.#pos !== undefined,
      this.#selecting.held !== undefined,
    );
    if (action === undefined) return;
    if (action === 'cancel') {
      if (this.#selecting.cells.length > 0 || this.#selecting.held !== undefined) e.preventDefault();
      this.cancel();
      return;
    }
    e.preventDefault();
    if (action === 'rotate' || action === 'flip') this.#turn(action);
    else if (action === 'confirm') this.#confirm();
    else {
      board.classList.add('keyboard');
      const cursor = this.#cursor ?? this.#startCursor();
      if (action === 'select') this.#onCell(cursor, false);
      else {
        const o = orient(this.#view()!.view, this.#orientation);
        this.#cursor = o.toGame(moveCursor(o.toScreen(cursor), e.key, o.view.width, o.view.height));
        if (this.#selecting.held !== undefined) this.#selecting.hover = this.#cursor;
        this.#describeCursor();
        this.#queueRender();
      }
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

  /**
   * A computer attached to this board failed: say so on the board, once every listener has had
   * the event and none took it over (`preventDefault()`), rather than wait for ever.
   */
  #onComputer(e: CustomEvent<ComputerEventDetail>): void {
    const detail = e.detail;
    if (detail.state !== 'failed') return;
    queueMicrotask(() => {
      if (!e.defaultPrevented) this.#say(`The computer could not move: ${detail.error.message}`, 'error');
    });
  }

  // ------------------------------------------------------------------ output

  #say(text: string, kind: 'info' | 'error' = 'info'): void {
    this.#message = { text, kind };
    if (text !== '') this.#announce(text);
    this.#queueRender();
  }

  #announce(text: string): void {
    this.#drawing.announce(text);
  }

  #report(attribute: string, error: Error): void {
    const detail: BoardErrorDetail = { attribute, error };
    this.#dispatch('quadrille-error', detail);
  }

  #dispatch<K extends keyof BoardEventMap>(type: K, detail: BoardEventMap[K]['detail']): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  /** Draws on the next microtask, once for any number of changes in between. */
  #queueRender(): void {
    if (this.#renderQueued) return;
    this.#renderQueued = true;
    queueMicrotask(() => {
      this.#renderQueued = false;
      this.#render();
    });
  }

  #render(): void {
    const game = this.#game;
    const cached = this.#view();
    const frame = { theme: this.#theme, message: this.#message };
    if (game === undefined || cached === undefined) {
      this.#drawing.draw({ ...frame, picture: undefined, controls: [], tray: undefined });
      return;
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
    this.#drawing.draw({
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
        notation: (m) => game.formatMove(this.#pos!, m),
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
    });
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

declare global {
  interface HTMLElementTagNameMap {
    /** A playable board for any Quadrille game (`@quadrille/board`). */
    'quadrille-board': QuadrilleBoard;
  }
  interface HTMLElementEventMap extends BoardEventMap {}
}
