// The entry of the browser bundle: every game of the catalogue, core, the AI and the board, with no Node API.
import { mctsPlayer } from '@quadrille/ai';
import { defineBoard } from '@quadrille/board';
import { findPreset, Rng, randomPlayout } from '@quadrille/core';
import { catalogue } from '@quadrille/games';

// Each game on the preset its demonstration plays (a small one).
const games = catalogue.map((game) => game.create(findPreset(game, game.demo.preset).options));
const lengths = games.map((pos) => randomPlayout(pos, new Rng(1)).history.length);
const talpa = games[catalogue.findIndex((game) => game.id === 'talpa')];
const { move } = await mctsPlayer({ seed: 1, iterations: 30 }).chooseMove(talpa);
globalThis.quadrilleSmoke = { lengths, move, board: defineBoard() };
console.log(`browser bundle ran: playout lengths ${lengths.join(' ')}, MCTS move ${move}`);
