/**
 * The names of the protocol invariants {@link checkGame} verifies, each with a one-line
 * statement. A violation names exactly one of them, so a failing test says *what* broke. The
 * `undo-*` and `key-*` invariants apply to games whose positions have `undo` and `key`.
 *
 * @module
 */

/**
 * The stable name of one invariant that {@link checkGame} checks; {@link INVARIANTS} states
 * each. A violation names exactly one, so a failing test says what broke.
 */
export type Invariant =
  | 'seats-valid'
  | 'turn-in-range'
  | 'legal-moves-integers'
  | 'legal-moves-sorted'
  | 'legal-moves-unique'
  | 'legal-moves-fresh'
  | 'legal-moves-into'
  | 'legal-move-accepted'
  | 'illegal-move-rejected'
  | 'rejected-move-unchanged'
  | 'parse-move-errors'
  | 'parse-move-unchanged'
  | 'notation-round-trip'
  | 'notation-unique'
  | 'clone-independent'
  | 'json-round-trip'
  | 'json-independent'
  | 'from-json-errors'
  | 'from-json-valid'
  | 'from-json-input-unchanged'
  | 'undo-restores'
  | 'undo-to-start'
  | 'key-stable'
  | 'key-distinct'
  | 'key-transposition'
  | 'over-iff-no-legal-moves'
  | 'outcome-iff-over'
  | 'outcome-scores'
  | 'outcome-winners'
  | 'game-finite'
  | 'history-matches'
  | 'deterministic';

/**
 * Every invariant of the Quadrille protocol that {@link checkGame} checks, by stable name, with
 * the statement it checks. Match on the names (they are stable); the statements are for humans.
 */
export const INVARIANTS: Readonly<Record<Invariant, string>> = {
  'seats-valid': '`seats` is a positive integer that never changes during a game',
  'turn-in-range': 'while the game runs, `turn` is an integer in [0, seats)',
  'legal-moves-integers': 'every legal move is a non-negative safe integer',
  'legal-moves-sorted': '`legalMoves()` is in ascending order',
  'legal-moves-unique': '`legalMoves()` lists each move once',
  'legal-moves-fresh': '`legalMoves()` returns a new array per call, with the same moves each time',
  'legal-moves-into':
    '`legalMovesInto(out)`, where a position has it, writes exactly `legalMoves()` to the front of `out` (empty, short or longer) and returns their count',
  'legal-move-accepted': 'every legal move passes `isLegal` and is accepted by `play`',
  'illegal-move-rejected':
    'for any number that is not a legal move, `isLegal` is false (never throws) and `play` throws IllegalMoveError (ERR_ILLEGAL_MOVE)',
  'rejected-move-unchanged': 'a rejected `play` leaves the position unchanged',
  'parse-move-errors':
    '`parseMove` on malformed text throws only NotationError or IllegalMoveError, or returns a legal move',
  'parse-move-unchanged': '`parseMove` never changes the position',
  'notation-round-trip': '`parseMove(pos, formatMove(pos, m))` is `m` for every legal move `m`',
  'notation-unique': '`formatMove` gives distinct strings to distinct legal moves',
  'clone-independent': '`clone()` equals the original, and playing on either leaves the other unchanged',
  'json-round-trip':
    '`fromJSON(JSON.parse(JSON.stringify(toJSON())))` has the same JSON, legal moves, turn, seats, history, isOver and outcome',
  'json-independent':
    'the data `toJSON` returns and the data given to `fromJSON` are not shared with the position',
  'from-json-errors':
    '`fromJSON` on corrupted data throws only SetupError (ERR_SETUP), or returns a position',
  'from-json-valid': 'a position `fromJSON` accepts from corrupted data keeps every structural invariant',
  'from-json-input-unchanged':
    '`fromJSON` leaves the data it is given deep-equal to what it was, whether it accepts it or not',
  'undo-restores':
    '`play(m)` then `undo()` returns `m` and restores `toJSON`, `key` (and the canonical key), `legalMoves`, `turn`, `isOver`, `outcome` and `history`',
  'undo-to-start':
    'undoing every move of a game passes back through each earlier position and ends equal to `create(options)`; one more `undo()` throws IllegalMoveError (reason `no-history`) and changes nothing',
  'key-stable':
    '`key()` is a bigint in [0, 2^64), the same on every call, and kept by `clone`, by `fromJSON(toJSON())` and by replaying the same moves; `keyInto`, where present, writes its two halves; `canonicalKeyInto`, where present, is the same on every call and kept by `clone` and `fromJSON(toJSON())`',
  'key-distinct':
    'positions of a run with the same key are the same position: the same turn, legal moves and outcome, also along shared random continuations (else the key collides); positions with the same canonical key (`canonicalKeyInto`) have the same turn, number of legal moves and outcome',
  'key-transposition':
    'two move orders that reach the same position (two moves of one seat swapped) give the same key',
  'over-iff-no-legal-moves': '`isOver()` is true exactly when there is no legal move',
  'outcome-iff-over': '`outcome()` is defined exactly when `isOver()` is true',
  'outcome-scores': 'an outcome has one finite number score per seat',
  'outcome-winners': 'the winners are exactly the seats with the best score, ascending, at least one',
  'game-finite': 'every game ends within `maxPlies` moves',
  'history-matches': '`history` is exactly the moves played, oldest first',
  deterministic: 'the same options and moves give the same positions, legal moves and outcome',
};
