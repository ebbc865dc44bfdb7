/**
 * The board's stylesheet, inside its shadow root. Pages restyle it through `::part(…)` and two
 * custom properties: `--quadrille-board-size` (the board's width, default
 * `min(90vw, 640px)`; the element is as wide) and `--quadrille-accent` (focus ring, cursor and selected buttons).
 *
 * @module
 */

/** The CSS of the shadow root. */
export const BOARD_CSS = `
:host { display: inline-block; max-width: 100%; font: inherit; color: inherit; }
:host([hidden]) { display: none; }
.wrap { --accent: var(--quadrille-accent, #0b63c4); display: flex; flex-direction: column; gap: .4rem; width: var(--quadrille-board-size, min(90vw, 640px)); max-width: 100%; }
.wrap[data-theme="dark"] { --accent: var(--quadrille-accent, #6cb6ff); }
.board { touch-action: manipulation; border-radius: 2px; }
.board svg { display: block; width: 100%; height: auto; }
.board [data-cell] { cursor: pointer; }
.board:focus { outline: none; }
.board:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.cursor { fill: none; stroke: var(--accent); stroke-width: 4; pointer-events: none; display: none; }
.board:focus-visible .cursor, .board.keyboard:focus .cursor { display: inline; }
.status { margin: 0; font-weight: 600; }
.message { margin: 0; min-height: 1.2em; }
.message[data-kind="error"] { color: #b00020; }
.wrap[data-theme="dark"] .message[data-kind="error"] { color: #ff8a80; }
.controls, .pieces { display: flex; flex-wrap: wrap; gap: .3rem; align-items: center; }
.tray { display: flex; flex-direction: column; gap: .3rem; }
.controls:empty { display: none; }
button { font: inherit; padding: .2rem .5rem; cursor: pointer; }
button:focus-visible { outline: 3px solid var(--accent); outline-offset: 1px; }
.pieces button { padding: 2px; line-height: 0; background: transparent; border: 2px solid transparent; border-radius: 3px; }
.pieces button[aria-pressed="true"] { border-color: var(--accent); }
.pieces svg { width: auto; height: 2rem; }
.held { display: flex; gap: .5rem; align-items: center; min-height: 2.5rem; }
.held svg { height: 2.5rem; width: auto; }
.tray[hidden] { display: none; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;
