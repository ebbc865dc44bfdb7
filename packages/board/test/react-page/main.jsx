// A React 19 page that uses <quadrille-board> as React 19 supports custom elements: objects and
// arrays passed as properties (game, seats), strings as properties too (options), and the
// board's events as `on<event-name>` props. Built with Vite by the board's browser tests.
import { defineBoard } from '@quadrille/board';
import { talpa } from '@quadrille/games';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

defineBoard();

function App() {
  const [moves, setMoves] = useState([]);
  const [preset, setPreset] = useState('beginner');
  const [status, setStatus] = useState('');
  useEffect(() => {
    document.body.dataset.ready = 'yes';
  }, []);
  return (
    <main>
      <quadrille-board
        id="board"
        game={talpa}
        options={preset}
        seats={[0, 1]}
        theme="dark"
        onquadrille-move={(e) => setMoves((m) => [...m, { ply: m.length + 1, text: e.detail.notation }])}
        onquadrille-change={(e) => setStatus(e.detail.cause)}
      />
      <button id="standard" type="button" onClick={() => setPreset('standard')}>
        Standard board
      </button>
      <p id="cause">{status}</p>
      <ol id="moves">
        {moves.map((m) => (
          <li key={m.ply}>{m.text}</li>
        ))}
      </ol>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
