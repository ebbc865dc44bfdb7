/**
 * {@link renderSvg}: any {@link BoardView} as an SVG string. One `<g data-cell>` per cell (with
 * `data-owner` when occupied), so apps and tests can hit-test and read the board; a `<title>` and
 * ARIA labels for screen readers; colour (by the colour's name where it is a common one, else
 * from `PALETTE`) plus a distinct mark per colour index; the same view and
 * options give the same string, byte for byte.
 *
 * @module
 */

import { type BoardView, fileName, type Overlay } from '@quadrille/core';
import { checkView, resolveOptions } from './check-view.js';
import { markSvg } from './marks.js';
import { contrastOn, MARKS, NAMED_COLOURS } from './palette.js';
import type { SvgOptions } from './svg-options.js';
import { escapeXml, num } from './xml.js';

/** Geometry shared by the drawing functions. */
interface Frame {
  readonly size: number;
  readonly left: number;
  readonly top: number;
  readonly height: number;
  readonly width: number;
}

const centre = (frame: Frame, cell: number): [number, number] => {
  const f = cell % frame.width;
  const r = (cell - f) / frame.width;
  return [frame.left + (f + 0.5) * frame.size, frame.top + (frame.height - r - 0.5) * frame.size];
};

/**
 * The view as a standalone SVG document (a string starting with `<svg`).
 *
 * @example
 * ```ts
 * import { renderSvg } from '@quadrille/svg';
 * import { talpa } from '@quadrille/talpa';
 * const svg = renderSvg(talpa.view(talpa.create({ size: 6 })), { theme: 'dark' });
 * svg.startsWith('<svg'); // true
 * ```
 *
 * @throws `OptionsError`: reason `'bad-view'` for a malformed view, `'unknown-option'` or
 *   `'bad-type'` for bad options.
 */
export function renderSvg(view: BoardView, options: SvgOptions = {}): string {
  checkView(view);
  const { size, theme, palette, coordinates } = resolveOptions(options);
  const margin = coordinates ? size * 0.8 : size * 0.125;
  const frame: Frame = { size, left: margin, top: size * 0.125, width: view.width, height: view.height };
  const w = margin + view.width * size + size * 0.125;
  const h = frame.top + view.height * size + margin;
  const title = options.title ?? `${view.game}: ${view.status}`;
  const colourOf = (owner: number): string =>
    (options.palette === undefined
      ? NAMED_COLOURS[view.colours[owner]?.name.toLowerCase() ?? '']
      : undefined) ?? palette[owner % palette.length]!;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${num(w)} ${num(h)}" width="${num(w)}" height="${num(h)}" role="img" aria-labelledby="qd-title" data-game="${escapeXml(view.game)}">`,
    `<title id="qd-title">${escapeXml(title)}</title>`,
    `<desc>${escapeXml(describe(view))}</desc>`,
    `<rect width="100%" height="100%" fill="${theme.background}"/>`,
    '<g class="cells">',
  ];
  for (let c = 0; c < view.cells.length; c++) {
    const cell = view.cells[c]!;
    const [cx, cy] = centre(frame, c);
    const x = cx - size / 2;
    const y = cy - size / 2;
    const owner = cell.owner;
    const who = owner === undefined ? 'empty' : (view.colours[owner]?.name ?? `colour ${owner}`);
    const attrs = `data-cell="${escapeXml(cell.name)}"${owner === undefined ? '' : ` data-owner="${owner}"`} aria-label="${escapeXml(`${cell.name} ${who}`)}"`;
    let body = `<rect x="${num(x)}" y="${num(y)}" width="${num(size)}" height="${num(size)}" fill="${theme.board}" stroke="${theme.line}" stroke-width="1"/>`;
    if (owner !== undefined) {
      const fill = colourOf(owner);
      body +=
        cell.glyph === 'stone'
          ? `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(size * 0.42)}" fill="${fill}"/>`
          : `<rect x="${num(x + 1)}" y="${num(y + 1)}" width="${num(size - 2)}" height="${num(size - 2)}" fill="${fill}"/>`;
      body += markSvg(MARKS[owner % MARKS.length]!, cx, cy, size, contrastOn(fill));
    }
    if (cell.label !== undefined) {
      body += `<text x="${num(cx)}" y="${num(cy + size * 0.12)}" font-size="${num(size * 0.34)}" text-anchor="middle" fill="${theme.text}">${escapeXml(cell.label)}</text>`;
    }
    parts.push(`<g ${attrs}>${body}</g>`);
  }
  parts.push('</g>', '<g class="overlays" pointer-events="none">');
  for (const overlay of view.overlays) parts.push(overlaySvg(overlay, frame, theme.overlay, colourOf));
  parts.push('</g>');
  if (coordinates) parts.push(coordinatesSvg(frame, theme.text));
  parts.push('</svg>');
  return parts.join('');
}

function describe(view: BoardView): string {
  const sides = view.colours.map((c) => (c.score === undefined ? c.name : `${c.name} ${c.score}`));
  return `${view.width}×${view.height} board. ${view.status}.${sides.length > 0 ? ` ${sides.join(', ')}.` : ''}`;
}

function overlaySvg(
  overlay: Overlay,
  frame: Frame,
  ink: string,
  colourOf: (owner: number) => string,
): string {
  const { size } = frame;
  const colour = overlay.owner === undefined ? ink : colourOf(overlay.owner);
  const label = overlay.label === undefined ? '' : `<title>${escapeXml(overlay.label)}</title>`;
  const open = `<g data-overlay="${overlay.kind}"${overlay.owner === undefined ? '' : ` data-owner="${overlay.owner}"`}>${label}`;
  const squares = (inset: number, style: string): string =>
    overlay.cells
      .map((c) => {
        const [cx, cy] = centre(frame, c);
        const side = size - 2 * inset;
        return `<rect x="${num(cx - side / 2)}" y="${num(cy - side / 2)}" width="${num(side)}" height="${num(side)}" ${style}/>`;
      })
      .join('');
  switch (overlay.kind) {
    case 'last-move':
      return `${open}${squares(size * 0.06, `fill="none" stroke="${ink}" stroke-width="${num(size * 0.08)}"`)}</g>`;
    case 'highlight':
      return `${open}${squares(size * 0.1, `fill="none" stroke="${colour}" stroke-width="${num(size * 0.06)}" stroke-dasharray="${num(size * 0.12)}"`)}</g>`;
    case 'region':
      return `${open}${squares(0, `fill="${colour}" fill-opacity="0.28"`)}</g>`;
    case 'group':
      return `${open}<path d="${outline(overlay.cells, frame)}" fill="none" stroke="${ink}" stroke-width="${num(size * 0.07)}" stroke-linecap="square"/></g>`;
    case 'targets':
      return `${open}${overlay.cells
        .map((c) => {
          const [cx, cy] = centre(frame, c);
          return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(size * 0.12)}" fill="${ink}" fill-opacity="0.45"/>`;
        })
        .join('')}</g>`;
    case 'line':
    case 'path': {
      const points = overlay.cells.map((c) => centre(frame, c).map(num).join(',')).join(' ');
      const width = overlay.kind === 'path' ? size * 0.16 : size * 0.1;
      return `${open}<polyline points="${points}" fill="none" stroke="${ink}" stroke-width="${num(width + 2)}" stroke-linecap="round" stroke-linejoin="round"/><polyline points="${points}" fill="none" stroke="${colour}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    }
  }
}

/** The boundary of a set of cells: each cell side whose neighbour is outside the set, as a path. */
function outline(cells: readonly number[], frame: Frame): string {
  const inside = new Set(cells);
  const { size, width } = frame;
  const parts: string[] = [];
  for (const c of inside) {
    const f = c % width;
    const [cx, cy] = centre(frame, c);
    const x0 = num(cx - size / 2);
    const x1 = num(cx + size / 2);
    const y0 = num(cy - size / 2);
    const y1 = num(cy + size / 2);
    // North is up on the page (smaller y); ranks grow upwards.
    if (!inside.has(c + width)) parts.push(`M${x0} ${y0}H${x1}`);
    if (!inside.has(c - width)) parts.push(`M${x0} ${y1}H${x1}`);
    if (f === 0 || !inside.has(c - 1)) parts.push(`M${x0} ${y0}V${y1}`);
    if (f === width - 1 || !inside.has(c + 1)) parts.push(`M${x1} ${y0}V${y1}`);
  }
  return parts.join('');
}

function coordinatesSvg(frame: Frame, ink: string): string {
  const { size, left, top, width, height } = frame;
  const font = `font-size="${num(size * 0.32)}" fill="${ink}" text-anchor="middle" font-family="sans-serif"`;
  const parts: string[] = ['<g class="coordinates" aria-hidden="true">'];
  for (let f = 0; f < width; f++) {
    parts.push(
      `<text x="${num(left + (f + 0.5) * size)}" y="${num(top + height * size + size * 0.5)}" ${font}>${fileName(f)}</text>`,
    );
  }
  for (let r = 0; r < height; r++) {
    parts.push(
      `<text x="${num(left / 2)}" y="${num(top + (height - r - 0.5) * size + size * 0.11)}" ${font}>${r + 1}</text>`,
    );
  }
  parts.push('</g>');
  return parts.join('');
}
