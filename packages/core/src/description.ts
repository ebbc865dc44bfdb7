/**
 * {@link GameDescription}: a game that describes itself to tools. The protocol's {@link Game}
 * is what the rules need; a description adds what every tool around the rules needs — names,
 * presets, seats, a picture, how a person selects a move, what a computer player knows — as
 * plain data and functions typed here, so that a game package depends on core alone and the
 * command line, the board, study, fuzz and the docs read one description instead of writing
 * their own (as AbstractPlay's games describe a board that one renderer draws).
 *
 * Each Quadrille game package exports its description under the game's name (`blokus`,
 * `talpa`, …): the `Game` object *is* the description.
 *
 * @module
 */

import type { BoardView, ViewOptions } from './board-view.js';
import type { GameKnowledge } from './knowledge.js';
import type { OptionsSchema } from './options-schema.js';
import type { Game, MoveOf, Position } from './protocol.js';
import type { Rng } from './rng.js';

/** A named set of options for `create`, such as Blokus' `duo`. */
export interface GamePreset<O = unknown> {
  /** The name tools accept (`duo`): lower case letters, digits and `-`. */
  readonly name: string;
  /** How people see it (`Duo: two players on 14×14`). */
  readonly label: string;
  /** The options it stands for. */
  readonly options: O;
  /**
   * Other names it answers to, lower case: how other programs and record formats name it
   * (Pentobi's `blokus duo` and `d` for Duo).
   */
  readonly aliases?: readonly string[];
}

/** A seat as people see it. */
export interface SeatDescription {
  /** Its name in the game (`Blue`, `Blue/Red`, `More`, `Vertical`). */
  readonly name: string;
  /** A CSS colour (`#rrggbb`) to show it by, beside its name. */
  readonly colour: string;
}

/** The least a game's typed move description has: the cells the move concerns. */
export interface DescribedMove {
  /** The cells the move places on, moves from or to, or removes (indices); empty for a pass. */
  readonly cells: readonly number[];
}

/**
 * How a person makes a move by selecting cells: the cells of each move, in selection order.
 * A move with no cells (a pass, a choice of side) is made with a button named by its notation.
 * Moves whose cells are the same (Linkage's colours of one domino) are told apart by a choice.
 */
export interface MoveInput<P extends Position<M>, M extends number = MoveOf<P>> {
  /** Whether the order of selection matters (Talpa: from, then to). */
  readonly ordered: boolean;
  /** The cells a person selects to make `move` in `pos` (in order where {@link ordered}). */
  cells(pos: P, move: M): readonly number[];
  /**
   * Why selecting `cells` (in order where {@link ordered}) can lead to no legal move of `pos`:
   * one sentence in the game's words, naming the rule the selection breaks (Blokus:
   * `Overlaps a piece: e10 is already covered.`), or `undefined` when some legal move has these
   * cells and possibly more, or when the game has nothing to add to a tool's generic message.
   * With `whole`, the cells are meant as a whole move (a piece put down from a tray, cells typed
   * in full): why no legal move has exactly these cells. Tools ask it when `matchSelection`
   * finds no move for the cells. It must leave `pos` unchanged and throw nothing for any list of
   * cell indices (even cells off the board).
   *
   * Optional: without it, tools say that no legal move uses (or starts with) the cells.
   */
  explain?(pos: P, cells: readonly number[], whole?: boolean): string | undefined;
}

/** What a demonstration game plays: a preset and a search budget for both sides. */
export interface DemoSettings {
  /** A preset's name. */
  readonly preset: string;
  /** Simulations per move of the search. */
  readonly iterations: number;
}

/**
 * A move chooser that does not search (Blokus' `greedy`): a named baseline a player can be
 * made from. It must return a legal move of `pos`, take its randomness from `rng` alone and
 * leave `pos` unchanged.
 */
export interface MovePolicy<P extends Position<number>> {
  /** Chooses a legal move of `pos` (which is not over). */
  choose(pos: P, rng: Rng): MoveOf<P>;
}

/** The board as text, for a terminal. */
export interface TextBoard<P extends Position<number>> {
  /** The board and a status line as plain text, rank numbers first on each board row. */
  board(pos: P): string;
  /** What the board's symbols and the scores mean, in a line or two. */
  legend?(pos: P): string;
  /** CSS colours (`#rrggbb`) of the symbols on board rows, for a terminal that shows colour. */
  readonly colours?: Readonly<Record<string, string>>;
}

/**
 * An opening book: moves known to be good in the positions it holds. A player consults it
 * first and searches only where it has nothing (`@quadrille/ai`'s `bookPlayer`).
 */
export interface OpeningBook<P extends Position<number>> {
  /**
   * A good move of `pos` from the book, chosen with `rng` among the good ones, or `undefined`
   * where the book has none. It must be legal and leave `pos` unchanged.
   */
  choose(pos: P, rng: Rng): MoveOf<P> | undefined;
}

/** A record format of the game's own (Blokus: Pentobi's SGF). */
export interface RecordFormat<P extends Position<number>> {
  /** Its name (`Pentobi SGF`). */
  readonly name: string;
  /** The file extension, without the dot (`sgf`). */
  readonly extension: string;
  /**
   * The game that led to `pos` as one record, or `undefined` when the format cannot hold it
   * (a custom variant Pentobi cannot name).
   *
   * @param players - the players' names by seat.
   */
  write(pos: P, players: readonly string[]): string | undefined;
  /**
   * The position a record in this format ends in (as {@link write} writes them), with the
   * moves of the record as its history, for an app's import. Optional.
   *
   * @throws `NotationError` for text that is not such a record, `SetupError` for a record of a
   *   game these rules cannot hold (an unknown variant, an illegal move).
   */
  read?(text: string): P;
  /**
   * An opening book read from a file of this format (Blokus: a Pentobi book, a game tree whose
   * good moves are marked `TE`).
   *
   * @throws the game's typed errors for a file it cannot read.
   */
  readBook?(text: string): OpeningBook<P>;
}

/**
 * A game with everything tools need to offer it: the protocol ({@link Game}) plus names,
 * presets, seats, its view, move descriptions and the input mapping, and optionally knowledge
 * for a search, baseline policies, a text board and a record format.
 *
 * @typeParam P - the position type.
 * @typeParam M - the move type.
 * @typeParam O - the options of `create`.
 * @typeParam D - the game's typed move description.
 */
export interface GameDescription<
  P extends Position<M>,
  M extends number = MoveOf<P>,
  O = unknown,
  D extends DescribedMove = DescribedMove,
> extends Game<P, M, O> {
  /** The game's name for people (`Blokus`). */
  readonly title: string;
  /** One line: what the game is, and how a move is written. */
  readonly summary: string;
  /** The named option sets; the first is the default. Never empty; names are unique. */
  readonly presets: readonly GamePreset<O>[];
  /**
   * The options `create` takes, described for tools: the command line's `--option`, rooms, the
   * fuzzer, the docs (see {@link OptionsSchema}). Without it, tools take options as raw JSON.
   * `checkDescription` in `@quadrille/testing` checks that it agrees with `create`.
   */
  readonly options?: OptionsSchema;
  /** What a demonstration game plays. */
  readonly demo: DemoSettings;
  /** Every seat's name and colour in `pos`, index = seat (names may change: a pie rule). */
  seats(pos: P): readonly SeatDescription[];
  /** The position as plain data for drawing. */
  view(pos: P, options?: ViewOptions): BoardView;
  /**
   * The typed description of `move` in `pos` (legal or not).
   *
   * @throws `IllegalMoveError` (reason `not-a-move`) for a number that is no move id.
   */
  describeMove(pos: P, move: M): D;
  /** How a person makes each move by selecting cells. */
  readonly input: MoveInput<P, M>;
  /** What the game knows about good play, for a search. */
  readonly knowledge?: GameKnowledge<P>;
  /** Baseline move choosers by name (a player name in the CLI and studies). */
  readonly policies?: Readonly<Record<string, MovePolicy<P>>>;
  /** The board as text, for a terminal (default: drawn from the view). */
  readonly text?: TextBoard<P>;
  /** The game's own record format, if it has one. */
  readonly record?: RecordFormat<P>;
}

/** Any game description, for code that is generic over games. */
// biome-ignore lint/suspicious/noExplicitAny: the option type is erased on purpose.
export type AnyGameDescription = GameDescription<Position<number>, number, any>;
