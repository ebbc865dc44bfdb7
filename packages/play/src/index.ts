/**
 * `@quadrille/play`: the play layer that Quadrille's tools share — the command line, studies,
 * the board's computer, online rooms and the playground. One game loop ({@link playGame}, with
 * game clocks, seeds and what each game did) and matches over it ({@link runMatch},
 * {@link summariseMatch}); player specs, read once ({@link parsePlayerSpec}), described
 * ({@link describePlayer}) and made ({@link makePlayer}); levels, the one strength scale
 * ({@link readLevel}, {@link LEVEL_NAMES}); and games loaded by module ({@link loadGame}, by a
 * core `GameModule`). No Node API here: Node's thread pool and module paths are in
 * `@quadrille/play/node`.
 *
 * @packageDocumentation
 */

export { splitCommandLine } from './command-line.js';
export { type AnyPosition, CATALOGUE_MODULE, loadGame, loadGames } from './game-loading.js';
export { type GamePlayer, GameStopped, type PlayedGame, type PlaySettings, playGame } from './game-loop.js';
export {
  describeLevel,
  LEVEL_CHOICES,
  LEVEL_NAMES,
  LEVELS,
  type Level,
  type LevelName,
  levelName,
  levelOf,
  readLevel,
} from './levels.js';
export { type MatchSettings, playMatchGame, runMatch } from './match.js';
export { formatMatchSummary, type MatchSummary, type SeatTotal, summariseMatch } from './match-summary.js';
export { describePlayer, levelSpec, type PlayerSpec, parsePlayerSpec } from './player-spec.js';
export { makePlayer, type PlayerSettings, type PlayerThreads, playerNames } from './players.js';
export { SEATINGS, type Seating, type Side, sideOf, sidesOf } from './seating.js';
export { gameSeed, playerSeed } from './seeds.js';
export { type Interval, wilson, Z95 } from './wilson.js';
