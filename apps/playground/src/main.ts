/**
 * The playground page: choose a game, play it by clicking the board against the computer or
 * another person, undo and redo, import and export, with the whole state in the URL.
 */

import { describeMove as blokusMove, readSgf, writeSgf } from '@quadrille/blokus';
import { isQuadrilleError, Polyomino } from '@quadrille/core';
import { renderPieceSvg, renderSvg, renderTraySvg } from '@quadrille/svg';
import { type SearchReply, type SearchRequest, STRENGTHS, type Strength } from './ai-protocol.js';
import { placeAt, placementKey } from './blokus-pieces.js';
import { CATALOG, type CatalogGame, findGame } from './catalog.js';
import { Session } from './session.js';
import { formatUrlState, readUrlState } from './url-state.js';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

/** What the player is in the middle of: clicked cells, a chosen colour, a Blokus piece. */
interface Selection {
  cells: number[];
  colour: number | undefined;
  piece: { name: string; shape: Polyomino } | undefined;
  hover: number | undefined;
}

let session: Session;
let selection: Selection = { cells: [], colour: undefined, piece: undefined, hover: undefined };
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

function start(entry: CatalogGame, variant: string, moves: readonly string[]): void {
  thinking = undefined;
  session = new Session(entry, variant);
  selection = { cells: [], colour: undefined, piece: undefined, hover: undefined };
  try {
    session.replay(moves);
    say('');
  } catch (e) {
    say(`The link's move list stops early: ${errorText(e)}`, 'error');
  }
  fillVariants();
  afterMove();
}

function fillVariants(): void {
  const select = $<HTMLSelectElement>('variant');
  select.replaceChildren(
    ...Object.keys(session.entry.variants).map((v) => new Option(v, v, false, v === session.variant)),
  );
  $<HTMLSelectElement>('game').value = session.entry.id;
  const seats = $<HTMLSelectElement>('seat');
  const options = [new Option('both sides (two people)', 'all')];
  for (let s = 0; s < session.pos.seats; s++) options.push(new Option(`seat ${s + 1}`, String(s)));
  seats.replaceChildren(...options);
  if (humanSeats !== 'all' && humanSeats >= session.pos.seats) humanSeats = 0;
  seats.value = String(humanSeats);
}

function isHumanTurn(): boolean {
  return humanSeats === 'all' || session.pos.turn === humanSeats;
}

// ------------------------------------------------------------------ drawing

function refresh(): void {
  const { pos, entry } = session;
  const v = session.view();
  const overlays = [...v.overlays];
  const preview = blokusPreview();
  if (preview !== undefined) overlays.push(preview.overlay);
  if (selection.cells.length > 0)
    overlays.push({ kind: 'highlight', cells: selection.cells, label: 'selected' });
  if (selection.cells.length > 0) overlays.push({ kind: 'targets', cells: nextTargets() });
  $('board').innerHTML = renderSvg({ ...v, overlays }, { title: `${entry.label}: ${v.status}` });
  $('status').textContent = v.status;
  $('result').textContent = pos.isOver() ? resultText(pos, v) : '';
  const list = $('moves');
  list.replaceChildren(
    ...session.played.map((m) => Object.assign(document.createElement('li'), { textContent: m })),
  );
  $<HTMLButtonElement>('undo').disabled = !session.canUndo();
  $<HTMLButtonElement>('redo').disabled = !session.canRedo();
  $<HTMLButtonElement>('export-sgf').hidden = entry.id !== 'blokus';
  drawSpecialMoves();
  drawColours();
  drawTray();
  history.replaceState(
    null,
    '',
    formatUrlState({ game: entry.id, variant: session.variant, moves: session.played }),
  );
  $('thinking').hidden = thinking === undefined;
}

/** The final result: the winners and every side's score. */
function resultText(pos: Session['pos'], v: ReturnType<CatalogGame['view']>): string {
  const outcome = pos.outcome()!;
  const winners = outcome.winners.map((s) => `seat ${s + 1}`).join(' and ');
  const scores = outcome.scores.map((score, seat) => `seat ${seat + 1}: ${score}`).join(', ');
  const sides = v.colours.filter((c) => c.score !== undefined).map((c) => `${c.name} ${c.score}`);
  return `Game over. ${outcome.winners.length === 1 ? 'Winner' : 'Shared'}: ${winners} (${scores})${sides.length > 0 ? ` · ${sides.join(', ')}` : ''}`;
}

/** Buttons for the moves made without a cell: pass, the pie moves, Linkage's role. */
function drawSpecialMoves(): void {
  const { pos, entry } = session;
  const box = $('special');
  const moves = isHumanTurn() ? pos.legalMoves().filter((m) => entry.cellsOf(pos, m).length === 0) : [];
  const label = (m: number) => entry.game.formatMove(pos, m);
  if (moves.length <= 8) {
    box.replaceChildren(
      ...moves.map((m) => {
        const b = Object.assign(document.createElement('button'), { textContent: label(m), type: 'button' });
        b.dataset.move = label(m);
        b.addEventListener('click', () => humanPlays(m));
        return b;
      }),
    );
    return;
  }
  const select = document.createElement('select');
  select.id = 'special-select';
  select.append(...moves.map((m) => new Option(label(m), String(m))));
  const play = Object.assign(document.createElement('button'), { textContent: 'Play', type: 'button' });
  play.addEventListener('click', () => humanPlays(Number(select.value)));
  box.replaceChildren(select, play);
}

/** Linkage: one button per colour still in supply. */
function drawColours(): void {
  const { pos, entry } = session;
  const box = $('colours');
  if (entry.colourOf === undefined || !isHumanTurn()) {
    box.replaceChildren();
    return;
  }
  const v = session.view();
  const available = new Set(
    pos
      .legalMoves()
      .map((m) => entry.colourOf!(pos, m))
      .filter((c) => c !== undefined),
  );
  box.replaceChildren(
    ...v.colours.slice(0, -1).map((c, i) => {
      const b = Object.assign(document.createElement('button'), { textContent: c.name, type: 'button' });
      b.dataset.colour = String(i);
      b.disabled = !available.has(i);
      b.setAttribute('aria-pressed', String(selection.colour === i));
      b.addEventListener('click', () => chooseColour(i));
      return b;
    }),
  );
}

function drawTray(): void {
  const { pos, entry } = session;
  const box = $('tray');
  if (entry.id !== 'blokus' || pos.isOver() || !isHumanTurn()) {
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

/** Legal moves of the person to move that fit the clicked cells (and colour, in Linkage). */
function candidates(cells: readonly number[]): number[] {
  const { pos, entry } = session;
  return pos.legalMoves().filter((m) => {
    const own = entry.cellsOf(pos, m);
    if (own.length === 0 || cells.length > own.length) return false;
    if (selection.colour !== undefined && entry.colourOf?.(pos, m) !== selection.colour) return false;
    return entry.ordered ? cells.every((c, i) => own[i] === c) : cells.every((c) => own.includes(c));
  });
}

/** The cells that could come next after the current selection. */
function nextTargets(): number[] {
  const { pos, entry } = session;
  const next = new Set<number>();
  for (const m of candidates(selection.cells)) {
    for (const c of entry.cellsOf(pos, m)) if (!selection.cells.includes(c)) next.add(c);
  }
  return [...next].sort((a, b) => a - b);
}

function clickCell(cell: number): void {
  const { pos, entry } = session;
  if (pos.isOver()) {
    say('The game is over: start a new one or undo.', 'error');
    return;
  }
  if (!isHumanTurn()) {
    say('Wait: it is the computer’s turn.', 'error');
    return;
  }
  if (entry.id === 'blokus') {
    placePiece(cell);
    return;
  }
  let cells =
    selection.cells.includes(cell) && !entry.ordered
      ? selection.cells.filter((c) => c !== cell)
      : [...selection.cells, cell];
  if (candidates(cells).length === 0) cells = [cell];
  const fits = candidates(cells);
  if (fits.length === 0) {
    selection.cells = [];
    refresh();
    say(refusal(cell), 'error');
    return;
  }
  const exact = fits.filter((m) => entry.cellsOf(pos, m).length === cells.length);
  if (exact.length === 1) {
    humanPlays(exact[0]!);
    return;
  }
  selection.cells = cells;
  refresh();
  say(exact.length > 1 ? 'Choose a colour for this piece.' : 'Now click where the move goes.');
}

/** Why a click fits no legal move, in the game's own words where it has some. */
function refusal(cell: number): string {
  const { pos, entry } = session;
  const name = session.view().cells[cell]!.name;
  try {
    entry.game.parseMove(pos, name);
  } catch (e) {
    if (isQuadrilleError(e) && e.code === 'ERR_ILLEGAL_MOVE') return `${name}: ${e.message}`;
  }
  return `${name}: no legal move ${entry.ordered ? 'starts' : 'uses this square'} here.`;
}

function chooseColour(colour: number): void {
  selection.colour = selection.colour === colour ? undefined : colour;
  const { pos, entry } = session;
  const exact = candidates(selection.cells).filter(
    (m) => entry.cellsOf(pos, m).length === selection.cells.length,
  );
  if (selection.cells.length > 0 && exact.length === 1) {
    humanPlays(exact[0]!);
    return;
  }
  refresh();
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
  for (const m of pos.legalMoves()) {
    const d = blokusMove(pos as never, m as never);
    map.set(placementKey(d.pieceName, d.cells), m);
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
  if (session.entry.id !== 'blokus' || selection.piece === undefined || selection.hover === undefined)
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
  selection = { cells: [], colour: undefined, piece: undefined, hover: undefined };
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
    game: session.entry.id,
    options: session.entry.variants[session.variant],
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
  session.play(session.entry.game.parseMove(session.pos, reply.move));
  afterMove();
};

// ------------------------------------------------------------------ import and export

function importText(text: string): void {
  const trimmed = text.trim();
  try {
    if (trimmed.startsWith('(')) {
      const game = readSgf(trimmed);
      load(findGame('blokus')!, game.position);
    } else {
      const data: unknown = JSON.parse(trimmed);
      const id = typeof data === 'object' && data !== null ? (data as { game?: unknown }).game : undefined;
      const entry = typeof id === 'string' ? findGame(id) : undefined;
      if (entry === undefined) throw new Error('not the JSON of a game this page knows');
      load(entry, entry.game.fromJSON(data));
    }
    say('Imported.');
  } catch (e) {
    say(`Cannot import: ${errorText(e)}`, 'error');
  }
}

/** Continues from an imported position, as a game of the variant with the same options. */
function load(entry: CatalogGame, pos: ReturnType<CatalogGame['game']['create']>): void {
  const options = JSON.stringify((pos.toJSON() as { options?: unknown }).options);
  const variant = Object.keys(entry.variants).find(
    (v) =>
      JSON.stringify((entry.game.create(entry.variants[v]).toJSON() as { options?: unknown }).options) ===
      options,
  );
  if (variant === undefined) throw new Error('its options match none of the variants offered here');
  const moves: number[] = [];
  const back = pos.clone();
  while (back.history.length > 0) moves.unshift(back.undo!());
  const fresh = new Session(entry, variant);
  for (const m of moves) fresh.play(m);
  session = fresh;
  thinking = undefined;
  fillVariants();
  afterMove();
}

// ------------------------------------------------------------------ wiring

function wire(): void {
  $<HTMLSelectElement>('game').replaceChildren(...CATALOG.map((g) => new Option(g.label, g.id)));
  $('game').addEventListener('change', () => {
    const entry = findGame($<HTMLSelectElement>('game').value)!;
    start(entry, Object.keys(entry.variants)[0]!, []);
  });
  $('variant').addEventListener('change', () =>
    start(session.entry, $<HTMLSelectElement>('variant').value, []),
  );
  $('seat').addEventListener('change', () => {
    const value = $<HTMLSelectElement>('seat').value;
    humanSeats = value === 'all' ? 'all' : Number(value);
    afterMove();
  });
  $('strength').addEventListener('change', () => {
    strength = $<HTMLSelectElement>('strength').value as Strength;
  });
  $('new').addEventListener('click', () => start(session.entry, session.variant, []));
  $('undo').addEventListener('click', () => {
    thinking = undefined;
    session.undo();
    // Against the computer, take back its reply too, so it is the person's turn again.
    while (humanSeats !== 'all' && !isHumanTurn() && session.canUndo()) session.undo();
    selection = { cells: [], colour: undefined, piece: undefined, hover: undefined };
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
  $('export-sgf').addEventListener('click', () => {
    try {
      $<HTMLTextAreaElement>('record').value = writeSgf(session.pos as never);
    } catch (e) {
      say(`Cannot export: ${errorText(e)}`, 'error');
    }
  });
  $('import').addEventListener('click', () => importText($<HTMLTextAreaElement>('record').value));
}

function cellIndex(name: string): number {
  return session.view().cells.findIndex((c) => c.name === name);
}

wire();
const state = readUrlState(location.search);
if (state.ai !== undefined && Object.hasOwn(STRENGTHS, state.ai)) strength = state.ai as Strength;
$<HTMLSelectElement>('strength').value = strength;
if (state.seat === 'both') humanSeats = 'all';
else if (state.seat !== undefined && /^[1-9]$/.test(state.seat)) humanSeats = Number(state.seat) - 1;
const entry = findGame(state.game);
if (entry === undefined) {
  start(CATALOG[0]!, Object.keys(CATALOG[0]!.variants)[0]!, []);
  say(`Unknown game "${state.game}": choose one of ${CATALOG.map((g) => g.id).join(', ')}.`, 'error');
} else if (state.variant !== undefined && !Object.hasOwn(entry.variants, state.variant)) {
  start(entry, Object.keys(entry.variants)[0]!, []);
  say(
    `Unknown variant "${state.variant}" of ${entry.label}: choose one of ${Object.keys(entry.variants).join(', ')}.`,
    'error',
  );
} else {
  start(entry, state.variant ?? Object.keys(entry.variants)[0]!, state.moves);
}
