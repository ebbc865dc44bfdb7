/**
 * The live boards of the documentation site (bundled by scripts/site/plugin.mjs into
 * `assets/quadrille-boards.js`, loaded by the pages that have one): each placeholder
 *
 * ```html
 * <div data-quadrille-board="talpa" data-options="beginner"> …text for GitHub and npm… </div>
 * ```
 *
 * becomes a playable `<quadrille-board>` of that game and preset (`data-options` may be left out:
 * the game's first preset), with a variant menu, a seat menu (the computer plays the seats the
 * reader does not, searching in a Web Worker: `assets/quadrille-computer.js`), undo and a new
 * game. A placeholder that names no game or preset of the catalogue shows why, and logs it as an
 * error (the site check fails on it).
 */
import { defineBoard, type QuadrilleBoard } from '@quadrille/board';
import { attachComputer, type ComputerEventDetail, type ComputerHandle } from '@quadrille/board/computer';
import { type AnyGameDescription, findPreset, isQuadrilleError } from '@quadrille/core';
import { catalogue } from '@quadrille/games';

/** The computer's search per move. */
const COMPUTER_MS = 1000;

const script = document.currentScript as HTMLScriptElement | null;
const workerUrl = new URL('quadrille-computer.js', script?.src ?? location.href).href;
/** Workers cannot start from file:// pages: there the reader plays every seat. */
const canSpawn = location.protocol === 'http:' || location.protocol === 'https:';

const STYLE = `
.quadrille-live { margin: 1rem 0 1.5rem; --quadrille-board-size: min(92vw, 560px); }
.quadrille-live-controls { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: center; margin-bottom: 0.5rem; }
.quadrille-live-controls label { display: inline-flex; gap: 0.4rem; align-items: center; }
.quadrille-live-controls select, .quadrille-live-controls button { font: inherit; }
.quadrille-live-note { min-height: 1.5em; margin: 0.4rem 0 0; }
.quadrille-live-note[data-kind='error'] { color: #c62828; }
`;

defineBoard({ games: catalogue });
document.head.append(Object.assign(document.createElement('style'), { textContent: STYLE }));
for (const host of document.querySelectorAll<HTMLElement>('[data-quadrille-board]')) {
  try {
    mount(host);
  } catch (e) {
    const text = `This live board could not start: ${e instanceof Error ? e.message : String(e)}`;
    host.replaceChildren(Object.assign(document.createElement('p'), { textContent: text }));
    console.error(text);
  }
}

/** Turns placeholder `host` into a board with its controls. */
function mount(host: HTMLElement): void {
  const id = host.dataset.quadrilleBoard ?? '';
  const game: AnyGameDescription | undefined = catalogue.find((g) => g.id === id);
  if (game === undefined) {
    throw new Error(`no game ${JSON.stringify(id)}; games: ${catalogue.map((g) => g.id).join(', ')}`);
  }
  let preset = findPreset(game, host.dataset.options);

  const board = document.createElement('quadrille-board');
  board.game = game;
  board.options = preset.name;
  board.seats = 'all';
  board.theme = theme();

  const variant = select(
    'Variant',
    game.presets.map((p) => new Option(p.label, p.name, false, p === preset)),
  );
  const seat = select('You play', []);
  const undo = button('Undo');
  const restart = button('New game');
  const note = Object.assign(document.createElement('p'), { className: 'quadrille-live-note' });
  note.setAttribute('aria-live', 'polite');
  const controls = Object.assign(document.createElement('div'), { className: 'quadrille-live-controls' });
  controls.append(variant.label, seat.label, undo, restart);

  host.classList.add('quadrille-live');
  host.replaceChildren(controls, board, note);

  /** The seat the reader plays (the computer plays the others), or every seat. */
  let mine: 'all' | number = 'all';
  let computer: ComputerHandle | undefined;

  const say = (text: string, kind: 'info' | 'error' = 'info') => {
    note.textContent = text;
    note.dataset.kind = kind;
  };
  const position = () => board.position!;
  const seatNames = () => game.seats(position()).map((s) => s.name);

  /** The seat menu for the game now: every seat, or one of them by name. */
  const fillSeats = () => {
    const names = seatNames();
    const entries = [new Option(names.length === 2 ? 'both sides' : 'every seat', 'all')];
    if (canSpawn) {
      for (const [s, name] of names.entries()) {
        entries.push(new Option(`${name} (the computer plays the rest)`, `${s}`));
      }
    }
    seat.select.replaceChildren(...entries);
    if (mine !== 'all' && mine >= names.length) mine = 'all';
    seat.select.value = String(mine);
  };
  /** The board's seats for the reader, the computer's for the others. */
  const seatPlayers = () => {
    const all = Array.from({ length: position().seats }, (_, s) => s);
    board.seats = mine === 'all' ? 'all' : [mine];
    const others = mine === 'all' ? [] : all.filter((s) => s !== mine);
    if (computer === undefined && others.length > 0) {
      computer = attachComputer(board, {
        seats: others,
        timeMs: COMPUTER_MS,
        spawn: () => new Worker(workerUrl),
      });
    } else if (computer !== undefined) computer.seats = others;
  };
  const newGame = () => {
    if (computer !== undefined) computer.seats = [];
    board.options = preset.name;
    fillSeats();
    seatPlayers();
    say('');
  };

  fillSeats();
  if (!canSpawn)
    say('Served from a file, this board plays every seat: the computer needs the site on a web server.');
  variant.select.addEventListener('change', () => {
    preset = findPreset(game, variant.select.value);
    newGame();
  });
  seat.select.addEventListener('change', () => {
    mine = seat.select.value === 'all' ? 'all' : Number(seat.select.value);
    seatPlayers();
  });
  restart.addEventListener('click', newGame);
  undo.addEventListener('click', () => {
    // Against the computer, take back its reply too: the reader is to move again.
    const seats = computer?.seats ?? [];
    if (computer !== undefined) computer.seats = [];
    board.undo();
    while (mine !== 'all' && position().turn !== mine && position().history.length > 0) board.undo();
    if (computer !== undefined) computer.seats = seats;
  });
  board.addEventListener('quadrille-change', () => {
    undo.disabled = position().history.length === 0;
  });
  undo.disabled = true;
  board.addEventListener('quadrille-computer', (e) => {
    const detail = (e as CustomEvent<ComputerEventDetail>).detail;
    if (detail.state === 'thinking') say(`The computer is thinking for ${seatNames()[detail.seat]} …`);
    else if (detail.state === 'played') say(`The computer played ${detail.notation}.`);
    else if (detail.state === 'stopped') say('');
    else if (detail.state === 'failed') {
      say(`The computer could not move: ${detail.error.message}`, 'error');
      console.error(detail.error);
    }
  });
  board.addEventListener('quadrille-error', (e) => {
    const { error } = (e as CustomEvent<{ error: unknown }>).detail;
    say(isQuadrilleError(error) || error instanceof Error ? error.message : String(error), 'error');
  });
  watchTheme(board);
}

/** A labelled `<select>`. */
function select(
  text: string,
  options: HTMLOptionElement[],
): { label: HTMLLabelElement; select: HTMLSelectElement } {
  const menu = document.createElement('select');
  menu.append(...options);
  const label = document.createElement('label');
  label.append(text, menu);
  return { label, select: menu };
}

function button(text: string): HTMLButtonElement {
  return Object.assign(document.createElement('button'), { type: 'button', textContent: text });
}

/** The site's colours (TypeDoc's theme menu: os, light or dark) as the board's theme. */
function theme(): 'light' | 'dark' {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Keeps `board`'s theme with the site's. */
function watchTheme(board: QuadrilleBoard): void {
  const follow = () => {
    board.theme = theme();
  };
  document.getElementById('tsd-theme')?.addEventListener('change', follow);
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', follow);
}
