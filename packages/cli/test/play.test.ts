import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomPlayer } from '@quadrille/ai';
import { talpa } from '@quadrille/talpa';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const dir = fileTempDir('play');

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
    expect(out).toContain('60 legal moves:\n  a1 (2): a1xa2 a1xb1\n');
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

  it('takes Blokus moves as a piece, an orientation and a cell, lists pieces and moves by piece, and names the rule broken', async () => {
    const { code, out } = await run(
      ['play', 'blokus', '--variant', 'duo', '--ai', 'random', '--seed', '2'],
      ['pieces', 'moves', 'moves X', 'L5 r1f a1', 'I5 r1 k1', 'Q e9', 'X r4 e9', 'X e9', 'X e9', 'quit'],
    );
    expect(code).toBe(0);
    // pieces: each colour's names, then the shapes of the colour to move.
    expect(out).toContain('Purple (21): 1 2 I3 V3 I4 O L4 T4 Z4 I5 P U L5 Y N V5 W T5 F Z5 X');
    expect(out).toContain("Purple's pieces, as r0 turns them:");
    // moves: 414 in groups, one per piece, a long group cut short; one group in full.
    expect(out).toContain('414 legal moves:\n  1 (1): e10\n  2 (4): e9,e10 d10,e10 e10,e11 e10,f10\n');
    expect(out).toMatch(/ {2}L4 \(32\): .* … and 20 more \('moves L4'\)/);
    expect(out).toContain('X (5): e8,d9,e9,f9,e10 d9,c10,d10,e10,d11 e9,d10,e10,f10,e11');
    expect(out).toContain("Misses the starting point: Purple's first piece must cover e10.");
    expect(out).toContain('I5 does not fit there: it would leave the board.');
    expect(out).toContain("Purple has no piece Q left: type 'pieces' to see them.");
    expect(out).toContain('r4 is not an orientation: r0 to r3, then f to mirror (r1f).');
    // X e9: the X's lowest square on e9 covers e9, d10, e10, f10, e11; then it is played.
    expect(out).toMatch(/Purple> X e9\nOrange plays \S+/);
    expect(out).toContain("Purple has no piece X left: type 'pieces' to see them.");
  });

  it('takes a move as its cells, offers the moves that share them, and prints the board once a turn', async () => {
    const { out } = await run(
      ['play', 'linkage', '--ai', 'random', '--seed', '1'],
      ['d1 e1', 'Rd1-e1', 'quit'],
    );
    expect(out).toContain('These cells make 4 moves: type one of Wd1-e1, Bd1-e1, Rd1-e1, Yd1-e1.');
    expect(out).toMatch(/More> Rd1-e1\nFewer plays \S+\n/);
    // Classic Blokus against three computers: one board before each of your turns, none between.
    const classic = await run(['play', 'blokus', '--ai', 'random', '--seed', '1'], ['a20', 'quit']);
    const boards = classic.out
      .split('\n')
      .filter((l) => /^ {3}a b c d e f g h i j k l m n o p q r s t$/.test(l));
    expect(boards).toHaveLength(2);
    expect(classic.out).toMatch(/Blue> a20\nYellow plays \S+\nRed plays \S+\nGreen plays \S+\n/);
  });

  it('plays the computer on its --clock and says how much it has left', async () => {
    // A 2-second clock and a cap of 30 simulations a move keep the test short.
    const { code, out } = await run(
      ['play', 'talpa', '--variant', 'beginner', '--seat', '1', '--clock', '2+0.1', '--iterations', '30'],
      ['quit'],
    );
    expect(code).toBe(0);
    expect(out).toMatch(/plays \S+ \(\d+ simulations, value \d+%, \d+\.\d s, \d+\.\d s left\)\n/);
  });

  it('takes back the moves of a loaded game, back to the human’s turn', async () => {
    const file = join(dir, 'loaded.json');
    const pos = talpa.create({ variant: 'beginner' });
    for (let i = 0; i < 3; i++) pos.play(pos.legalMoves()[0]!);
    writeFileSync(file, JSON.stringify({ game: 'talpa', position: pos.toJSON() }));
    // Blue (seat 1, the human) moved second: one undo takes back Red's reply and Blue's move.
    const { out } = await run(
      ['play', 'talpa', '--variant', 'beginner', '--seat', '1', '--ai', 'random'],
      [`load ${file}`, 'undo', 'undo', 'quit'],
    );
    expect(out).toContain('Took back 2 moves.');
    expect(out).toContain('Nothing to undo.');
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
