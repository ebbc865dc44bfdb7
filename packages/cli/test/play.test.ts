import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomPlayer } from '@quadrille/ai';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const dir = mkdtempSync(join(tmpdir(), 'quadrille-play-'));

describe('quadrille play', () => {
  it('explains bad input, lists moves, undoes, saves and loads, and never crashes', async () => {
    const file = join(dir, 'game.json');
    const { code, out } = await run(
      ['play', 'talpa', '--variant', 'beginner', '--ai', 'random', '--seed', '3'],
      [
        'help',
        'moves',
        'zz9',
        'b1xb2',
        'a1xa2',
        'undo',
        'undo',
        'c1xc2',
        `save ${file}`,
        'load /no/such/file',
        `load ${file}`,
        'quit',
      ],
    );
    expect(code).toBe(0);
    expect(out).toContain('you play Red (seat 0)');
    expect(out).toContain('60 legal moves: a1xa2');
    expect(out).toMatch(/zz9.*type 'moves'/);
    expect(out).toMatch(/b1xb2 is not legal here/);
    expect(out).toMatch(/Blue plays \S+/);
    expect(out).toContain('Took back 2 moves.');
    expect(out).toContain('Nothing to undo.');
    expect(out).toContain(`Saved to ${file}.`);
    expect(out).toContain('Cannot load /no/such/file');
    expect(out).toContain(`Loaded ${file}.`);
    expect(out.trimEnd().endsWith('Bye.')).toBe(true);

    // The saved game is the position after c1xc2 and the computer's reply, restorable by the game.
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.game).toBe('talpa');
    const pos = talpa.fromJSON(saved.position);
    expect(pos.history.length).toBe(2);
    expect(talpa.formatMove(talpa.create({ variant: 'beginner' }), pos.history[0]!)).toBe('c1xc2');
  });

  it('plays a whole game to the end from piped moves', async () => {
    // Predict the session: the human plays the first legal move, the computer is
    // randomPlayer(seed 1), exactly as the CLI makes it for --ai random --seed 1.
    const pos = talpa.create({ size: 4 });
    const computer = randomPlayer(1);
    const script: string[] = [];
    while (!pos.isOver()) {
      if (pos.turn === 0) {
        const move = pos.legalMoves()[0]!;
        script.push(talpa.formatMove(pos, move));
        pos.play(move);
      } else {
        pos.play((await computer.chooseMove(pos)).move);
      }
    }
    const winner = pos.outcome()!.winners[0] === 0 ? 'Red' : 'Blue';
    const { code, out } = await run(
      ['play', 'talpa', '--options', '{"size":4}', '--ai', 'random', '--seed', '1'],
      script,
    );
    expect(code).toBe(0);
    expect(out).toContain(`Game over: ${winner} wins`);
    expect(out).toContain(`after ${pos.history.length} moves`);
  });

  it('reports an invalid saved file without crashing', async () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ game: 'talpa', position: { nonsense: true } }));
    const { out } = await run(['play', 'talpa', '--ai', 'random'], [`load ${file}`, 'quit']);
    expect(out).toContain('holds an invalid position');
  });

  it.each([
    [['play'], /which game/],
    [['play', 'chess'], /unknown game 'chess'/],
    [['play', 'talpa', '--variant', 'huge'], /unknown variant 'huge'/],
    [['play', 'talpa', '--options', '{bad'], /--options must be a JSON object/],
    [['play', 'talpa', '--options', '{"size":1}'], /invalid options for talpa/],
    [['play', 'talpa', '--seat', '2'], /--seat must be an integer from 0 to 1/],
    [['play', 'talpa', '--ai', 'deep-blue'], /unknown player 'deep-blue'/],
    [['play', 'talpa', '--frobnicate'], /unknown option '--frobnicate'; options: --variant, --options/],
  ])('rejects %j with a usage error', async (argv, message) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });
});
