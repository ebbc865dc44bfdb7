/**
 * {@link QuadrilleBoard}: the `<quadrille-board>` custom element — a playable board for any game
 * description. It is a view of a {@link BoardController}, which decides everything: the element
 * reads its attributes, passes the person's clicks, taps and keys on, draws the controller's
 * frame with `@quadrille/svg` in its shadow root (one `<g data-cell="<name>">` per cell), and
 * dispatches the controller's events as DOM events. It knows no game: everything comes from the
 * description.
 *
 * @module
 */

import { type AnyGameDescription, OptionsError, type Position } from '@quadrille/core';
import { BoardController } from './board-controller.js';
import type { ComputerEventDetail } from './computer-event.js';
import { BoardDrawing } from './drawing.js';
import type { BoardEventMap } from './element-events.js';
import type { BoardChangeDetail, BoardErrorDetail } from './events.js';
import { keyAction } from './keyboard.js';
import {
  type BoardOptions,
  type BoardSeats,
  type BoardTheme,
  type Orientation,
  readOrientation,
  readSeats,
  readTheme,
} from './settings.js';

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

  readonly #controller = new BoardController();
  #pointer = 'mouse';
  /** The name of the cell under the last pointer press (a name: the board may change before the click). */
  #pressed: string | undefined;
  #renderQueued = false;
  readonly #drawing: BoardDrawing;

  constructor() {
    super();
    this.#drawing = new BoardDrawing(this.attachShadow({ mode: 'open' }));
    this.#follow();
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
    return this.#controller.game;
  }

  set game(value: AnyGameDescription | undefined) {
    this.#controller.game = value;
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
    return this.#controller.options;
  }

  set options(value: BoardOptions | undefined) {
    this.#controller.options = value;
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
    return this.#controller.position;
  }

  set position(value: Position<number> | undefined) {
    this.#controller.position = value;
  }

  /**
   * The seats the person at this board may move for: `'all'` (the default: everyone plays
   * here), or a list of seat numbers (`[0]`; `[]` to watch). Moves for the other seats come from
   * outside through {@link QuadrilleBoard.play}. Attribute: `seats="all"`, `"none"`, `"0 2"`.
   *
   * @throws `OptionsError` (reason `bad-type`) for anything else.
   */
  get seats(): BoardSeats {
    return this.#controller.seats;
  }

  set seats(value: BoardSeats) {
    this.#controller.seats = value;
  }

  /**
   * How the board is turned, in degrees clockwise: 0 (the default, a1 at the bottom left), 90,
   * 180 (a1 at the top right, as the second player sees a chessboard) or 270. Cell names and
   * coordinates go with the cells.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value.
   */
  get orientation(): Orientation {
    return this.#controller.orientation;
  }

  set orientation(value: Orientation) {
    this.#controller.orientation = value;
  }

  /**
   * The colours: `'light'` (the default), `'dark'` or `'print'`, as `@quadrille/svg` draws them.
   *
   * @throws `OptionsError` (reason `bad-type`) for another value.
   */
  get theme(): BoardTheme {
    return this.#controller.theme;
  }

  set theme(value: BoardTheme) {
    this.#controller.theme = value;
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
    this.#controller.play(move);
  }

  /**
   * Takes back the last move and returns it (`undefined` when there is none), for apps that
   * offer undo. Dispatches `quadrille-change` with cause `undo`.
   */
  undo(): number | undefined {
    // The board's controller has no computer: an undo takes back one move at most.
    return this.#controller.undo().at(-1);
  }

  /** Drops the selection and the piece in hand, as Escape does. */
  cancel(): void {
    this.#controller.cancel();
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

  // ------------------------------------------------------------------ the controller

  /** What the controller says: drawn, announced, and dispatched as the board's DOM events. */
  #follow(): void {
    const c = this.#controller;
    c.on('update', () => this.#queueRender());
    c.on('announce', ({ text }) => this.#drawing.announce(text));
    c.on('move', (detail) => this.#dispatch('quadrille-move', detail));
    // The element offers no redo: every change it sees has one of the causes of BoardChangeDetail.
    c.on('change', (detail) => this.#dispatch('quadrille-change', detail as BoardChangeDetail));
    c.on('over', (detail) => this.#dispatch('quadrille-over', detail));
    c.on('refused', ({ setting, error }) => this.#report(setting, error));
  }

  // ------------------------------------------------------------------ input

  #listen(): void {
    const { board, controls, tray, wrap } = this.#drawing.parts;
    const c = this.#controller;
    this.addEventListener('quadrille-computer', (e) => this.#onComputer(e));
    board.addEventListener('pointerdown', (e) => {
      this.#pointer = e.pointerType;
      this.#pressed = nameOf(e.target);
      board.classList.remove('keyboard');
    });
    board.addEventListener('click', (e) => {
      // The cell pressed, if the picture was redrawn under the pointer before it came up.
      const cell = this.#cellOf(e.target) ?? this.#cellNamed(this.#pressed);
      this.#pressed = undefined;
      if (cell !== undefined)
        c.clickCell(cell, { touch: this.#pointer === 'touch' || this.#pointer === 'pen' });
    });
    board.addEventListener('pointermove', (e) => {
      if (c.selection.held === undefined || e.pointerType !== 'mouse') return;
      c.hoverCell(this.#cellOf(e.target));
    });
    board.addEventListener('pointerleave', (e) => {
      if (c.selection.held !== undefined && e.pointerType === 'mouse') c.hoverCell(undefined);
    });
    board.addEventListener('focus', () => {
      c.placeCursor();
      // Focus from the keyboard shows the cursor; a click's focus redraws nothing under the pointer.
      if (board.matches(':focus-visible')) this.#queueRender();
    });
    controls.addEventListener('click', (e) => this.#onControl(e.target));
    tray.addEventListener('click', (e) => this.#onControl(e.target));
    wrap.addEventListener('keydown', (e) => this.#onKey(e));
  }

  /** The game cell of the `[data-cell]` element at or above `target`. */
  #cellOf(target: EventTarget | null): number | undefined {
    return this.#cellNamed(nameOf(target));
  }

  #cellNamed(name: string | undefined): number | undefined {
    return name === undefined ? undefined : this.#controller.cellNamed(name);
  }

  #onControl(target: EventTarget | null): void {
    if (!(target instanceof Element)) return;
    const el = target.closest<HTMLElement>('button');
    if (el === null) return;
    const c = this.#controller;
    const { action, choice, move, piece } = el.dataset;
    if (piece !== undefined) {
      c.pickPiece(piece);
      // From the keyboard, the board takes the focus so that the arrows move the piece.
      if (c.selection.held !== undefined) this.#drawing.parts.board.focus();
      return;
    }
    if (action === 'rotate' || action === 'flip') c.turnPiece(action);
    else if (action === 'cancel') c.cancel();
    else if (action === 'confirm') c.confirm();
    else if (choice !== undefined) c.choose(choice);
    else if (move !== undefined) c.playCellFree(move);
    else if (action === 'play-listed') {
      c.playCellFree(this.#drawing.parts.controls.querySelector('select')?.value ?? '');
    }
  }

  #onKey(e: KeyboardEvent): void {
    const board = this.#drawing.parts.board;
    const c = this.#controller;
    const { cells, held } = c.selection;
    const action = keyAction(e.key, e.target === board && c.game !== undefined, held !== undefined);
    if (action === undefined) return;
    if (action === 'cancel') {
      if (cells.length > 0 || held !== undefined) e.preventDefault();
      c.cancel();
      return;
    }
    e.preventDefault();
    if (action === 'rotate' || action === 'flip') c.turnPiece(action);
    else if (action === 'confirm') c.confirm();
    else {
      board.classList.add('keyboard');
      if (action === 'select') c.selectAtCursor();
      else c.moveCursor(e.key);
    }
  }

  /**
   * A computer attached to this board failed: say so on the board, once every listener has had
   * the event and none took it over (`preventDefault()`), rather than wait for ever.
   */
  #onComputer(e: CustomEvent<ComputerEventDetail>): void {
    const detail = e.detail;
    if (detail.state !== 'failed') return;
    queueMicrotask(() => {
      if (!e.defaultPrevented) this.#controller.computerFailed(detail.error);
    });
  }

  // ------------------------------------------------------------------ output

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
      this.#drawing.draw(this.#controller.frame());
    });
  }
}

/** The cell name of the `[data-cell]` element at or above `target`. */
function nameOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  return target.closest('[data-cell]')?.getAttribute('data-cell') ?? undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    /** A playable board for any Quadrille game (`@quadrille/board`). */
    'quadrille-board': QuadrilleBoard;
  }
  interface HTMLElementEventMap extends BoardEventMap {}
}
