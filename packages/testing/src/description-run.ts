/**
 * One random game of {@link checkDescription} and the checks of the description at each of its
 * positions.
 *
 * @module
 */

import {
  type AnyGameDescription,
  cellFreeMoves,
  isPlainObject,
  matchSelection,
  type Position,
  Rng,
} from '@quadrille/core';
import type { DescriptionCheck } from './description-checks.js';
import type { DescriptionSettings } from './description-settings.js';
import { attemptCheck, caughtDescription, descriptionBreach } from './description-violation.js';
import { hashMoves } from './position-state.js';
import { includesSorted, sameNumbers } from './structure.js';
import { safeStringify, truncate } from './violation.js';

/** The checks of a policy's choice; an error it throws is charged to the first not skipped. */
const POLICY_CHECKS = ['policy-legal', 'policy-unchanged', 'policy-deterministic'] as const;

/** What a CSS colour must look like in a description. */
export const CSS_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** What the games of one call have counted, for the report. */
export interface DescriptionTally {
  positions: number;
  moves: number;
  selections: number;
  lastMoves: number;
  policyChoices: number;
}

/** How the moves of two or more cells met list them, for `input-order`. */
export interface OrderEvidence {
  /** Moves of two or more input cells met. */
  multi: number;
  /** Of these, the ones listing their cells in ascending order. */
  ascending: number;
  /** Of these, the ones listing their cells in descending order. */
  descending: number;
  /** The first one met, for messages. */
  example: string | undefined;
}

/**
 * Plays one seeded random game, checking the description at every position; throws a
 * `DescriptionBreach` on the first failure, with {@link DescriptionRun.ply} and
 * {@link DescriptionRun.line} telling where.
 */
export class DescriptionRun {
  /** Moves played before the check in progress. */
  ply = 0;
  /** The moves played so far. */
  readonly line: number[] = [];
  /** The last move played, in the notation of the position it was played in. */
  private lastSpelled = '';

  private readonly moveRng: Rng;
  private readonly probeRng: Rng;
  private readonly selectionOffset: number;
  private readonly deepOffset: number;

  /**
   * @param game - the description under test (its shape already checked).
   * @param create - `game.create` with the options of this game.
   * @param settings - what to check.
   * @param seed - this game's seed.
   * @param tally - the counts of the whole call.
   * @param order - the evidence for `input-order` of this preset or these options.
   */
  constructor(
    private readonly game: AnyGameDescription,
    private readonly create: () => Position<number>,
    private readonly settings: DescriptionSettings,
    seed: number,
    private readonly tally: DescriptionTally,
    private readonly order: OrderEvidence,
  ) {
    // As checkGame's runs: the moves depend on the seed alone (one fork, as there), so a seed
    // replays the same game in both.
    this.moveRng = new Rng(seed);
    this.probeRng = this.moveRng.fork();
    this.selectionOffset = this.probeRng.int(settings.selectionEvery);
    this.deepOffset = this.probeRng.int(settings.deepEvery);
  }

  /** Whether `check` is to be made. */
  private on(check: DescriptionCheck): boolean {
    return !this.settings.skip.has(check);
  }

  /** Plays the game to its end (or to `maxPlies`), checking every position. */
  play(): void {
    const pos = this.create();
    let played: readonly number[] | undefined;
    for (;;) {
      const legal = pos.legalMoves();
      const last = legal.length === 0 || this.ply >= this.settings.maxPlies;
      const deep = last || this.ply === 0 || (this.ply + this.deepOffset) % this.settings.deepEvery === 0;
      const names = this.checkPosition(pos, legal, played, deep);
      this.tally.positions++;
      if (last) return;
      const move = legal[this.moveRng.int(legal.length)]!;
      played = this.describedCells(pos, move, names).slice();
      this.lastSpelled = this.spell(pos, move);
      pos.play(move);
      this.line.push(move);
      this.ply++;
    }
  }

  /** Every check of one position; returns the names of the view's cells. */
  private checkPosition(
    pos: Position<number>,
    legal: readonly number[],
    played: readonly number[] | undefined,
    deep: boolean,
  ): readonly string[] {
    const print = printOf(pos);
    const json = deep ? jsonOf(pos) : undefined;
    const seatNames = this.checkSeats(pos);
    this.expectSame(pos, print, 'seats(pos)');
    const names = this.checkView(pos, played);
    this.expectSame(pos, print, 'view(pos)');
    const moves = this.movesOf(pos, legal, names);
    this.expectSame(pos, print, 'input.cells(pos, m)');
    this.checkCellFree(pos, legal, moves);
    const sample = this.sample(legal.length);
    for (const i of sample) this.checkMove(pos, moves, i, names, true);
    if ((this.ply + this.selectionOffset) % this.settings.selectionEvery === 0) {
      const sampled = new Set(sample);
      for (let i = 0; i < legal.length; i++) if (!sampled.has(i)) this.checkMove(pos, moves, i, names, false);
    }
    this.expectSame(pos, print, 'describeMove(pos, m) or input.cells(pos, m)');
    if (deep) {
      this.expectSameJson(pos, json!, 'seats, view, describeMove or input.cells', 'description-unchanged');
      this.checkDeep(pos, legal, json!, seatNames);
    }
    if (this.on('description-unchanged') && !sameNumbers(pos.legalMoves(), legal)) {
      descriptionBreach('description-unchanged', "the description's functions changed the legal moves");
    }
    return names;
  }

  /** `seats(pos)`: one named, coloured entry per seat. Returns the names. */
  private checkSeats(pos: Position<number>): readonly string[] {
    if (!this.on('seats-described')) {
      try {
        const seats = this.game.seats(pos);
        return Array.isArray(seats) ? seats.map((s) => String(s?.name)) : [];
      } catch {
        return []; // the record is then written for players named by seat number
      }
    }
    const seats = attemptCheck('seats-described', 'seats(pos)', () => this.game.seats(pos));
    if (!Array.isArray(seats))
      descriptionBreach('seats-described', `seats(pos) is ${shown(seats)}, not an array`);
    if (seats.length !== pos.seats) {
      descriptionBreach(
        'seats-described',
        `seats(pos) has ${seats.length} ${seats.length === 1 ? 'entry' : 'entries'} for ${pos.seats} seats: ${shown(seats)}`,
      );
    }
    seats.forEach((seat, i) => {
      const name = (seat as { name?: unknown } | undefined)?.name;
      const colour = (seat as { colour?: unknown } | undefined)?.colour;
      if (typeof name !== 'string' || name.trim() === '') {
        descriptionBreach(
          'seats-described',
          `seats(pos)[${i}] is ${shown(seat)}: its name is not a non-empty string`,
        );
      }
      if (typeof colour !== 'string' || !CSS_COLOUR.test(colour)) {
        descriptionBreach(
          'seats-described',
          `seats(pos)[${i}] (${name}) has colour ${shown(colour)}, not a CSS colour #rrggbb`,
        );
      }
    });
    return seats.map((s) => s.name);
  }

  /**
   * `view(pos)`: what a board needs to draw it, and its last-move overlay against the cells of
   * the move just played (`played`, none before the first move). Returns the cells' names.
   */
  private checkView(pos: Position<number>, played: readonly number[] | undefined): readonly string[] {
    if (this.on('view-well-formed')) return this.checkedView(pos, played);
    try {
      return this.checkedView(pos, played);
    } catch (e) {
      if (!caughtDescription(e) || e.check !== 'view-well-formed') throw e;
      return this.lenientNames(pos);
    }
  }

  /** The cells' names as far as a view that is not checked gives them (numbers where it does not). */
  private lenientNames(pos: Position<number>): readonly string[] {
    try {
      const { width, height, cells } = this.game.view(pos);
      return Array.from({ length: width * height }, (_, c) => {
        const name = cells?.[c]?.name;
        return typeof name === 'string' && name !== '' ? name : String(c);
      });
    } catch {
      return [];
    }
  }

  /** {@link checkView}, failing `view-well-formed` on the first problem. */
  private checkedView(pos: Position<number>, played: readonly number[] | undefined): readonly string[] {
    const view = attemptCheck('view-well-formed', 'view(pos)', () => this.game.view(pos));
    const bad: (what: string) => never = (what) => descriptionBreach('view-well-formed', `view(pos)${what}`);
    if (!isPlainObject(view as unknown)) bad(` is ${shown(view)}, not a plain object`);
    const { width, height, cells, overlays, status, over } = view;
    if (!isSide(width) || !isSide(height))
      bad(` is ${shown(width)} × ${shown(height)}: not positive integers`);
    const size = width * height;
    if (!Array.isArray(cells) || cells.length !== size) {
      bad(
        `.cells has ${Array.isArray(cells) ? cells.length : shown(cells)} entries for ${width} × ${height} squares`,
      );
    }
    const names = cells.map((cell, c) => {
      const name = (cell as { name?: unknown } | undefined)?.name;
      if (typeof name !== 'string' || name === '')
        bad(`.cells[${c}] is ${shown(cell)}, not a cell with a name`);
      return name;
    });
    if (!Array.isArray(overlays)) bad(`.overlays is ${shown(overlays)}, not an array`);
    overlays.forEach((overlay, i) => {
      if (!isPlainObject(overlay as unknown) || !Array.isArray(overlay.cells))
        bad(`.overlays[${i}] has no cells array`);
      const off = (overlay.cells as readonly unknown[]).find((c) => !isCell(c, size));
      if (off !== undefined) bad(`.overlays[${i}] (${overlay.kind}) has cell ${shown(off)}, off the board`);
    });
    if (typeof status !== 'string' || status.trim() === '')
      bad(`.status is ${shown(status)}, not a non-empty string`);
    const isOver = pos.isOver();
    if (over !== isOver) bad(`.over is ${shown(over)} but isOver() is ${isOver}`);
    if (this.on('last-move-overlay')) this.checkLastMove(overlays, played, names);
    return names;
  }

  /** The view's last-move overlays hold exactly the cells of the move just played. */
  private checkLastMove(
    overlays: readonly { kind: string; cells: readonly number[] }[],
    played: readonly number[] | undefined,
    names: readonly string[],
  ): void {
    const last = overlays.filter((o) => o.kind === 'last-move');
    if (last.length === 0) return;
    const shownCells = last.flatMap((o) => o.cells);
    if (played === undefined) {
      if (shownCells.length > 0) {
        descriptionBreach(
          'last-move-overlay',
          `no move has been played but the view's last-move overlay holds ${cellList(shownCells, names)}`,
        );
      }
      return;
    }
    this.tally.lastMoves++;
    if (setKey(shownCells) !== setKey(played)) {
      descriptionBreach(
        'last-move-overlay',
        `after ${this.lastSpelled}, the view's last-move overlay holds ${cellList(shownCells, names)} but describeMove gave ${cellList(played, names)} before it was played`,
      );
    }
  }

  /** The input cells of every legal move, checked on the board, with the moves grouped by them. */
  private movesOf(pos: Position<number>, legal: readonly number[], names: readonly string[]): Moves {
    const { input } = this.game;
    const check = this.on('input-cells');
    const returned: (readonly number[])[] = [];
    const copies: number[][] = [];
    const groups = new Map<string, number[]>();
    for (const move of legal) {
      const cells = attemptCheck(
        'input-cells',
        () => `input.cells(pos, ${this.spell(pos, move)})`,
        () => input.cells(pos, move),
      );
      if (check)
        this.expectCells('input-cells', cells, names, () => `input.cells(pos, ${this.spell(pos, move)})`);
      const copy = Array.from(cells);
      returned.push(cells);
      copies.push(copy);
      const key = this.keyOf(copy);
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [move]);
      else group.push(move);
      if (copy.length >= 2) this.noteOrder(copy, pos, move, names);
    }
    this.tally.moves += legal.length;
    return { legal, returned, copies, groups };
  }

  /** Counts how `cells` (of two or more) are ordered, for `input-order`. */
  private noteOrder(
    cells: readonly number[],
    pos: Position<number>,
    move: number,
    names: readonly string[],
  ): void {
    const o = this.order;
    o.multi++;
    if (cells.every((c, i) => i === 0 || cells[i - 1]! < c)) o.ascending++;
    else if (cells.every((c, i) => i === 0 || cells[i - 1]! > c)) o.descending++;
    o.example ??= `${this.spell(pos, move)} is selected as ${cellList(cells, names)}`;
  }

  /** Fails `check` unless `cells` is an array of distinct cell indices of the view. */
  private expectCells(
    check: DescriptionCheck,
    cells: unknown,
    names: readonly string[],
    what: () => string,
  ): asserts cells is readonly number[] {
    if (!Array.isArray(cells))
      descriptionBreach(check, `${what()} is ${shown(cells)}, not an array of cells`);
    const seen = new Set<number>();
    for (const c of cells as unknown[]) {
      if (!isCell(c, names.length)) {
        descriptionBreach(
          check,
          `${what()} is ${shown(cells)}: ${shown(c)} is not a cell of the view (0 to ${names.length - 1})`,
        );
      }
      if (seen.has(c)) descriptionBreach(check, `${what()} is ${cellList(cells, names)}: ${names[c]} twice`);
      seen.add(c);
    }
  }

  /** The moves without cells are core's `cellFreeMoves`. */
  private checkCellFree(pos: Position<number>, legal: readonly number[], moves: Moves): void {
    if (!this.on('cell-free-moves')) return;
    const expected = legal.filter((_, i) => moves.copies[i]!.length === 0);
    const free = attemptCheck('cell-free-moves', 'cellFreeMoves(game, pos)', () =>
      cellFreeMoves(this.game, pos),
    );
    if (!sameNumbers(free, expected)) {
      descriptionBreach(
        'cell-free-moves',
        `cellFreeMoves(game, pos) is ${this.spellAll(pos, free)} but the legal moves with no input cells are ${this.spellAll(pos, expected)}`,
      );
    }
  }

  /** The indices of the legal moves to check closely: all, or the first, the last and random others. */
  private sample(count: number): readonly number[] {
    const k = this.settings.movesPerPly;
    if (count <= k) return Array.from({ length: count }, (_, i) => i);
    const chosen = new Set([0, count - 1]);
    while (chosen.size < k) chosen.add(this.probeRng.int(count));
    return [...chosen];
  }

  /**
   * Legal move `i`: its description's cells, its input cells asked again, and its selection (all
   * its cells and, with `prefixes`, every prefix) through `matchSelection`.
   */
  private checkMove(
    pos: Position<number>,
    moves: Moves,
    i: number,
    names: readonly string[],
    prefixes: boolean,
  ): void {
    const move = moves.legal[i]!;
    const cells = moves.copies[i]!;
    const described = this.describedCells(pos, move, names);
    if (this.on('input-cells')) {
      const what = () => `input.cells(pos, ${this.spell(pos, move)})`;
      if (setKey(described) !== setKey(cells)) {
        descriptionBreach(
          'input-cells',
          `${what()} is ${cellList(cells, names)} but describeMove(pos, ${this.spell(pos, move)}).cells is ${cellList(described, names)}`,
        );
      }
      if (!sameNumbers(moves.returned[i]!, cells)) {
        descriptionBreach(
          'input-cells',
          `the array ${what()} returned changed when other moves were asked about (${cellList(cells, names)}, then ${cellList(moves.returned[i]!, names)}): return a new array, or one no later call changes`,
        );
      }
      const again = attemptCheck('input-cells', what, () => this.game.input.cells(pos, move));
      if (!Array.isArray(again) || !sameNumbers(again, cells)) {
        descriptionBreach(
          'input-cells',
          `${what()} is ${cellList(cells, names)}, then ${shown(again)} when asked again`,
        );
      }
    }
    if (cells.length === 0) return;
    this.tally.selections++;
    this.checkSelection(pos, moves, cells, names, move, true);
    if (!prefixes) return;
    for (let k = cells.length - 1; k >= 1; k--)
      this.checkSelection(pos, moves, cells.slice(0, k), names, move, false);
    if (this.game.input.ordered) return;
    const reversed = cells.slice().reverse();
    for (let k = cells.length - 1; k >= 1; k--) {
      this.checkSelection(pos, moves, reversed.slice(0, k), names, move, false);
    }
  }

  /**
   * `selection`, all or part of the cells of legal `move`: `matchSelection` makes exactly the
   * moves with those cells, and says a part is extensible.
   */
  private checkSelection(
    pos: Position<number>,
    moves: Moves,
    selection: readonly number[],
    names: readonly string[],
    move: number,
    whole: boolean,
  ): void {
    const what = () =>
      `selecting ${cellList(selection, names)} (${whole ? 'the cells' : 'part of the cells'} of ${this.spell(pos, move)})`;
    const match = attemptCheck(
      'selection-makes-moves',
      () => `matchSelection for ${what()}`,
      () => matchSelection(this.game, pos, selection),
    );
    if (this.on('selection-makes-moves')) {
      const expected = moves.groups.get(this.keyOf(selection)) ?? [];
      if (!Array.isArray(match?.moves) || !sameNumbers(match.moves, expected)) {
        const illegal = Array.isArray(match?.moves)
          ? match.moves.filter((m) => !includesSorted(moves.legal, m))
          : [];
        descriptionBreach(
          'selection-makes-moves',
          `${what()} makes ${Array.isArray(match?.moves) ? this.spellAll(pos, match.moves) : shown(match?.moves)}${illegal.length > 0 ? ` (not legal: ${illegal.join(', ')})` : ''}, but the legal moves with those cells are ${this.spellAll(pos, expected)}`,
        );
      }
    }
    if (!whole && this.on('selection-extensible') && match?.extensible !== true) {
      descriptionBreach('selection-extensible', `${what()} is not reported extensible`);
    }
  }

  /** `describeMove(pos, move).cells`, checked to be distinct cells of the view. */
  private describedCells(pos: Position<number>, move: number, names: readonly string[]): readonly number[] {
    const what = () => `describeMove(pos, ${this.spell(pos, move)})`;
    const described = attemptCheck('describe-move-cells', what, () => this.game.describeMove(pos, move));
    const cells = (described as { cells?: unknown } | undefined)?.cells;
    if (this.on('describe-move-cells'))
      this.expectCells('describe-move-cells', cells, names, () => `${what()}.cells`);
    return Array.isArray(cells) ? cells : [];
  }

  /** The checks of deep plies: text board, record, policies, and the whole JSON unchanged. */
  private checkDeep(
    pos: Position<number>,
    legal: readonly number[],
    json: string,
    seatNames: readonly string[],
  ): void {
    const { text, record, policies } = this.game;
    if (text !== undefined && this.on('text-board')) {
      const board = attemptCheck('text-board', 'text.board(pos)', () => text.board(pos));
      if (typeof board !== 'string' || board.trim() === '') {
        descriptionBreach('text-board', `text.board(pos) is ${shown(board)}, not a non-empty string`);
      }
      this.expectSameJson(pos, json, 'text.board(pos)', 'description-unchanged');
      if (text.legend !== undefined) {
        const legend = attemptCheck('text-board', 'text.legend(pos)', () => text.legend!(pos));
        if (typeof legend !== 'string' || legend.trim() === '') {
          descriptionBreach('text-board', `text.legend(pos) is ${shown(legend)}, not a non-empty string`);
        }
        this.expectSameJson(pos, json, 'text.legend(pos)', 'description-unchanged');
      }
    }
    if (record !== undefined && this.on('record-write')) {
      const players =
        seatNames.length === pos.seats ? seatNames : Array.from({ length: pos.seats }, (_, s) => `Seat ${s}`);
      const what = `record.write(pos, ${shown(players)})`;
      const written = attemptCheck('record-write', what, () => record.write(pos, players));
      if (written !== undefined && (typeof written !== 'string' || written.trim() === '')) {
        descriptionBreach(
          'record-write',
          `${what} is ${shown(written)}, not a non-empty string or undefined`,
        );
      }
      this.expectSameJson(pos, json, what, 'description-unchanged');
    }
    if (policies === undefined || legal.length === 0) return;
    for (const [name, policy] of Object.entries(policies)) this.checkPolicy(pos, legal, json, name, policy);
  }

  /** One policy's choice: legal, position unchanged, the same for an `Rng` of the same seed. */
  private checkPolicy(
    pos: Position<number>,
    legal: readonly number[],
    json: string,
    name: string,
    policy: { choose(pos: Position<number>, rng: Rng): number },
  ): void {
    const seed = this.probeRng.int(0x7fffffff);
    const what = `policies.${name}.choose(pos, new Rng(${seed}))`;
    const charged = POLICY_CHECKS.find((check) => this.on(check));
    if (charged === undefined) return;
    const move = attemptCheck(charged, what, () => policy.choose(pos, new Rng(seed)));
    this.tally.policyChoices++;
    if (this.on('policy-unchanged')) this.expectSameJson(pos, json, what, 'policy-unchanged');
    if (this.on('policy-legal') && !(typeof move === 'number' && includesSorted(legal, move))) {
      descriptionBreach(
        'policy-legal',
        `${what} returned ${this.spell(pos, move)}, not one of the ${legal.length} legal moves`,
      );
    }
    if (!this.on('policy-deterministic')) return;
    const again = attemptCheck('policy-deterministic', what, () => policy.choose(pos, new Rng(seed)));
    if (!Object.is(again, move)) {
      descriptionBreach(
        'policy-deterministic',
        `${what} chose ${this.spell(pos, move)}, then ${this.spell(pos, again)} with a new Rng of the same seed`,
      );
    }
  }

  /** Fails `description-unchanged` unless `pos` still has the cheap print `print`. */
  private expectSame(pos: Position<number>, print: string, what: string): void {
    if (!this.on('description-unchanged')) return;
    const now = printOf(pos);
    if (now !== print)
      descriptionBreach('description-unchanged', `${what} changed the position: ${now} instead of ${print}`);
  }

  /** Fails `check` unless `pos` still has the JSON `json`. */
  private expectSameJson(pos: Position<number>, json: string, what: string, check: DescriptionCheck): void {
    if (!this.on(check)) return;
    const now = jsonOf(pos);
    if (now !== json) {
      descriptionBreach(
        check,
        `${what} changed the position: its JSON is ${truncate(now, 200)} instead of ${truncate(json, 200)}`,
      );
    }
  }

  /** How cell lists are compared: as sequences where the input is ordered, as sets otherwise. */
  private keyOf(cells: readonly number[]): string {
    return this.game.input.ordered ? cells.join(',') : setKey(cells);
  }

  /** `move` in the game's notation with its number, for messages (`b2 = move 4`). */
  private spell(pos: Position<number>, move: unknown): string {
    try {
      return `${this.game.formatMove(pos, move as number)} = move ${shown(move)}`;
    } catch {
      return `move ${shown(move)}`;
    }
  }

  /** A list of moves for messages: `[b2 = move 4, c2 = move 5]`. */
  private spellAll(pos: Position<number>, moves: readonly number[]): string {
    const shownMoves = moves.slice(0, 8).map((m) => this.spell(pos, m));
    return `[${shownMoves.join(', ')}${moves.length > 8 ? `, … (${moves.length} moves)` : ''}]`;
  }
}

/** The legal moves of a position with their input cells, as returned and as copied then, grouped by cells. */
interface Moves {
  readonly legal: readonly number[];
  readonly returned: readonly (readonly number[])[];
  readonly copies: readonly number[][];
  readonly groups: ReadonlyMap<string, readonly number[]>;
}

/** A cheap print of what a position shows: turn, seats, end, and the whole history. */
function printOf(pos: Position<number>): string {
  const h = pos.history;
  const over = pos.isOver() ? 'over' : `seat ${pos.turn} to move`;
  return `{${over}, ${pos.seats} seats, ${h.length} moves played #${hashMoves(h).toString(16)}}`;
}

/** `JSON.stringify(pos.toJSON())`. */
function jsonOf(pos: Position<number>): string {
  return JSON.stringify(pos.toJSON());
}

/** A cell list as a set, for comparing: ascending, comma-separated. */
function setKey(cells: readonly number[]): string {
  return cells
    .slice()
    .sort((a, b) => a - b)
    .join(',');
}

/** A cell list for messages, by the cells' names where they have one: `[b2, c2]`. */
export function cellList(cells: readonly unknown[], names: readonly string[]): string {
  return `[${cells.map((c) => (typeof c === 'number' && names[c] !== undefined ? names[c] : shown(c))).join(', ')}]`;
}

/** Whether `c` is a cell index of a board of `size` cells. */
function isCell(c: unknown, size: number): c is number {
  return Number.isInteger(c) && (c as number) >= 0 && (c as number) < size;
}

/** Whether `n` can be a side of a board. */
function isSide(n: unknown): n is number {
  return Number.isInteger(n) && (n as number) >= 1;
}

/** `value` for a message, cut short. */
function shown(value: unknown): string {
  return truncate(safeStringify(value), 120);
}
