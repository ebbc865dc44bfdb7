// What moved to @quadrille/play is re-exported here for one release: the same functions and
// classes, not copies, so code importing them from study keeps working unchanged.
import * as play from '@quadrille/play';
import * as playNode from '@quadrille/play/node';
import { expect, it } from 'vitest';
import * as study from '../src/index.js';

it('re-exports the moved names as play’s own', () => {
  expect([
    study.describePlayer,
    study.GameStopped,
    study.gameSeed,
    study.parsePlayerSpec,
    study.playGame,
    study.sideOf,
    study.sidesOf,
    study.wilson,
    study.Z95,
  ]).toEqual([
    play.describePlayer,
    play.GameStopped,
    play.gameSeed,
    play.parsePlayerSpec,
    play.playGame,
    play.sideOf,
    play.sidesOf,
    play.wilson,
    play.Z95,
  ]);
  expect(study.playGame).toBe(play.playGame);
  expect([study.GameFailure, study.serveThread, study.ThreadPool]).toEqual([
    playNode.GameFailure,
    playNode.serveThread,
    playNode.ThreadPool,
  ]);
  expect(study.ThreadPool).toBe(playNode.ThreadPool);
});
