// The browser client: creates a room (or joins the one in the link's `?room=`), shows the room's
// position on <quadrille-board>, and sends the moves made there. The server checks every move by
// the rules: the page only offers the moves it may make.
import { Client } from '@colyseus/sdk';
import { defineBoard } from '@quadrille/board';
import { FollowedGame } from '@quadrille/core';
import { catalogue, gameById } from '@quadrille/games';

defineBoard({ games: catalogue });

const $ = (id) => document.getElementById(id);
const board = document.querySelector('quadrille-board');
// The server that served this page: its WebSocket is on the same host and port.
const client = new Client(location.origin.replace(/^http/, 'ws'));
let room;
let seat = -1;
// The room's game (its id and options) and the position its moves lead to, kept in step with
// them: each state change plays only the moves this page has not seen yet.
let followedKey = '';
let followed;

for (const game of catalogue)
  for (const preset of game.presets)
    $('game').add(new Option(`${game.title}: ${preset.label}`, `${game.id}/${preset.name}`));
$('game').value = 'talpa/beginner';

$('lobby').addEventListener('submit', async (e) => {
  e.preventDefault();
  const [game, preset] = $('game').value.split('/');
  try {
    enter(await client.create(game, { preset }));
  } catch (err) {
    $('error').textContent = err.message;
  }
});

// A link with ?room=: take a seat there, or take back this browser's seat with the token the
// server gave it (kept per room), after a reload.
const roomId = new URLSearchParams(location.search).get('room');
if (roomId !== null) {
  const token = localStorage.getItem(`quadrille-token:${roomId}`);
  client.joinById(roomId, token ? { token } : {}).then(enter, (err) => {
    $('error').textContent = err.message;
  });
}

function enter(r) {
  room = r;
  $('lobby').hidden = true;
  const link = new URL(location.href);
  link.search = `?room=${encodeURIComponent(r.roomId)}`;
  history.replaceState(null, '', link);
  $('link').textContent = link.href;
  $('share').hidden = false;
  // Handlers right after the join: the server sends the seat at once.
  r.onMessage('seat', (m) => {
    seat = m.seat;
    localStorage.setItem(`quadrille-token:${r.roomId}`, m.token);
    show(r.state);
  });
  r.onMessage('move-rejected', (m) => {
    $('error').textContent = m.message;
    show(r.state); // the board goes back to the room's position
  });
  r.onStateChange(show);
}

/** The room's state on the page: the position its moves lead to, and who may move. */
function show(state) {
  if (state.game === undefined || state.game === '') return; // not received yet
  const game = gameById(state.game);
  const key = `${state.game} ${state.options}`;
  if (key !== followedKey) {
    followed = new FollowedGame(game, JSON.parse(state.options));
    followedKey = key;
  }
  const pos = followed.follow(state.moves);
  if (board.game !== game) board.game = game;
  board.position = pos;
  // This browser moves for its own seat, once every seat is taken and while the game runs.
  const running = state.started && !state.over;
  board.seats = running && seat >= 0 ? [seat] : [];
  const names = game.seats(pos).map((s) => s.name);
  $('status').textContent = !state.started
    ? 'Waiting for your opponent…'
    : `${game.view(pos).status}${running && pos.turn === seat ? ' — your move' : ''}${seat >= 0 ? ` (you play ${names[seat]})` : ''}`;
}

board.addEventListener('quadrille-move', (e) => {
  $('error').textContent = '';
  room?.send('move', e.detail.notation);
});
