/**
 * `@quadrille/cli`: the `quadrille` command (play, match, study, worker, perft, render, bench,
 * gtp, demo) and the pieces it is built from, for scripts that want to drive games
 * programmatically: games from descriptions and `--module` ({@link openGame}), terminal boards,
 * matches over `@quadrille/play`'s game loop (also on worker threads), the Pentobi GTP bridge
 * and {@link main} itself. The game loop, player specs, levels and matches themselves are
 * `@quadrille/play`'s.
 *
 * @packageDocumentation
 */

/**
 * The match runner and its summary, seats and seeds, and games by module, moved to
 * `@quadrille/play` (`moduleSpecifier` to `@quadrille/play/node`): re-exported here for one
 * release (`formatSummary` and `summarise` are play's `formatMatchSummary` and
 * `summariseMatch`).
 *
 * @deprecated Import them from `@quadrille/play`; these re-exports go in the next release.
 */
export {
  CATALOGUE_MODULE,
  formatMatchSummary as formatSummary,
  type MatchSettings,
  type MatchSummary,
  playerSeed,
  playMatchGame,
  runMatch,
  SEATINGS,
  type Seating,
  type Side,
  sideOf,
  summariseMatch as summarise,
} from '@quadrille/play';
/** @deprecated Import it from `@quadrille/play/node`; this re-export goes in the next release. */
export { moduleSpecifier } from '@quadrille/play/node';
export { describeOutcome, drawBoard, drawPosition, seatNames, textFromView } from './board.js';
export { type AiSettings, aiSettings, clockFlag } from './flags.js';
export {
  type GameList,
  type LoadedModule,
  loadModules,
  lookupGame,
  type OpenedGame,
  openGame,
  type SetupFlags,
  withModules,
} from './games.js';
export { GTP_NAME, GtpEngine, gtpRespond } from './gtp/engine.js';
export { EngineError } from './gtp/engine-error.js';
export { type Io, type LineSource, type Output, processIo, scriptedLines, streamLines } from './io.js';
export { COMMANDS, type Command, main } from './main.js';
export { type MatchSpec, matchSettings } from './match-spec.js';
export { type ParallelMatchOptions, runParallelMatch } from './parallel-match.js';
export {
  type CommandPlayerSettings,
  describePlayers,
  type MatchPlayerSettings,
  makeMatchPlayer,
  makePlayer,
  readPlayer,
  type SearchThreads,
  searchThreads,
} from './players.js';
export { jsonRecord, ownRecords, type RecordedGame, recordText } from './records.js';
export { UsageError } from './usage-error.js';
export { VERSION } from './version.js';
