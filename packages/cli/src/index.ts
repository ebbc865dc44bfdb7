/**
 * `@quadrille/cli`: the `quadrille` command (play, match, perft, bench, gtp, demo) and the
 * pieces it is built from, for scripts that want to drive games programmatically: the game
 * registry, the match runner and {@link main} itself.
 *
 * @packageDocumentation
 */

export { describeOutcome, drawPosition } from './board.js';
export { gtpRespond } from './commands/gtp.js';
export { EngineError } from './engine-error.js';
export { type AiSettings, aiSettings } from './flags.js';
export { blokusEntry, games, linageEntry, linkageEntry, talpaEntry } from './games/index.js';
export { type Io, type LineSource, type Output, processIo, scriptedLines, streamLines } from './io.js';
export { COMMANDS, type Command, main } from './main.js';
export {
  formatSummary,
  type GameResult,
  type MatchPlayer,
  type MatchSettings,
  MatchStopped,
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
  type MatchPlayerSettings,
  makeMatchPlayer,
  makePlayer,
  type PlayerSpec,
  parsePlayerSpec,
  playerLabel,
  playerNames,
} from './players.js';
export {
  type AnyPosition,
  type GameEntry,
  type GameSupport,
  lookupGame,
  makeRegistry,
  type RecordedGame,
  type Registry,
  resolveOptions,
} from './registry.js';
export { type OpenedGame, openGame } from './setup.js';
export { UsageError } from './usage-error.js';
export { VERSION } from './version.js';
