// Type-checked under moduleResolution nodenext (as ESM) and bundler: the published .d.ts files.
import { type MctsPlayer, mctsPlayer } from '@quadrille/ai';
import { type BlokusPosition, blokus } from '@quadrille/blokus';
import { main } from '@quadrille/cli';
import { type Game, OptionsError, type Position, Rng, randomPlayout } from '@quadrille/core';
import { type LinagePosition, linage } from '@quadrille/linage';
import { type LinkagePosition, linkage } from '@quadrille/linkage';
import { type TalpaMove, type TalpaPosition, talpa } from '@quadrille/talpa';
import { checkGame } from '@quadrille/testing';

const positions: [BlokusPosition, LinkagePosition, LinagePosition, TalpaPosition] = [
  blokus.create({ variant: 'duo' }),
  linkage.create(),
  linage.create({ size: 7 }),
  talpa.create({ variant: 'beginner' }),
];
const t = positions[3];
const first: TalpaMove | undefined = t.legalMoves()[0];
if (first !== undefined) t.play(talpa.parseMove(t, talpa.formatMove(t, first)));
const key: bigint | undefined = t.key?.();
const ai: MctsPlayer<TalpaPosition> = mctsPlayer<TalpaPosition>({ seed: 1, iterations: 10 });
const anyGame: Game<TalpaPosition, TalpaMove, object> = talpa;
const generic: Position<number> = randomPlayout(t, new Rng(1));
const isOptions = (e: unknown): boolean => e instanceof OptionsError && e.code.length > 0;
const run: (argv: readonly string[]) => unknown = (argv) => main(argv, undefined as never);

export { ai, anyGame, checkGame, generic, isOptions, key, positions, run };
