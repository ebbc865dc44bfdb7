/**
 * The playground page: choose a game of the catalogue (`@quadrille/games`) and one of its
 * presets, play it on `<quadrille-board>` (`@quadrille/board`) against the computer or another
 * person, undo and redo, import and export, with the whole state in the URL. The page knows no
 * game: the board plays any description, the computer searches in a worker with the game's
 * knowledge, and import and export use the description's JSON and record format.
 */

import type { MctsLevel } from '@quadrille/ai';
import { defineBoard } from '@quadrille/board';
import { attachComputer, type ComputerEventDetail, type ComputerHandle } from '@quadrille/board/computer';
import {
  type AnyGameDescription,
  findPreset,
  type GamePreset,
  isQuadrilleError,
  outcomeWords,
  type Position,
} from '@quadrille/core';
import { catalogue, gameById } from '@quadrille/games';
import { describeLevel, LEVEL_NAMES, LEVELS, levelName, levelOf } from '@quadrille/play';
import { movesInNotation, readSavedGame } from './record.js';
import { formatUrlState, readUrlState } from './url-state.js';
import './style.css';

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;

defineBoard();
const board = $<HTMLElementTagNameMap['quadrille-board']>('board');

/** The preset the game started from. */
let preset: GamePreset;
/** Seats the person at the page plays; the computer plays the others. */
let humanSeats: 'all' | number = 0;
/** The computer's level, on the one strength scale of `@quadrille/play` (1 to 8; some named). */
let level: MctsLevel = LEVEL_NAMES.medium;
let computer: ComputerHandle | undefined;
/** Moves taken back, most recent last, for redo. */
let redoStack: number[] = [];
let redoing = false;

function game(): AnyGameDescription {
  return board.game!;
}

function position(): Position<number> {
  return board.position!;
}

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

/** Starts `g` from `p`, then replays `moves` (notation). */
function start(g: AnyGameDescription, p: GamePreset, moves: readonly string[]): void {
  preset = p;
  redoStack = [];
  if (computer !== undefined) computer.seats = []; // it plays again once the game is set up
  board.game = g;
  board.options = p.name;
  fillMenus();
  try {
    moves.forEach((text, i) => {
      try {
        board.play(text);
      } catch (e) {
        throw new Error(`move ${i + 1} (${text}): ${errorText(e)}`);
      }
    });
    say('');
  } catch (e) {
    say(`The link's move list stops early: ${errorText(e)}`, 'error');
  }
  seatPlayers();
}

/** The menus of a new game: its presets by label (the first is the default) and its seats. */
function fillMenus(): void {
  const g = game();
  $<HTMLSelectElement>('game').value = g.id;
  $<HTMLSelectElement>('variant').replaceChildren(
    ...g.presets.map((p) => new Option(p.label, p.name, false, p === preset)),
  );
  const seats = $<HTMLSelectElement>('seat');
  const options = [new Option('both sides (two people)', 'all')];
  for (let s = 0; s < position().seats; s++) options.push(new Option('', String(s)));
  seats.replaceChildren(...options);
  if (humanSeats !== 'all' && humanSeats >= position().seats) humanSeats = 0;
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

function seatNames(): string[] {
  return game()
    .seats(position())
    .map((s) => s.name);
}

/** A seat by its name and protocol number (`Purple (seat 0)`), the number once if it is the name. */
function seatLabel(name: string, seat: number): string {
  return name.toLowerCase() === `seat ${seat}` ? `seat ${seat}` : `${name} (seat ${seat})`;
}

/** The board's seats for the person, the computer's for the rest. */
function seatPlayers(): void {
  const all = Array.from({ length: position().seats }, (_, s) => s);
  board.seats = humanSeats === 'all' ? 'all' : [humanSeats];
  const others = humanSeats === 'all' ? [] : all.filter((s) => s !== humanSeats);
  if (computer === undefined) {
    computer = attachComputer(board, {
      seats: others,
      level,
      spawn: () => new Worker(new URL('./computer-worker.ts', import.meta.url), { type: 'module' }),
    });
  } else computer.seats = others;
}

/** A new computer at the level chosen (its budget is set when it is attached). */
function restartComputer(): void {
  const old = computer;
  computer = undefined;
  void old?.detach();
  seatPlayers();
}

// ------------------------------------------------------------------ showing the game

/** After every change of the board's position: the move list, buttons, result and URL. */
function refresh(): void {
  const g = game();
  const pos = position();
  const moves = movesInNotation(g, pos);
  $('moves').replaceChildren(
    ...moves.map((m) => Object.assign(document.createElement('li'), { textContent: m })),
  );
  $<HTMLButtonElement>('undo').disabled = moves.length === 0;
  $<HTMLButtonElement>('redo').disabled = redoStack.length === 0;
  const exportRecord = $<HTMLButtonElement>('export-record');
  exportRecord.hidden = g.record === undefined;
  exportRecord.textContent = g.record === undefined ? '' : `Export ${g.record.name}`;
  $('result').textContent = pos.isOver() ? resultText(g, pos) : '';
  nameSeats();
  const seat = humanSeats === 'all' ? 'both' : String(humanSeats);
  history.replaceState(
    null,
    '',
    formatUrlState({ game: g.id, variant: preset.name, moves, seat, ai: levelText(level) }),
  );
}

/** The final result in the seats' names (`Game over: Red wins (Red 1, Blue -1)`), then colours' points. */
function resultText(g: AnyGameDescription, pos: Position<number>): string {
  const outcome = pos.outcome()!;
  const names = seatNames();
  const scores = outcome.scores.map((score, seat) => `${names[seat] ?? `seat ${seat}`} ${score}`);
  // Colours that are not seats (Blokus' classic2: the seat Blue/Red plays Blue and Red) show their points too.
  const colours = g.view(pos).colours.filter((c) => c.score !== undefined);
  const points = colours.some((c) => !names.includes(c.name))
    ? ` · ${colours.map((c) => `${c.name} ${c.score}`).join(', ')}`
    : '';
  return `Game over: ${outcomeWords(outcome, names)} (${scores.join(', ')})${points}`;
}

function onComputer(detail: ComputerEventDetail): void {
  $('thinking').hidden = detail.state !== 'thinking';
  if (detail.state === 'played') {
    const { stats, notation, line } = detail;
    const value = Number.isNaN(stats.value) ? 'unknown' : `${Math.round(stats.value * 100)}%`;
    $('ai').textContent =
      `Computer played ${notation} after ${stats.iterations} simulations · expects ${value} · best line: ${line.join(' ')}`;
  } else if (detail.state === 'failed') say(`The computer could not move: ${detail.error.message}`, 'error');
}

// ------------------------------------------------------------------ undo, redo, import, export

function undo(): void {
  const taken = board.undo();
  if (taken === undefined) return;
  const undone = [taken];
  // Against the computer, take back its reply too, so it is the person's turn again.
  if (computer !== undefined) computer.seats = [];
  while (humanSeats !== 'all' && position().turn !== humanSeats && position().history.length > 0) {
    undone.push(board.undo()!);
  }
  redoStack.push(...undone);
  seatPlayers();
  refresh();
}

function redo(): void {
  const move = redoStack.pop();
  if (move === undefined) return;
  redoing = true;
  try {
    board.play(move);
  } finally {
    redoing = false;
  }
}

function importText(text: string): void {
  try {
    const { game: g, pos } = readSavedGame(catalogue, game(), text);
    const options = optionsKey(pos);
    const found = g.presets.find((p) => optionsKey(g.create(p.options)) === options);
    if (found === undefined) throw new Error('its options match none of the variants offered here');
    preset = found;
    redoStack = [];
    board.game = g;
    board.options = found.name;
    board.position = pos;
    fillMenus();
    seatPlayers();
    say('Imported.');
  } catch (e) {
    say(`Cannot import: ${errorText(e)}`, 'error');
  }
}

/** A position's options, as its JSON has them (to find the preset it was made from). */
function optionsKey(pos: Position<number>): string {
  return JSON.stringify((pos.toJSON() as { options?: unknown }).options);
}

function exportRecord(): void {
  const g = game();
  try {
    const text = g.record?.write(position(), []);
    if (text === undefined) throw new Error(`${g.record?.name ?? 'a record'} cannot hold this game`);
    $<HTMLTextAreaElement>('record').value = text;
  } catch (e) {
    say(`Cannot export: ${errorText(e)}`, 'error');
  }
}

// ------------------------------------------------------------------ wiring

function wire(): void {
  $<HTMLSelectElement>('game').replaceChildren(...catalogue.map((g) => new Option(g.title, g.id)));
  $('game').addEventListener('change', () => {
    const g = gameById($<HTMLSelectElement>('game').value)!;
    start(g, findPreset(g), []);
  });
  $('variant').addEventListener('change', () =>
    start(game(), findPreset(game(), $<HTMLSelectElement>('variant').value), []),
  );
  $('seat').addEventListener('change', () => {
    const value = $<HTMLSelectElement>('seat').value;
    humanSeats = value === 'all' ? 'all' : Number(value);
    seatPlayers();
    refresh();
  });
  $('level').addEventListener('change', () => {
    level = levelOf($<HTMLSelectElement>('level').value) ?? level;
    restartComputer();
    refresh();
  });
  $('new').addEventListener('click', () => start(game(), preset, []));
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  board.addEventListener('quadrille-change', (e) => {
    if (!redoing && e.detail.cause !== 'undo') redoStack = [];
    refresh();
  });
  board.addEventListener('quadrille-computer', (e) =>
    onComputer((e as CustomEvent<ComputerEventDetail>).detail),
  );
  $('export-json').addEventListener('click', () => {
    $<HTMLTextAreaElement>('record').value = JSON.stringify(position().toJSON(), null, 2);
  });
  $('export-record').addEventListener('click', exportRecord);
  $('import').addEventListener('click', () => importText($<HTMLTextAreaElement>('record').value));
}

/** The preset of `g` named `name` (or an alias of it), or undefined. */
function presetNamed(g: AnyGameDescription, name: string | undefined): GamePreset | undefined {
  try {
    return findPreset(g, name);
  } catch {
    return undefined;
  }
}

/** A level as the menu and the URL write it: its name if it has one (`hard`), else its number. */
function levelText(l: MctsLevel): string {
  return levelName(l) ?? String(l);
}

/** The level menu: every level of the scale, its name and budget in its tooltip. */
function fillLevels(): void {
  $<HTMLSelectElement>('level').replaceChildren(
    ...LEVELS.map((l) => {
      const name = levelName(l);
      const entry = new Option(name === undefined ? `level ${l}` : `level ${l} · ${name}`, levelText(l));
      entry.title = describeLevel(l);
      return entry;
    }),
  );
}

wire();
fillLevels();
const state = readUrlState(location.search);
level = levelOf(state.ai) ?? level;
$<HTMLSelectElement>('level').value = levelText(level);
if (state.seat === 'both') humanSeats = 'all';
else if (state.seat !== undefined && /^\d$/.test(state.seat)) humanSeats = Number(state.seat);
const first = catalogue[0]!;
const chosen = state.game === undefined ? first : gameById(state.game);
const chosenPreset = chosen === undefined ? undefined : presetNamed(chosen, state.variant);
if (chosen === undefined) {
  start(first, findPreset(first), []);
  say(`Unknown game "${state.game}": choose one of ${catalogue.map((g) => g.id).join(', ')}.`, 'error');
} else if (chosenPreset === undefined) {
  start(chosen, findPreset(chosen), []);
  say(
    `Unknown variant "${state.variant}" of ${chosen.title}: choose one of ${chosen.presets.map((p) => p.name).join(', ')}.`,
    'error',
  );
} else {
  start(chosen, chosenPreset, state.moves);
}
