#!/usr/bin/env node
// A Blokus engine that speaks GTP (the Go Text Protocol, in Pentobi's dialect for Blokus) on
// stdin and stdout, so that GTP controllers — Pentobi's `twogtp`, GUIs, tournament managers,
// `quadrille match --b gtp:"node bot.mjs"` — can play it. The rules come from @quadrille/blokus,
// the search from @quadrille/ai; this file only speaks the protocol.
//
//   node bot.mjs [--game duo] [--iterations 500] [--seed 1]
//
// A command is one line, `[id] name args…`; every answer is `=[id] result` or `?[id] error`,
// followed by an empty line. Colours are `b`/`w` in Duo and Junior, `1`–`4` in the other
// variants (or colour names); moves are the cells a piece covers: `e8,d9,e9,f9,e10`.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { mctsPlayer } from '@quadrille/ai';
import { blokus, parseColour, parseMove, render } from '@quadrille/blokus';
import { findPreset, isQuadrilleError } from '@quadrille/core';

const { values: flags } = parseArgs({
  options: {
    game: { type: 'string', default: 'duo' }, // a preset of Blokus, or Pentobi's game name
    iterations: { type: 'string', default: '500' }, // simulations per move
    seed: { type: 'string', default: '1' },
  },
});
const iterations = Number(flags.iterations);
let seed = Number(flags.seed);

/** A failed command: answered with `? message`, and the engine goes on. */
class Refusal extends Error {}

let pos = newGame(flags.game);
let player = newPlayer();
let quit = false;

function newGame(name) {
  try {
    return blokus.create(findPreset(blokus, name).options); // 'duo', 'Blokus Duo', 'classic', …
  } catch {
    throw new Refusal(`unsupported game variant '${name}'`);
  }
}

/** One searching player per game: it keeps its search tree from one move to the next. */
function newPlayer() {
  return mctsPlayer({ iterations, seed, knowledge: blokus.knowledge });
}

function colour(text) {
  if (text === undefined) throw new Refusal('missing colour');
  return parseColour(pos.rules, text); // throws a typed error, answered with `?`
}

/** The score as GTP has it: `B+3`, `W+2` or `0` with two players, each player's points otherwise. */
function finalScore() {
  const scores = pos.seatScores();
  if (scores.length !== 2) return scores.join(' ');
  const diff = scores[0] - scores[1];
  return diff === 0 ? '0' : diff > 0 ? `B+${diff}` : `W+${-diff}`;
}

const commands = {
  protocol_version: () => '2',
  name: () => 'Quadrille example bot',
  version: () => '0.0.0',
  known_command: ([name]) => String(Object.hasOwn(commands, name ?? '')),
  list_commands: () => Object.keys(commands).join('\n'),
  quit: () => {
    quit = true;
    return '';
  },
  set_game: (words) => {
    pos = newGame(words.join(' ')); // Pentobi's names: `Blokus Duo`, `Blokus Two-Player`, …
    player = newPlayer();
    return '';
  },
  clear_board: () => {
    pos = blokus.create(pos.rules.options);
    player = newPlayer();
    return '';
  },
  // The CPU seconds this process has used: GoGui-style controllers (Pentobi's twogtp) ask it
  // around every game.
  cputime: () => {
    const { user, system } = process.cpuUsage();
    return ((user + system) / 1e6).toFixed(3);
  },
  set_random_seed: ([n]) => {
    seed = Number(n);
    if (!Number.isSafeInteger(seed)) throw new Refusal('the seed must be an integer');
    player = newPlayer();
    return '';
  },
  // `play <colour> <cells>`: a move of the controller's (or of another engine).
  play: ([c, ...move]) => {
    const who = colour(c);
    const text = move.join(' ');
    if (text.toLowerCase() !== 'pass') pos.playFor(who, parseMove(pos, text, who));
    return '';
  },
  // `genmove <colour>`: our move, searched, played here and answered in notation.
  genmove: async ([c]) => {
    const who = colour(c);
    if (pos.legalMovesOf(who).length === 0) return 'pass';
    if (who !== pos.colourToMove) throw new Refusal(`it is not ${c}'s turn`);
    const { move } = await player.chooseMove(pos); // searches a copy: pos is not changed
    const text = blokus.formatMove(pos, move);
    pos.play(move);
    return text;
  },
  final_score: finalScore,
  showboard: () => `\n${render(pos)}`,
};

/** One command line answered: `=[id] result` or `?[id] message`, then an empty line. */
async function answer(line) {
  const words = line.replace(/#.*/, '').trim().split(/\s+/);
  if (words[0] === '') return undefined; // empty lines and comments get no answer
  const id = /^\d+$/.test(words[0]) ? words.shift() : '';
  const [name, ...args] = words;
  const command = commands[name];
  if (command === undefined) return `?${id} unknown command\n\n`;
  try {
    const result = await command(args);
    // Always a space after `=[id]`, even before an empty result: controllers such as Pentobi's
    // twogtp refuse `=` alone.
    return `=${id} ${result}\n\n`;
  } catch (e) {
    // Our own refusals and Quadrille's typed errors (a bad colour, an illegal move) are answers;
    // anything else is a bug, and crashes loudly.
    if (e instanceof Refusal || isQuadrilleError(e)) return `?${id} ${e.message}\n\n`;
    throw e;
  }
}

// One command at a time, in order: a controller waits for each answer before the next command.
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const response = await answer(line);
  if (response !== undefined) process.stdout.write(response);
  if (quit) break;
}
// `quit`, or the end of input: stop reading, and Node exits once the last answer is written.
process.stdin.destroy();
