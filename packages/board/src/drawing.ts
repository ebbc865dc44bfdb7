/**
 * {@link BoardDrawing}: the board's shadow DOM — made once, then drawn from a plain
 * {@link BoardFrame} (what to show) on every change: the SVG of `@quadrille/svg` with the
 * board's marks, the status and message lines, the buttons, the tray. It decides nothing: the
 * board's controller works out the frame.
 *
 * @module
 */

import { renderPieceSvg, renderSvg } from '@quadrille/svg';
import type { ControlSpec } from './controls.js';
import type { BoardFrame } from './frame.js';
import type { BoardTheme } from './settings.js';
import { BOARD_CSS } from './styles.js';
import { drawCursor, relabelCoordinates } from './svg-marks.js';

/** The parts of the shadow root the board writes to. */
export interface BoardParts {
  readonly wrap: HTMLElement;
  /** The focusable picture of the board. */
  readonly board: HTMLElement;
  readonly status: HTMLElement;
  readonly message: HTMLElement;
  readonly controls: HTMLElement;
  readonly tray: HTMLElement;
  readonly pieces: HTMLElement;
  readonly held: HTMLElement;
  /** The ARIA live region. */
  readonly live: HTMLElement;
}

const SKELETON = `<style>${BOARD_CSS}</style><div class="wrap" part="wrap" data-theme="light">
<div class="board" part="board" tabindex="0" role="application" aria-roledescription="game board" aria-label="game board"></div>
<p class="status" part="status"></p>
<p class="message" part="message" data-kind="info"></p>
<div class="controls" part="controls"></div>
<div class="tray" part="tray" hidden><div class="pieces" role="group" aria-label="pieces"></div>
<div class="held"><span class="held-piece" part="held"></span><button type="button" data-action="rotate" part="button">Rotate (R)</button><button type="button" data-action="flip" part="button">Flip (F)</button></div></div>
<div class="sr-only" role="status" aria-live="polite" aria-atomic="true"></div></div>`;

/** The board's shadow DOM and how it is drawn. */
export class BoardDrawing {
  /** The parts, for listeners and focus. */
  readonly parts: BoardParts;
  /** What the buttons and the tray were last drawn from: they are rebuilt only on a change. */
  #controlsKey = '';
  #trayKey = '';

  /** Fills `root` with the board's skeleton. */
  constructor(root: ShadowRoot) {
    root.innerHTML = SKELETON;
    const find = (selector: string) => root.querySelector<HTMLElement>(selector)!;
    this.parts = {
      wrap: find('.wrap'),
      board: find('.board'),
      status: find('.status'),
      message: find('.message'),
      controls: find('.controls'),
      tray: find('.tray'),
      pieces: find('.pieces'),
      held: find('.held-piece'),
      live: find('[aria-live]'),
    };
  }

  /** Says `text` in the live region. */
  announce(text: string): void {
    this.parts.live.textContent = text.trim();
  }

  /** Draws `frame`. */
  draw(frame: BoardFrame): void {
    const { wrap, board, status, message } = this.parts;
    wrap.dataset.theme = frame.theme;
    message.textContent = frame.message.text;
    message.dataset.kind = frame.message.kind;
    const picture = frame.picture;
    if (picture === undefined) {
      board.replaceChildren();
      status.textContent = 'No game.';
    } else {
      const { view, title, labels, cursor } = picture;
      board.innerHTML = renderSvg(view, { theme: frame.theme, title: `${title}: ${view.status}` });
      const svg = board.firstElementChild;
      if (svg !== null) {
        if (labels !== undefined) relabelCoordinates(svg, labels.columns, labels.rows);
        if (cursor !== undefined) drawCursor(svg, cursor);
      }
      board.setAttribute(
        'aria-label',
        `${title} board. ${view.status}. Arrow keys move the cursor, Space selects, Enter confirms, Escape cancels.`,
      );
      status.textContent = view.status;
    }
    this.#drawControls(frame.controls);
    this.#drawTray(frame.tray, frame.theme);
  }

  #drawControls(specs: readonly ControlSpec[]): void {
    const key = JSON.stringify(specs);
    if (key === this.#controlsKey) return;
    this.#controlsKey = key;
    this.parts.controls.replaceChildren(
      ...specs.flatMap((spec) => {
        if (spec.kind === 'button') {
          const b = button(spec.label);
          for (const [k, v] of Object.entries(spec.data)) b.dataset[k] = v;
          return [b];
        }
        const select = document.createElement('select');
        select.setAttribute('aria-label', spec.label);
        select.append(...spec.moves.map((m) => new Option(m, m)));
        const play = button('Play');
        play.dataset.action = 'play-listed';
        return [select, play];
      }),
    );
  }

  #drawTray(tray: BoardFrame['tray'], theme: BoardTheme): void {
    const { tray: box, pieces, held } = this.parts;
    box.hidden = tray === undefined;
    if (tray === undefined) return;
    const key = JSON.stringify([tray, theme]);
    if (key === this.#trayKey) return;
    this.#trayKey = key;
    const look = { colour: tray.colour, colourName: tray.colourName, theme };
    pieces.setAttribute('aria-label', `${tray.colourName}'s pieces`);
    pieces.replaceChildren(
      ...tray.pieces.map((piece) => {
        const b = button('');
        b.dataset.piece = piece.name;
        b.setAttribute('aria-pressed', String(tray.held?.name === piece.name));
        b.setAttribute('aria-label', `piece ${piece.name}`);
        b.innerHTML = renderPieceSvg(piece, { ...look, cellSize: 10 });
        b.firstElementChild?.removeAttribute('data-piece'); // the button alone is the piece
        b.firstElementChild?.setAttribute('aria-hidden', 'true');
        return b;
      }),
    );
    held.innerHTML =
      tray.held === undefined ? 'Pick a piece' : renderPieceSvg(tray.held, { ...look, cellSize: 16 });
  }
}

/** A `<button type="button">` with `text`, in the `button` part. */
function button(text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  b.setAttribute('part', 'button');
  return b;
}
