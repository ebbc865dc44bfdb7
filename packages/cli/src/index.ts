/**
 * `@quadrille/cli`: the `quadrille` command (play, match, study, worker, perft, render, bench,
 * gtp, demo) and the pieces it is built from, for scripts that want to drive games
 * programmatically: games from descriptions and `--module` ({@link openGame}), terminal boards,
 * the match runner over `@quadrille/study`'s game loop, the Pentobi GTP bridge and {@link main}
 * itself.
 *
 * @packageDocumentation
 */

export { describeOutcome, drawBoard, drawPosition, seatNames, textFromView } from './board.js';
export { type AiSettings, aiSettings, clockFlag } from './flags.js';
export {
  CATALOGUE_MODULE,
  type GameList,
  type LoadedModule,
  loadModules,
  lookupGame,
  moduleSpecifier,
  type OpenedGame,
  openGame,
  type SetupFlags,
  withModules,
} from './games.js';
export { GTP_NAME, GtpEngine, gtpRespond } from './gtp/engine.js';
export { EngineError } from './gtp/engine-error.js';
export { type Io, type LineSource, type Output, processIo, scriptedLines, streamLines } from './io.js';
export { COMMANDS, type Command, main } from './main.js';
export {
  formatSummary,
  type MatchSettings,
  type MatchSummary,
  playerSeed,
  playMatchGame,
  runMatch,
  SEATINGS,
  type Seating,
  type Side,
  sideOf,
  summarise,
} from './match-runner.js';
export { type MatchSpec, matchSettings } from './match-spec.js';
export { type ParallelMatchOptions, runParallelMatch } from './parallel-match.js';
export {
  describePlayers,
  type MatchPlayerSettings,
  makeMatchPlayer,
  makePlayer,
  playerLabel,
  readPlayer,
} from './players.js';
export { jsonRecord, ownRecords, type RecordedGame, recordText } from './records.js';
export { UsageError } from './usage-error.js';
export { VERSION } from './version.js';
