/**
 * The {@link talpa} game object: the protocol entry point.
 *
 * @module
 */

import { type GameDescription, NAMED_COLOURS } from '@quadrille/core';
import { positionFromJSON } from './json.js';
import { talpaKnowledge } from './knowledge.js';
import { describeMove, formatMove, type MoveView, parseMove } from './notation.js';
import { resolveOptions, TALPA_OPTIONS, type TalpaOptions } from './options.js';
import { PLAYER_NAMES } from './player.js';
import { type TalpaMove, TalpaPosition } from './position.js';
import { RENDER_SYMBOLS, render } from './render.js';
import { view } from './view.js';

/** The seats as people see them: Red (seat 0) and Blue. */
const SEATS = [
  { name: PLAYER_NAMES[0], colour: NAMED_COLOURS.red! },
  { name: PLAYER_NAMES[1], colour: NAMED_COLOURS.blue! },
] as const;

/**
 * Talpa (Arty Sandler, 2010): `talpa.create({ size: 8 })` starts a game (seat 0 is Red and
 * moves first). See the package README for the rules, options and errors. The object is also
 * the game's description for tools (presets, seats, view, input, knowledge).
 *
 * `create` throws `OptionsError` for invalid options, `fromJSON` throws `SetupError` for
 * invalid data (see `resolveOptions` and the README for the reasons).
 *
 * @example
 * ```ts
 * import { talpa } from '@quadrille/talpa';
 *
 * const pos = talpa.create({ variant: 'beginner' }); // 6×6; or { size }, { width, height }
 * pos.play(talpa.parseMove(pos, 'a1xa2'));
 * const saved = JSON.stringify(pos); // { game: 'talpa', version: 1, options: {…}, moves: ['a1xa2'] }
 * const again = talpa.fromJSON(JSON.parse(saved)); // the same position, validated
 * ```
 */
export const talpa: GameDescription<TalpaPosition, TalpaMove, TalpaOptions, MoveView> = {
  id: 'talpa',
  title: 'Talpa',
  summary: 'Talpa: capture and remove to open a path between your sides (moves: c3xc4 captures, c3 removes)',
  options: TALPA_OPTIONS,
  presets: [
    { name: 'standard', label: 'Standard: 8×8', options: {} },
    { name: 'beginner', label: 'Beginner: 6×6', options: { variant: 'beginner' } },
    { name: 'expert', label: 'Expert: 10×10', options: { variant: 'expert' } },
  ],
  demo: { preset: 'beginner', iterations: 400 },
  create(options?: TalpaOptions): TalpaPosition {
    return TalpaPosition.start(resolveOptions(options));
  },
  fromJSON: positionFromJSON,
  formatMove,
  parseMove,
  view,
  describeMove,
  seats: () => SEATS,
  // A capture is made by selecting the capturing piece, then the captured one.
  input: { ordered: true, cells: (pos, move) => describeMove(pos, move).cells },
  knowledge: talpaKnowledge,
  text: {
    board: render,
    legend: () =>
      `${RENDER_SYMBOLS.red} Red (edges: top and bottom rows), ${RENDER_SYMBOLS.blue} Blue (edges: left and right columns), ${RENDER_SYMBOLS.empty} empty\n` +
      'a path of empty squares joining your two edges wins; opening one for your opponent loses',
    colours: { [RENDER_SYMBOLS.red]: NAMED_COLOURS.red!, [RENDER_SYMBOLS.blue]: NAMED_COLOURS.blue! },
  },
};
