// The quadrille command on the game, loaded with --module: perft, a match between two players,
// and a game typed at `quadrille play`'s prompt.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, it } from 'vitest';
import { domineering } from '../domineering.js';

const root = join(import.meta.dirname, '..');
// The installed CLI's own script, run with this Node.
const QUADRILLE = join(
  dirname(createRequire(import.meta.url).resolve('@quadrille/cli/package.json')),
  'dist',
  'bin.js',
);

/** Runs `quadrille …args` in the example's folder, `input` on its stdin; resolves to its stdout. */
function quadrille(args, input = '') {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [QUADRILLE, ...args],
      { cwd: root, timeout: 50_000 },
      (e, stdout, stderr) => (e ? reject(new Error(`${e.message}\n${stderr}`)) : resolve(stdout)),
    );
    child.stdin.end(input);
  });
}

it('perft counts the same move tree as the game itself', async () => {
  const out = await quadrille([
    'perft',
    'domineering',
    '--module',
    './domineering.js',
    '--variant',
    'small',
    '--depth',
    '3',
  ]);
  expect(out).toMatch(/^1\s+20\s/m);
  expect(out).toMatch(/^2\s+336\s/m);
  expect(out).toMatch(/^3\s+4872\s/m);
});

it('match plays whole games between the computer and a random player', async () => {
  const args = ['match', 'domineering', '--module', './domineering.js', '--variant', 'small', '--games', '2'];
  const out = await quadrille([...args, '--a', 'mcts', '--b', 'random', '--iterations', '50']);
  expect(out).toMatch(/average length: \d+(\.\d+)? moves over 2 games/);
  expect(out).toMatch(/Vertical\s+Horizontal/); // the seats' names come from the description
});

it('play takes a person’s moves at the prompt, refuses an illegal one, and the computer answers', async () => {
  const args = [
    'play',
    'domineering',
    '--module',
    './domineering.js',
    '--variant',
    'small',
    '--iterations',
    '30',
  ];
  // A flat domino is Horizontal's: refused for Vertical, who then plays an upright one.
  const out = await quadrille(args, 'b2-c2\nb2-b3\nquit\n');
  expect(out).toContain('you play Vertical');
  const replies = [...out.matchAll(/Horizontal plays (\S+)/g)].map((m) => m[1]);
  expect(replies).toHaveLength(1);
  const pos = domineering.create({ width: 5 });
  expect(() => domineering.parseMove(pos, 'b2-c2')).toThrow(/the other way/);
  pos.play(domineering.parseMove(pos, 'b2-b3'));
  expect(() => domineering.parseMove(pos, replies[0])).not.toThrow(); // a legal reply
});
