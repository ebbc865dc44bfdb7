/**
 * The playground page: choose a game of the catalogue (`@quadrille/games`) and one of its
 * presets, play it by clicking the board against the computer or another person, undo and redo,
 * import and export, with the whole state in the URL. Everything about a game comes from its
 * description: names, presets, seats, view, the cells of each move (`input`), knowledge for the
 * computer and its record format.
 */

// Blokus' piece tray and Pentobi SGF import are Blokus-only features that the descriptions do not
// cover yet (a piece placed with the pointer; reading a record): they alone import the Blokus
// package, for now.
import { BlokusPosition, blokus, readSgf } from '@quadrille/blokus';
import {
  type AnyGameDescription,
  type BoardView,
  cellFreeMoves,
  findPreset,
  type GamePreset,
  isQuadrilleError,
  matchSelection,
  outcomeWords,
  Polyomino,
  type Position,
  type SelectionMatch,
} from '@quadrille/core';
import { catalogue, gameById } from '@quadrille/games';
import { renderPieceSvg, renderSvg, renderTraySvg } from '@quadrille/svg';
import { type SearchReply, type SearchRequest, STRENGTHS, type Strength } from './ai-protocol.js';
import { placeAt, placementKey } from './blokus-pieces.js';
import { Session } from './session.js';
import { formatUrlState, readUrlState } from './url-state.js';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** What the player is in the middle of: clicked cells, a Blokus piece. */
interface Selection {
  cells: number[];
  piece: { name: string; shape: Polyomino } | undefined;
  hover: number | undefined;
}

const noSelection = (): Selection => ({ cells: [], piece: undefined, hover: undefined });

let session: Session;
let selection: Selection = noSelection();
/** Seats the person at the page plays; the computer plays the others. */
let humanSeats: 'all' | number = 0;
let strength: Strength = 'medium';
let thinking: number | undefined; // id of the pending search
let requests = 0;
const worker = new Worker(new URL('./ai-worker.ts', import.meta.url), { type: 'module' });

// ------------------------------------------------------------------ messages

function say(text: string, kind: 'info' | 'error' = 'info'): void {
  const box = $('message');
  box.textContent = text;
  box.dataset.kind = kind;
}

function errorText(e: unknown): string {
  return isQuadrilleError(e) || e instanceof Error ? e.message : String(e);
}

// ------------------------------------------------------------------ setup

function start(game: AnyGameDescription, preset: GamePreset, moves: readonly string[]): void {
  thinking = undefined;
  session = new Session(game, preset);
  selection = noSelection();
  try {
    session.replay(moves);
    say('');
  } catch (e) {
    say(`The link's move list stops early: ${errorText(e)}`, 'error');
  }
  fillVariants();
  afterMove();
}

/** The menus of a new game: its presets by label (the first is the default) and its seats. */
function fillVariants(): void {
  const { game, preset } = session;
  const select = $<HTMLSelectElement>('variant');
  select.replaceChildren(...game.presets.map((p) => new Option(p.label, p.name, false, p === preset)));
  $<HTMLSelectElement>('game').value = game.id;
  const seats = $<HTMLSelectElement>('seat');
  const options = [new Option('both sides (two people)', 'all')];
  for (let s = 0; s < session.pos.seats; s++) options.push(new Option('', String(s)));
  seats.replaceChildren(...options);
  if (humanSeats !== 'all' && humanSeats >= session.pos.seats) humanSeats = 0;
  seats.value = String(humanSeats);
  nameSeats();
}

/** The seat menu's entries by the seats' names now (a pie rule names them during the game). */
function nameSeats(): void {
  const names = seatNames();
  const entries = $<HTMLSelectElement>('seat').options;
  for (let s = 0; s < names.length; s++) {
    const entry = entries[s + 1];
    if (entry !== undefined) entry.textContent = seatLabel(names[s]!, s);
  }
}

/** The seats' names in the current position, index = seat. */
function seatNames(): string[] {
  return session.game.seats(session.pos).map((s) => s.name);
}

/** A seat by its name and protocol number (`Purple (seat 0)`), the number once if it is the name. */
function seatLabel(name: string, seat: number): string {
  return name.toLowerCase() === `seat ${seat}` ? `seat ${seat}` : `${name} (seat ${seat})`;
}

function isHumanTurn(): boolean {
  return humanSeats === 'all' || session.pos.turn === humanSeats;
}

// ------------------------------------------------------------------ drawing

function refresh(): void {
  const { pos, game, preset } = session;
  const v = session.view();
  const overlays = [...v.overlays];
  const preview = blokusPreview();
  if (preview !== undefined) overlays.push(preview.overlay);
  if (selection.cells.length > 0)
    overlays.push({ kind: 'highlight', cells: selection.cells, label: 'selected' });
  if (selection.cells.length > 0) overlays.push({ kind: 'targets', cells: nextTargets() });
  $('board').innerHTML = renderSvg({ ...v, overlays }, { title: `${game.title}: ${v.status}` });
  $('status').textContent = v.status;
  $('result').textContent = pos.isOver() ? resultText(pos, v) : '';
  nameSeats();
  const list = $('moves');
  list.replaceChildren(
    ...session.played.map((m) => Object.assign(document.createElement('li'), { textContent: m })),
  );
  $<HTMLButtonElement>('undo').disabled = !session.canUndo();
  $<HTMLButtonElement>('redo').disabled = !session.canRedo();
  const exportRecord = $<HTMLButtonElement>('export-record');
  exportRecord.hidden = game.record === undefined;
  exportRecord.textContent = game.record === undefined ? '' : `Export ${game.record.name}`;
  drawSpecialMoves();
  drawChoices();
  drawTray();
  history.replaceState(
    null,
    '',
    formatUrlState({ game: game.id, variant: preset.name, moves: session.played }),
  );
  $('thinking').hidden = thinking === undefined;
}

/** The final result in the seats' names (`Game over: Red wins (Red 1, Blue -1)`), then colours' points. */
function resultText(pos: Position<number>, v: BoardView): string {
  const outcome = pos.outcome()!;
  const names = seatNames();
  const scores = outcome.scores.map((score, seat) => `${names[seat] ?? `seat ${seat}`} ${score}`);
  // Colours that are not seats (Blokus' classic2: the seat Blue/Red plays Blue and Red) show their points too.
  const colours = v.colours.filter((c) => c.score !== undefined);
  const points = colours.some((c) => !names.includes(c.name))
    ? ` · ${colours.map((c) => `${c.name} ${c.score}`).join(', ')}`
    : '';
  return `Game over: ${outcomeWords(outcome, names)} (${scores.join(', ')})${points}`;
}

/** A button that plays `move`, named by its notation. */
function moveButton(move: number): HTMLButtonElement {
  const text = session.game.formatMove(session.pos, move);
  const b = Object.assign(document.createElement('button'), { textContent: text, type: 'button' });
  b.dataset.move = text;
  b.addEventListener('click', () => humanPlays(move));
  return b;
}

/** Buttons for the moves made without a cell: pass, the pie rule's choices, Linkage's role. */
function drawSpecialMoves(): void {
  const { pos, game } = session;
  const box = $('special');
  const moves = isHumanTurn() && !pos.isOver() ? cellFreeMoves(game, pos) : [];
  if (moves.length <= 8) {
    box.replaceChildren(...moves.map(moveButton));
    return;
  }
  const select = document.createElement('select');
  select.id = 'special-select';
  select.append(...moves.map((m) => new Option(game.formatMove(pos, m), String(m))));
  const play = Object.assign(document.createElement('button'), { textContent: 'Play', type: 'button' });
  play.addEventListener('click', () => humanPlays(Number(select.value)));
  box.replaceChildren(select, play);
}

/**
 * Buttons for the moves the selected cells make when cells alone do not tell them apart
 * (Linkage: one domino in each colour left in supply).
 */
function drawChoices(): void {
  const { game, pos } = session;
  const match =
    selection.cells.length > 0 && isHumanTurn() ? matchSelection(game, pos, selection.cells) : undefined;
  $('choices').replaceChildren(
    ...(match !== undefined && isChoice(match) ? match.moves.map(moveButton) : []),
  );
}

function drawTray(): void {
  const { pos } = session;
  const box = $('tray');
  if (!(pos instanceof BlokusPosition) || pos.isOver() || !isHumanTurn()) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const v = session.view();
  const colour = v.toMove ?? 0;
  $('tray-pieces').innerHTML = renderTraySvg(v.colours[colour]!, { colour, cellSize: 10 });
  $('piece').innerHTML =
    selection.piece === undefined
      ? 'Pick a piece'
      : renderPieceSvg(
          { name: selection.piece.name, cells: selection.piece.shape.cells },
          { colour, cellSize: 16 },
        );
}

// ------------------------------------------------------------------ moves by clicking

/** Whether a person must choose among the moves a selection makes (several, or one that more cells extend). */
function isChoice(match: SelectionMatch<number>): boolean {
  return match.moves.length > 1 || (match.moves.length === 1 && match.extensible);
}

/** The cells that could come next after the current selection. */
function nextTargets(): number[] {
  const { game, pos } = session;
  const next: number[] = [];
  for (let c = 0; c < session.view().cells.length; c++) {
    if (selection.cells.includes(c)) continue;
    const match = matchSelection(game, pos, [...selection.cells, c]);
    if (match.moves.length > 0 || match.extensible) next.push(c);
  }
  return next;
}

function clickCell(cell: number): void {
  const { pos, game } = session;
  if (pos.isOver()) {
    say('The game is over: start a new one or undo.', 'error');
    return;
  }
  if (!isHumanTurn()) {
    say('Wait: it is the computer’s turn.', 'error');
    return;
  }
  if (pos instanceof BlokusPosition) {
    placePiece(cell);
    return;
  }
  // A selected cell clicked again is taken back (in order: with the cells selected after it).
  const at = selection.cells.indexOf(cell);
  let cells =
    at < 0
      ? [...selection.cells, cell]
      : game.input.ordered
        ? selection.cells.slice(0, at)
        : selection.cells.filter((c) => c !== cell);
  if (cells.length === 0) {
    selection.cells = [];
    refresh();
    say('');
    return;
  }
  let match = matchSelection(game, pos, cells);
  if (match.moves.length === 0 && !match.extensible && at < 0) {
    cells = [cell]; // the click starts a new move
    match = matchSelection(game, pos, cells);
  }
  if (match.moves.length === 0 && !match.extensible) {
    selection.cells = [];
    refresh();
    say(refusal(cell), 'error');
    return;
  }
  if (match.moves.length === 1 && !match.extensible) {
    humanPlays(match.moves[0]!);
    return;
  }
  selection.cells = cells;
  refresh();
  say(
    match.moves.length === 0
      ? 'Now click where the move goes.'
      : `These squares make ${match.moves.length > 1 ? 'several moves' : 'a move'}: choose one${match.extensible ? ', or select more squares' : ''}.`,
  );
}

/** Why a click fits no legal move, in the game's own words where it has some. */
function refusal(cell: number): string {
  const { pos, game } = session;
  const name = session.view().cells[cell]!.name;
  try {
    game.parseMove(pos, name);
  } catch (e) {
    if (isQuadrilleError(e) && e.code === 'ERR_ILLEGAL_MOVE') return `${name}: ${e.message}`;
  }
  return `${name}: no legal move ${game.input.ordered ? 'starts' : 'uses this square'} here.`;
}

// ------------------------------------------------------------------ Blokus pieces

/** Legal placements of the colour to move, by piece name and cells (built once per position). */
let placementCache:
  | { readonly session: Session; readonly revision: number; readonly map: Map<string, number> }
  | undefined;

function placements(): Map<string, number> {
  if (placementCache?.session === session && placementCache.revision === session.revision)
    return placementCache.map;
  const pos = session.pos;
  const map = new Map<string, number>();
  if (pos instanceof BlokusPosition) {
    for (const m of pos.legalMoves()) {
      const d = blokus.describeMove(pos, m);
      map.set(placementKey(d.pieceName, d.cells), m);
    }
  }
  placementCache = { session, revision: session.revision, map };
  return map;
}

function pieceCellsAt(cell: number): number[] | undefined {
  if (selection.piece === undefined) return undefined;
  const v = session.view();
  return placeAt(selection.piece.shape.cells, cell % v.width, Math.floor(cell / v.width), v.width, v.height);
}

function blokusPreview() {
  if (
    !(session.pos instanceof BlokusPosition) ||
    selection.piece === undefined ||
    selection.hover === undefined
  )
    return undefined;
  const cells = pieceCellsAt(selection.hover);
  if (cells === undefined) return undefined;
  const legal = placements().has(placementKey(selection.piece.name, cells));
  const toMove = session.view().toMove;
  return {
    legal,
    overlay: legal
      ? {
          kind: 'region' as const,
          cells,
          ...(toMove === undefined ? {} : { owner: toMove }),
          label: 'legal placement',
        }
      : { kind: 'highlight' as const, cells, label: 'illegal placement' },
  };
}

function pickPiece(name: string): void {
  const v = session.view();
  const piece = v.colours[v.toMove ?? 0]?.pieces?.find((p) => p.name === name);
  if (piece === undefined) return;
  selection.piece = { name, shape: Polyomino.fromCells(piece.cells) };
  say(`${name} picked: R rotates, F flips; click the board to place it.`);
  refresh();
}

function turnPiece(how: 'rotate' | 'flip'): void {
  if (selection.piece === undefined) {
    say('Pick a piece from the tray first.', 'error');
    return;
  }
  // Core's transforms: 3 is a quarter turn clockwise, 4 the mirror image (left ↔ right).
  selection.piece.shape = selection.piece.shape.transform(how === 'rotate' ? 3 : 4);
  refresh();
}

function placePiece(cell: number): void {
  if (selection.piece === undefined) {
    say('Pick a piece from the tray first.', 'error');
    return;
  }
  const cells = pieceCellsAt(cell);
  const move = cells === undefined ? undefined : placements().get(placementKey(selection.piece.name, cells));
  if (move === undefined) {
    say(`${selection.piece.name} cannot go there: not a legal placement.`, 'error');
    return;
  }
  selection.piece = undefined;
  humanPlays(move);
}

// ------------------------------------------------------------------ playing

function humanPlays(move: number): void {
  selection = noSelection();
  session.play(move);
  say('');
  afterMove();
}

function afterMove(): void {
  refresh();
  if (!session.pos.isOver() && !isHumanTurn()) askComputer();
}

function askComputer(): void {
  const id = ++requests;
  thinking = id;
  const request: SearchRequest = {
    id,
    game: session.game.id,
    options: session.preset.options,
    moves: [...session.played],
    ...STRENGTHS[strength],
  };
  worker.postMessage(request);
  refresh();
}

worker.onmessage = (event: MessageEvent<SearchReply>) => {
  const reply = event.data;
  if (reply.id !== thinking) return; // the position changed meanwhile
  thinking = undefined;
  if ('error' in reply) {
    say(`The computer could not move: ${reply.error}`, 'error');
    refresh();
    return;
  }
  const value = Number.isNaN(reply.value) ? 'unknown' : `${Math.round(reply.value * 100)}%`;
  $('ai').textContent =
    `Computer played ${reply.move} after ${reply.iterations} simulations · expects ${value} · best line: ${reply.pv.join(' ')}`;
  session.play(session.game.parseMove(session.pos, reply.move));
  afterMove();
};

// ------------------------------------------------------------------ import and export

function importText(text: string): void {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('(')) {
      load(blokus, readSgf(trimmed).position);
    } else {
      const data: unknown = JSON.parse(trimmed);
      const id = typeof data === 'object' && data !== null ? (data as { game?: unknown }).game : undefined;
      const game = typeof id === 'string' ? gameById(id) : undefined;
      if (game === undefined) throw new Error('not the JSON of a game this page knows');
      load(game, game.fromJSON(data));
    }
    say('Imported.');
  } catch (e) {
    say(`Cannot import: ${errorText(e)}`, 'error');
  }
}

/** Continues from an imported position, as a game of the preset with the same options. */
function load(game: AnyGameDescription, pos: Position<number>): void {
  const optionsOf = (p: Position<number>) => JSON.stringify((p.toJSON() as { options?: unknown }).options);
  const options = optionsOf(pos);
  const preset = game.presets.find((p) => optionsOf(game.create(p.options)) === options);
  if (preset === undefined) throw new Error('its options match none of the variants offered here');
  const moves: number[] = [];
  const back = pos.clone();
  while (back.history.length > 0) moves.unshift(back.undo!());
  const fresh = new Session(game, preset);
  for (const m of moves) fresh.play(m);
  session = fresh;
  thinking = undefined;
  fillVariants();
  afterMove();
}

// ------------------------------------------------------------------ wiring

function wire(): void {
  $<HTMLSelectElement>('game').replaceChildren(...catalogue.map((g) => new Option(g.title, g.id)));
  $('game').addEventListener('change', () => {
    const game = gameById($<HTMLSelectElement>('game').value)!;
    start(game, findPreset(game), []);
  });
  $('variant').addEventListener('change', () =>
    start(session.game, findPreset(session.game, $<HTMLSelectElement>('variant').value), []),
  );
  $('seat').addEventListener('change', () => {
    const value = $<HTMLSelectElement>('seat').value;
    humanSeats = value === 'all' ? 'all' : Number(value);
    afterMove();
  });
  $('strength').addEventListener('change', () => {
    strength = $<HTMLSelectElement>('strength').value as Strength;
  });
  $('new').addEventListener('click', () => start(session.game, session.preset, []));
  $('undo').addEventListener('click', () => {
    thinking = undefined;
    session.undo();
    // Against the computer, take back its reply too, so it is the person's turn again.
    while (humanSeats !== 'all' && !isHumanTurn() && session.canUndo()) session.undo();
    selection = noSelection();
    refresh();
  });
  $('redo').addEventListener('click', () => {
    session.redo();
    refresh();
  });
  $('board').addEventListener('click', (e) => {
    const target = (e.target as Element).closest('[data-cell]');
    if (target !== null) clickCell(cellIndex(target.getAttribute('data-cell')!));
  });
  $('board').addEventListener('mousemove', (e) => {
    if (selection.piece === undefined) return;
    const target = (e.target as Element).closest('[data-cell]');
    const cell = target === null ? undefined : cellIndex(target.getAttribute('data-cell')!);
    if (cell !== selection.hover) {
      selection.hover = cell;
      refresh();
    }
  });
  $('tray-pieces').addEventListener('click', (e) => {
    const piece = (e.target as Element).closest('[data-piece]');
    if (piece !== null) pickPiece(piece.getAttribute('data-piece')!);
  });
  $('rotate').addEventListener('click', () => turnPiece('rotate'));
  $('flip').addEventListener('click', () => turnPiece('flip'));
  document.addEventListener('keydown', (e) => {
    if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLInputElement) return;
    if (e.key === 'r' || e.key === 'R') turnPiece('rotate');
    if (e.key === 'f' || e.key === 'F') turnPiece('flip');
  });
  $('export-json').addEventListener('click', () => {
    $<HTMLTextAreaElement>('record').value = session.exportJson();
  });
  $('export-record').addEventListener('click', () => {
    const { game, pos } = session;
    try {
      const text = game.record?.write(pos, []);
      if (text === undefined) throw new Error(`${game.record?.name ?? 'a record'} cannot hold this game`);
      $<HTMLTextAreaElement>('record').value = text;
    } catch (e) {
      say(`Cannot export: ${errorText(e)}`, 'error');
    }
  });
  $('import').addEventListener('click', () => importText($<HTMLTextAreaElement>('record').value));
}

function cellIndex(name: string): number {
  return session.view().cells.findIndex((c) => c.name === name);
}

/** The preset of `game` named `name` (or an alias of it), or undefined. */
function presetNamed(game: AnyGameDescription, name: string | undefined): GamePreset | undefined {
  try {
    return findPreset(game, name);
  } catch {
    return undefined;
  }
}

wire();
const state = readUrlState(location.search);
if (state.ai !== undefined && Object.hasOwn(STRENGTHS, state.ai)) strength = state.ai as Strength;
$<HTMLSelectElement>('strength').value = strength;
if (state.seat === 'both') humanSeats = 'all';
else if (state.seat !== undefined && /^\d$/.test(state.seat)) humanSeats = Number(state.seat);
const first = catalogue[0]!;
const chosen = state.game === undefined ? first : gameById(state.game);
const preset = chosen === undefined ? undefined : presetNamed(chosen, state.variant);
if (chosen === undefined) {
  start(first, findPreset(first), []);
  say(`Unknown game "${state.game}": choose one of ${catalogue.map((g) => g.id).join(', ')}.`, 'error');
} else if (preset === undefined) {
  start(chosen, findPreset(chosen), []);
  say(
    `Unknown variant "${state.variant}" of ${chosen.title}: choose one of ${chosen.presets.map((p) => p.name).join(', ')}.`,
    'error',
  );
} else {
  start(chosen, preset, state.moves);
}
