/**
 * The page `quadrille serve` serves at `/`: a lobby (game, preset, a friend or the computer), a
 * room link to share, and the board. The board is one small module of its own (`/board.js`,
 * {@link BOARD_JS}: the SVG of @quadrille/svg with clicks on its `data-cell` groups) behind a
 * two-call interface — `createBoard(container, { onMove })` and `board.show(position)` — so that
 * the `<quadrille-board>` element can take its place without touching the rest of the page.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';

/** The games as the lobby lists them. */
function lobbyGames(games: readonly AnyGameDescription[]) {
  return games.map((g) => ({
    id: g.id,
    title: g.title,
    presets: g.presets.map((p) => ({ name: p.name, label: p.label, seats: g.create(p.options).seats })),
  }));
}

/** JSON for a `<script>`: `<` escaped, so no text closes the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page at `/`, listing `games`. */
export function pageHtml(games: readonly AnyGameDescription[], maxLevel: number): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quadrille online</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
  fieldset { border: 1px solid #ccc; display: inline-block; margin: 0 0 1rem; }
  label { margin-right: 1rem; }
  #board svg { max-width: min(92vw, 640px); height: auto; }
  #board [data-cell] { cursor: pointer; }
  #board [data-cell].selected { outline: 3px solid #e69f00; }
  #choices button { margin: 0.25rem; }
  #status { font-weight: 600; margin: 0.5rem 0; }
  #seats span { margin-right: 1rem; }
  #error { color: #b00020; min-height: 1.4em; }
</style>
</head>
<body>
<h1>Quadrille online</h1>
<form id="lobby">
  <fieldset>
    <label>Game <select name="game" id="game"></select></label>
    <label>Variant <select name="preset" id="preset"></select></label>
    <label>Against <select name="opponent">
      <option value="friend">a friend (share the link)</option>
      ${Array.from({ length: maxLevel }, (_, i) => `<option value="${i + 1}">the computer, level ${i + 1}</option>`).join('')}
    </select></label>
    <label>Your name <input name="name" maxlength="40" size="10"></label>
    <button>New game</button>
  </fieldset>
</form>
<p id="share" hidden>Room <code id="room"></code> — send this link to your opponent: <a id="link"></a></p>
<div id="seats"></div>
<div id="status"></div>
<div id="board" data-board></div>
<div id="choices"></div>
<p><button id="resign" hidden>Resign</button></p>
<p id="error" role="alert"></p>
<script id="games" type="application/json">${scriptJson(lobbyGames(games))}</script>
<script src="/colyseus.js"></script>
<script type="module" src="/app.js"></script>
</body>
</html>
`;
}

/**
 * The board (`/board.js`): draws the SVG the server made and turns clicks on cells into moves by
 * the legal moves' cells. When `<quadrille-board>` lands, this module becomes a wrapper of the
 * element with the same two calls.
 */
export const BOARD_JS = `// The minimal board: @quadrille/svg's picture, clicks on [data-cell].
export function createBoard(container, { onMove }) {
  let selection = [];
  let offer = { moves: [], ordered: false, canMove: false };
  const choices = document.getElementById('choices');
  const same = (a, b, ordered) =>
    a.length === b.length && (ordered ? a.every((c, i) => c === b[i]) : a.every((c) => b.includes(c)));
  const starts = (sel, cells, ordered) =>
    sel.length < cells.length && (ordered ? sel.every((c, i) => c === cells[i]) : sel.every((c) => cells.includes(c)));
  function mark() {
    for (const g of container.querySelectorAll('[data-cell]'))
      g.classList.toggle('selected', selection.includes(g.getAttribute('data-cell')));
  }
  function offerButtons(moves) {
    choices.replaceChildren(...moves.map((m) => {
      const b = document.createElement('button');
      b.textContent = m.notation;
      b.onclick = () => { selection = []; mark(); onMove(m.notation); };
      return b;
    }));
  }
  function click(cell) {
    if (!offer.canMove) return;
    let sel = [...selection, cell];
    if (selection.includes(cell)) sel = selection.filter((c) => c !== cell);
    const exact = offer.moves.filter((m) => m.cells.length > 0 && same(sel, m.cells, offer.ordered));
    const longer = offer.moves.some((m) => starts(sel, m.cells, offer.ordered));
    if (exact.length === 1 && !longer) { selection = []; mark(); onMove(exact[0].notation); return; }
    if (exact.length === 0 && !longer) sel = offer.moves.some((m) => starts([cell], m.cells, offer.ordered) || same([cell], m.cells, offer.ordered)) ? [cell] : [];
    selection = sel;
    mark();
    const made = offer.moves.filter((m) => m.cells.length > 0 && same(selection, m.cells, offer.ordered));
    offerButtons([...made, ...offer.moves.filter((m) => m.cells.length === 0)]);
  }
  container.addEventListener('click', (e) => {
    const g = e.target.closest('[data-cell]');
    if (g) click(g.getAttribute('data-cell'));
  });
  return {
    /** position: { svg, moves: [{ notation, cells }], ordered, canMove } */
    show(position) {
      offer = position;
      selection = [];
      container.innerHTML = position.svg;
      mark();
      offerButtons(position.canMove ? position.moves.filter((m) => m.cells.length === 0) : []);
    },
  };
}
`;

/** The page's program (`/app.js`): lobby, room, and the board through {@link BOARD_JS}'s interface. */
export const APP_JS = `import { createBoard } from '/board.js';
const games = JSON.parse(document.getElementById('games').textContent);
const $ = (id) => document.getElementById(id);
const client = new Colyseus.Client(location.origin.replace(/^http/, 'ws'));
let room;
let seat = -1;
let shown = '';
const board = createBoard($('board'), { onMove: (notation) => room?.send('move', notation) });
// The room's moves, for the console and the browser tests.
window.quadrilleMoves = () => (room ? [...room.state.moves] : []);

for (const g of games) $('game').append(new Option(g.title, g.id));
const presets = () => {
  const g = games.find((x) => x.id === $('game').value);
  $('preset').replaceChildren(...g.presets.map((p) => new Option(p.label, p.name)));
};
$('game').onchange = presets;
presets();

$('lobby').onsubmit = async (e) => {
  e.preventDefault();
  const f = new FormData($('lobby'));
  const options = { preset: f.get('preset'), name: f.get('name') || undefined, seat: 0 };
  const seats = games.find((g) => g.id === f.get('game')).presets.find((p) => p.name === f.get('preset')).seats;
  // Against the computer, every other seat is the computer's.
  if (f.get('opponent') !== 'friend')
    options.computers = Object.fromEntries(Array.from({ length: seats - 1 }, (_, i) => [i + 1, Number(f.get('opponent'))]));
  try {
    enter(await client.create(f.get('game'), options));
  } catch (err) { fail(err); }
};

function fail(err) { $('error').textContent = String(err?.message ?? err); }

function enter(r) {
  room = r;
  const url = new URL(location.href);
  url.search = '?room=' + encodeURIComponent(r.roomId);
  history.replaceState(null, '', url);
  $('room').textContent = r.roomId;
  $('link').textContent = $('link').href = url.href;
  $('share').hidden = false;
  r.onMessage('seat', (m) => {
    seat = m.seat;
    localStorage.setItem('quadrille-token:' + r.roomId, m.token);
    refresh(r.state, true);
  });
  r.onMessage('move-rejected', (m) => { $('error').textContent = m.message; });
  r.onStateChange((state) => refresh(state, false));
  r.onLeave(() => { $('status').textContent += ' (disconnected)'; });
  $('resign').onclick = () => r.send('resign');
}

async function refresh(state, force) {
  const key = state.moves.length + ':' + state.over + ':' + state.started + ':' + seat;
  $('seats').replaceChildren(...state.seats.map((s, i) => {
    const span = document.createElement('span');
    const who = s.computer > 0 ? 'computer' : s.sessionId ? (s.connected ? 'here' : 'away') : 'free';
    span.textContent = (i === seat ? '▶ ' : '') + s.name + ' (' + who + (s.clock >= 0 ? ', ' + Math.ceil(s.clock / 1000) + ' s' : '') + ')';
    return span;
  }));
  $('resign').hidden = seat < 0 || state.over;
  if (key === shown && !force) return;
  shown = key;
  const res = await fetch('/api/position', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ game: state.game, options: JSON.parse(state.options), moves: [...state.moves] }),
  });
  const position = await res.json();
  // A newer state was asked for meanwhile: its answer is the one to show.
  if (key !== shown) return;
  if (!res.ok) return fail(position.message);
  const canMove = state.started && !state.over && state.turn === seat;
  $('status').textContent = !state.started ? 'Waiting for players' :
    state.over && state.end !== 'rules' ? 'Over (' + state.end + ')' : position.status + (canMove ? ' — your move' : '');
  $('error').textContent = '';
  board.show({ ...position, canMove });
  // How many moves the board shows, for the browser tests.
  $('board').dataset.moves = String(state.moves.length);
}

const id = new URLSearchParams(location.search).get('room');
if (id) {
  const token = localStorage.getItem('quadrille-token:' + id);
  client.joinById(id, token ? { token } : {}).then(enter, fail);
}
`;
