/**
 * The page `quadrille serve` serves at `/`: a lobby (game, preset, a friend or the computer), a
 * room link to share, and the board — `<quadrille-board>` from `@quadrille/board`, with the
 * games' descriptions imported in the browser through an import map (see `browser-modules.ts`).
 * The board is one small module of its own (`/board.js`, {@link BOARD_JS}) behind two calls,
 * `createBoard(container, { games, onMove })` and `board.show(state)`, so that the page's program
 * ({@link APP_JS}) only talks to the room.
 *
 * @module
 */

import type { AnyGameDescription } from '@quadrille/core';
import type { BrowserModules } from './browser-modules.js';

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

/** The page at `/`, listing `games`, importing `modules`. */
export function pageHtml(
  games: readonly AnyGameDescription[],
  maxLevel: number,
  modules: BrowserModules,
): string {
  const missing =
    modules.missing.length === 0
      ? ''
      : `<p role="alert">The board needs the browser builds of ${modules.missing.join(', ')}: run <code>npm run build</code> (a source checkout) or install them.</p>`;
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
  quadrille-board { --quadrille-board-size: min(92vw, 640px); }
  /* One status line: the page's, which also says whose seat is whose and when it is yours. */
  quadrille-board::part(status) { display: none; }
  #status { font-weight: 600; margin: 0.5rem 0; }
  #seats span.seat { margin-right: 1rem; white-space: nowrap; }
  #seats span.swatch { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; margin-right: 0.3em; border: 1px solid #0004; vertical-align: -0.05em; }
  #error { color: #b00020; min-height: 1.4em; }
</style>
</head>
<body>
<h1>Quadrille online</h1>
${missing}
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
<form id="join" hidden>
  <fieldset>
    <legend>You are invited to a game</legend>
    <label>Your name <input name="name" maxlength="40" size="10"></label>
    <button>Join the game</button>
  </fieldset>
</form>
<p id="share" hidden>Room <code id="room"></code> — send this link to your opponent: <a id="link"></a></p>
<div id="seats"></div>
<div id="status"></div>
<div id="board" data-board></div>
<p><button id="resign" hidden>Resign</button></p>
<p id="error" role="alert"></p>
<script id="games" type="application/json">${scriptJson(lobbyGames(games))}</script>
<script id="modules" type="application/json">${scriptJson(modules.modules)}</script>
<script type="importmap">${scriptJson({ imports: modules.importMap })}</script>
<script src="/colyseus.js"></script>
<script type="module" src="/app.js"></script>
</body>
</html>
`;
}

/**
 * The board (`/board.js`): `<quadrille-board>` showing the room's position, the person's seat
 * the only one it takes moves for, each move made there sent to the room. The position is the
 * room's game followed move by move (core's `FollowedGame`): each state change plays only the
 * moves the page has not seen, rather than the whole game again.
 */
export const BOARD_JS = `import { defineBoard } from '@quadrille/board';
import { FollowedGame } from '@quadrille/core';
export function createBoard(container, { games, onMove }) {
  defineBoard({ games });
  const board = document.createElement('quadrille-board');
  board.seats = [];
  container.append(board);
  board.addEventListener('quadrille-move', (e) => onMove(e.detail.notation));
  // The room's game (its id and options text) and the position its moves lead to.
  let followedKey = '';
  let followed;
  return {
    /** state: { game, options (JSON text), moves, seat, canMove } — the room's game and who may move. */
    show({ game, options, moves, seat, canMove }) {
      const key = game.id + ' ' + options;
      if (key !== followedKey) {
        followed = new FollowedGame(game, JSON.parse(options));
        followedKey = key;
      }
      const pos = followed.follow(moves);
      board.game = game;
      board.position = pos;
      board.seats = canMove ? [seat] : [];
      return game.view(pos).status;
    },
  };
}
`;

/** The page's program (`/app.js`): lobby, room, and the board through {@link BOARD_JS}'s interface. */
export const APP_JS = `import { createBoard } from '/board.js';
import { gamesOfModule } from '@quadrille/core';
import { catalogue } from '@quadrille/games';
const $ = (id) => document.getElementById(id);
const lobby = JSON.parse($('games').textContent);
const extra = await Promise.all(JSON.parse($('modules').textContent).map(async (url) => gamesOfModule(await import(url), url)));
const descriptions = [...catalogue, ...extra.flat()];
const client = new Colyseus.Client(location.origin.replace(/^http/, 'ws'));
let room;
let seat = -1;
let shown = '';
const board = createBoard($('board'), { games: descriptions, onMove: (notation) => room?.send('move', notation) });
// The room's moves, for the console and the browser tests.
window.quadrilleMoves = () => (room ? [...room.state.moves] : []);

for (const g of lobby) $('game').append(new Option(g.title, g.id));
const presets = () => {
  const g = lobby.find((x) => x.id === $('game').value);
  $('preset').replaceChildren(...g.presets.map((p) => new Option(p.label, p.name)));
};
$('game').onchange = presets;
presets();

$('lobby').onsubmit = async (e) => {
  e.preventDefault();
  const f = new FormData($('lobby'));
  const options = { preset: f.get('preset'), name: f.get('name') || undefined, seat: 0 };
  const seats = lobby.find((g) => g.id === f.get('game')).presets.find((p) => p.name === f.get('preset')).seats;
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
  $('join').hidden = true;
  $('lobby').hidden = false;
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
  r.onMessage('move-rejected', (m) => {
    $('error').textContent = m.message;
    refresh(r.state, true);
  });
  r.onStateChange((state) => refresh(state, false));
  // 4001: the server is shutting down (a restart resumes a stored room: reload to rejoin).
  r.onLeave((code) => { $('status').textContent += code === 4001 ? ' (the server stopped: reload in a moment)' : ' (disconnected)'; });
  $('resign').onclick = () => r.send('resign');
}

// Each seat's colour, as the game describes it (one start position per options).
const colourCache = new Map();
function seatColours(game, options) {
  const key = game.id + ' ' + options;
  if (!colourCache.has(key)) colourCache.set(key, game.seats(game.create(JSON.parse(options))).map((s) => s.colour));
  return colourCache.get(key);
}

function seatList(state, colours) {
  return state.seats.map((s, i) => {
    const span = document.createElement('span');
    span.className = 'seat';
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = colours[i] ?? 'transparent';
    const who = s.computer > 0 ? 'computer' : s.sessionId ? (s.connected ? 'here' : 'away') : 'free';
    span.append(swatch, (i === seat ? '▶ ' : '') + s.name + ' (' + who + (s.clock >= 0 ? ', ' + Math.ceil(s.clock / 1000) + ' s' : '') + ')');
    return span;
  });
}

function refresh(state, force) {
  const key = state.moves.length + ':' + state.over + ':' + state.started + ':' + seat;
  const game = descriptions.find((g) => g.id === state.game);
  if (game === undefined) return fail('this page has no game ' + state.game);
  $('seats').replaceChildren(...seatList(state, seatColours(game, state.options)));
  $('resign').hidden = seat < 0 || state.over;
  if (key === shown && !force) return;
  shown = key;
  const canMove = state.started && !state.over && state.turn === seat;
  let status;
  try {
    status = board.show({ game, options: state.options, moves: state.moves, seat, canMove });
  } catch (err) { return fail(err); }
  $('status').textContent = !state.started ? 'Waiting for players' + (seat >= 0 ? ' (share the link)' : '') :
    state.over && state.end !== 'rules' ? 'Over (' + (state.end === 'time' ? 'out of time' : state.end) + ')' :
    status + (canMove ? ' — your move' : '');
  $('error').textContent = '';
  // How many moves the board shows, for the browser tests.
  $('board').dataset.moves = String(state.moves.length);
}

// A link to a room: a player who sat there comes back to the seat; anyone else gives a name first.
const id = new URLSearchParams(location.search).get('room');
if (id) {
  const token = localStorage.getItem('quadrille-token:' + id);
  if (token) client.joinById(id, { token }).then(enter, fail);
  else {
    $('lobby').hidden = true;
    $('join').hidden = false;
    $('join').onsubmit = (e) => {
      e.preventDefault();
      const name = new FormData($('join')).get('name');
      $('join').hidden = true;
      client.joinById(id, name ? { name } : {}).then(enter, (err) => { $('join').hidden = false; fail(err); });
    };
  }
}
`;
