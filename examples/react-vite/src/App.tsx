import type { QuadrilleBoard } from '@quadrille/board';
import { catalogue } from '@quadrille/games';
import { useRef, useState } from 'react';

/**
 * Two people at one board: pick a game and a variant, make moves by selecting cells, take them
 * back. React owns the menus, the move list and the result; the board owns the position.
 */
export function App() {
  const board = useRef<QuadrilleBoard>(null);
  const [game, setGame] = useState(catalogue.find((g) => g.id === 'talpa')!);
  const [preset, setPreset] = useState('beginner');
  const [moves, setMoves] = useState<string[]>([]);
  const [result, setResult] = useState('');

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '42rem', margin: '1rem auto' }}>
      <h1>{game.title}</h1>
      <p>
        <select
          id="game"
          value={game.id}
          onChange={(e) => {
            const next = catalogue.find((g) => g.id === e.target.value)!;
            setGame(next);
            setPreset(next.presets[0]!.name);
          }}
        >
          {catalogue.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
        </select>{' '}
        <select id="preset" value={preset} onChange={(e) => setPreset(e.target.value)}>
          {game.presets.map((p) => (
            <option key={p.name} value={p.name}>
              {p.label}
            </option>
          ))}
        </select>{' '}
        <button id="undo" type="button" disabled={moves.length === 0} onClick={() => board.current?.undo()}>
          Undo
        </button>
      </p>
      {/* Objects and arrays (game, seats) are set as properties; events are on<event-name> props. */}
      <quadrille-board
        ref={board}
        game={game}
        options={preset}
        seats="all"
        onquadrille-move={(e) => setMoves((m) => [...m, e.detail.notation])}
        onquadrille-over={(e) => setResult(e.detail.result)}
        onquadrille-change={(e) => {
          // A new game (game or options changed) or an undo: keep the list in step with the board.
          if (e.detail.cause === 'game') setMoves([]);
          if (e.detail.cause === 'undo') setMoves((m) => m.slice(0, -1));
          if (e.detail.cause === 'game' || e.detail.cause === 'undo') setResult('');
        }}
      />
      {result !== '' && <p id="result">{result}</p>}
      <ol id="moves">
        {moves.map((text, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a move list only grows and shrinks at its end.
          <li key={i}>{text}</li>
        ))}
      </ol>
    </main>
  );
}
