// The entry of the browser bundle: every game, core, the AI and the board, with no Node API.
import { mctsPlayer } from '@quadrille/ai';
import { blokus } from '@quadrille/blokus';
import { defineBoard } from '@quadrille/board';
import { Rng, randomPlayout } from '@quadrille/core';
import { linage } from '@quadrille/linage';
import { linkage } from '@quadrille/linkage';
import { talpa } from '@quadrille/talpa';

const games = [
  blokus.create({ variant: 'duo' }),
  linkage.create(),
  linage.create({ size: 7 }),
  talpa.create(),
];
const lengths = games.map((pos) => randomPlayout(pos, new Rng(1)).history.length);
const { move } = await mctsPlayer({ seed: 1, iterations: 30 }).chooseMove(games[3]);
globalThis.quadrilleSmoke = { lengths, move, board: defineBoard() };
console.log(`browser bundle ran: playout lengths ${lengths.join(' ')}, MCTS move ${move}`);
