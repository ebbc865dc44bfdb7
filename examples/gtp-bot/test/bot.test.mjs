// The bot driven as a GTP controller drives it: the handshake, refused commands, and whole
// games of Blokus Duo against another engine — `quadrille gtp blokus` of @quadrille/cli — with
// every move checked against the rules, then a match run by `quadrille match`, a real controller
// that checks every move and the final score itself.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { blokus, parseColour, parseMove } from '@quadrille/blokus';

const BOT = join(import.meta.dirname, '..', 'bot.mjs');
const QUADRILLE = join(
  dirname(createRequire(import.meta.url).resolve('@quadrille/cli/package.json')),
  'dist',
  'bin.js',
);

/** Engines started by the tests: killed at the end whatever happened. */
const engines = new Set();
after(() => {
  for (const child of engines) child.kill('SIGKILL');
});

/** A GTP engine as a child process: `send(command)` resolves to `{ ok, text }`. */
function startEngine(args) {
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  engines.add(child);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  exited.then(() => engines.delete(child));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  /** The answer's lines as the engine wrote them, joined (its ending empty line left out). */
  const raw = async (command) => {
    child.stdin.write(`${command}\n`);
    const answer = [];
    for (;;) {
      const { value, done } = await lines.next();
      if (done) throw new Error(`the engine exited during '${command}'`);
      if (value === '' && answer.length > 0) return answer.join('\n'); // an empty line ends an answer
      answer.push(value);
    }
  };
  return {
    exited, // resolves to the exit code
    raw,
    async send(command) {
      const text = await raw(command);
      assert.match(text, /^[=?]/, `'${command}' got no GTP answer: ${text}`);
      return { ok: text.startsWith('='), text: text.replace(/^[=?]\d*\s?/, '').trim() };
    },
  };
}

test('answers the handshake and the commands a controller sends', async () => {
  const bot = startEngine([BOT, '--iterations', '50']);
  assert.deepEqual(await bot.send('protocol_version'), { ok: true, text: '2' });
  assert.equal((await bot.send('name')).text, 'Quadrille example bot');
  const commands = (await bot.send('list_commands')).text.split('\n');
  for (const c of ['set_game', 'clear_board', 'play', 'genmove', 'final_score', 'cputime', 'quit'])
    assert.ok(commands.includes(c), c);
  // What twogtp reads from it: a number of seconds.
  assert.match((await bot.send('cputime')).text, /^\d+\.\d{3}$/);
  // Every answer keeps the space after `=`, empty ones too, as strict controllers require.
  assert.equal(await bot.raw('clear_board'), '= ');
  assert.equal((await bot.send('known_command genmove')).text, 'true');
  assert.equal((await bot.send('known_command fly')).text, 'false');
  assert.equal((await bot.send('7 set_game Blokus Duo')).ok, true);
  assert.equal((await bot.send('play b e8,d9,e9,f9,e10')).ok, true);
  // Its answer is a legal move for White (Orange) after that first move.
  const { text } = await bot.send('genmove w');
  const pos = blokus.create({ variant: 'duo' });
  pos.play(parseMove(pos, 'e8,d9,e9,f9,e10'));
  assert.doesNotThrow(() => parseMove(pos, text), text);
  // Refusals are answers, and the bot goes on.
  assert.equal((await bot.send('play b zz9')).ok, false);
  assert.equal((await bot.send('play q a1')).ok, false);
  assert.equal((await bot.send('set_game Chess')).ok, false);
  assert.equal((await bot.send('fly')).ok, false);
  assert.equal((await bot.send('final_score')).ok, true);
  assert.equal((await bot.send('quit')).ok, true);
  assert.equal(await bot.exited, 0);
});

test('plays a whole game of Blokus Duo against quadrille gtp blokus', async () => {
  // The bot holds Purple (`b`), the other engine Orange (`w`); this test is the controller.
  const sides = [
    startEngine([BOT, '--iterations', '30', '--seed', '3']),
    startEngine([QUADRILLE, 'gtp', 'blokus', '--iterations', '30', '--seed', '4']),
  ];
  for (const engine of sides) assert.equal((await engine.send('set_game Blokus Duo')).ok, true);
  const pos = blokus.create({ variant: 'duo' }); // the controller's own copy of the game
  while (!pos.isOver()) {
    const colour = pos.colourToMove; // colours that cannot move are skipped
    const letter = ['b', 'w'][colour];
    const { ok, text } = await sides[colour].send(`genmove ${letter}`);
    assert.ok(ok, text);
    assert.notEqual(text, 'pass', `${letter} passed with legal moves left`);
    pos.playFor(colour, parseMove(pos, text, parseColour(pos.rules, letter))); // throws if illegal
    assert.equal((await sides[1 - colour].send(`play ${letter} ${text}`)).ok, true);
  }
  // Both engines count the same score as the rules.
  const [a, b] = pos.seatScores();
  const expected = a === b ? '0' : a > b ? `B+${a - b}` : `W+${b - a}`;
  for (const engine of sides) {
    assert.equal((await engine.send('final_score')).text, expected);
    await engine.send('quit');
  }
});

test('plays a match under quadrille match, a GTP controller that checks every move and the score', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [
    QUADRILLE,
    'match',
    'blokus',
    '--variant',
    'duo',
    '--a',
    'mcts',
    '--b',
    `gtp:'${process.execPath}' '${BOT}' --iterations 30`,
    '--iterations',
    '30',
    '--games',
    '2',
  ]);
  assert.match(stdout, /average length: \d+(\.\d+)? moves over 2 games/);
});
