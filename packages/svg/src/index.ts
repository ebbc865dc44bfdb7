/**
 * `@quadrille/svg`: any `BoardView` (from `@quadrille/core`) — the plain-data picture every Quadrille game gives
 * through `view(pos)` — as an SVG string, in Node and in browsers, with no dependencies.
 *
 * @packageDocumentation
 */

export { BAD_VIEW, checkView } from './check-view.js';
export { contrastOn, MARKS, type Mark, NAMED_COLOURS, PALETTE, THEMES, type ThemeName } from './palette.js';
export { renderSvg } from './render-board.js';
export { type PieceSvgOptions, renderPieceSvg, renderTraySvg } from './render-pieces.js';
export type { SvgOptions } from './svg-options.js';
