/**
 * The names of the checks {@link checkDescription} makes of a game's description, each with a
 * one-line statement. A violation names exactly one of them, so a failing test says what broke.
 *
 * @module
 */

/**
 * The stable name of one check {@link checkDescription} makes of a game description (core's
 * `GameDescription`); {@link DESCRIPTION_CHECKS} states each.
 */
export type DescriptionCheck =
  | 'description-shape'
  | 'presets-create'
  | 'options-schema'
  | 'seats-described'
  | 'view-well-formed'
  | 'describe-move-cells'
  | 'input-cells'
  | 'input-order'
  | 'selection-makes-moves'
  | 'selection-extensible'
  | 'cell-free-moves'
  | 'last-move-overlay'
  | 'description-unchanged'
  | 'policy-legal'
  | 'policy-unchanged'
  | 'policy-deterministic'
  | 'text-board'
  | 'record-write';

/**
 * Every check {@link checkDescription} makes, by stable name, with the statement it checks.
 * Match on the names (they are stable); the statements are for humans.
 */
export const DESCRIPTION_CHECKS: Readonly<Record<DescriptionCheck, string>> = {
  'description-shape':
    "the object has every field of a description, well formed: core's `descriptionProblems(game)` is empty (id, title, summary, the functions, presets with unique lower-case names, a demo naming a preset, an input)",
  'presets-create':
    "every preset's options create a game (`create(preset.options)` does not throw), and every alias is lower case and names no other preset or alias",
  'options-schema':
    "the description's `options` schema, where it has one, agrees with `create`: every preset's options and every sample pass core's `checkOptions` and create a game, each choice creates a game when given alone, and an option the schema does not name or a value it refuses (another type, past a bound, no choice; each option in turn, then 50 random option sets the schema refuses) is refused by `create` with an `OptionsError`",
  'seats-described':
    '`seats(pos)` has exactly `pos.seats` entries, each with a non-empty name and a CSS colour `#rrggbb`, at every position',
  'view-well-formed':
    '`view(pos)` can be drawn: whole positive `width` and `height`, one named cell per square, overlays on the board, a non-empty `status`, and `over` equal to `pos.isOver()`',
  'describe-move-cells':
    '`describeMove(pos, m).cells` is an array of distinct cell indices of the view (0 ≤ c < width × height) for every legal move',
  'input-cells':
    '`input.cells(pos, m)` is an array of distinct cell indices of the view, the same each time it is asked and never changed by a later call, holding exactly the cells of `describeMove(pos, m)` (as a set), for every legal move',
  'input-order':
    'an ordered input orders cells by their part in the move (Talpa: the capturing piece, then the captured one), not by their numbers: the moves of two or more cells do not all list them in ascending order, nor all in descending order',
  'selection-makes-moves':
    "selecting a legal move's input cells, or a prefix of them, makes through core's `matchSelection` exactly the legal moves whose cells are that selection (the same sequence where the input is ordered, the same set otherwise), never an illegal move",
  'selection-extensible':
    "every proper prefix of a move's cell selection (and, where the input is unordered, of its reverse) is reported `extensible` by `matchSelection`",
  'cell-free-moves':
    "the legal moves with no input cells (a pass, a choice of side) are exactly core's `cellFreeMoves(game, pos)`",
  'last-move-overlay':
    "after a move, the view's `last-move` overlay, where the view has one, holds exactly the cells of `describeMove` of that move in the position before it (as a set); none before the first move",
  'description-unchanged':
    '`seats`, `view`, `describeMove`, `input.cells`, `text` and `record.write` leave the position unchanged',
  'policy-legal': "every policy's `choose(pos, rng)` returns a legal move of the running position",
  'policy-unchanged': 'every policy leaves the position unchanged (the same JSON before and after)',
  'policy-deterministic':
    'every policy takes its randomness from `rng` alone: `Rng`s of the same seed make it choose the same move',
  'text-board':
    '`text.board(pos)`, and `text.legend(pos)` where present, return a non-empty string; `text.colours`, where present, are CSS colours `#rrggbb`',
  'record-write':
    '`record.write(pos, players)` returns a non-empty string or `undefined`, without throwing, and the record format has a name and an extension',
};
