/**
 * The SVG of each {@link Mark}, centred in a cell: small shapes in the theme's mark colour on
 * top of the owner's fill.
 *
 * @module
 */

import type { Mark } from './palette.js';
import { num } from './xml.js';

/** The SVG element of `mark` centred at (cx, cy) in a cell of side `size`, filled with `colour`. */
export function markSvg(mark: Mark, cx: number, cy: number, size: number, colour: string): string {
  const r = size * 0.16;
  const fill = `fill="${colour}"`;
  switch (mark) {
    case 'dot':
      return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" ${fill}/>`;
    case 'ring':
      return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${colour}" stroke-width="${num(size * 0.07)}"/>`;
    case 'square':
      return `<rect x="${num(cx - r)}" y="${num(cy - r)}" width="${num(2 * r)}" height="${num(2 * r)}" ${fill}/>`;
    case 'diamond':
      return polygon(
        [
          [cx, cy - 1.3 * r],
          [cx + 1.3 * r, cy],
          [cx, cy + 1.3 * r],
          [cx - 1.3 * r, cy],
        ],
        fill,
      );
    case 'triangle':
      return polygon(
        [
          [cx, cy - 1.3 * r],
          [cx + 1.2 * r, cy + r],
          [cx - 1.2 * r, cy + r],
        ],
        fill,
      );
    case 'cross': {
      const w = size * 0.07;
      return `<path d="M${num(cx - r)} ${num(cy - r)}L${num(cx + r)} ${num(cy + r)}M${num(cx + r)} ${num(cy - r)}L${num(cx - r)} ${num(cy + r)}" stroke="${colour}" stroke-width="${num(w)}"/>`;
    }
    case 'bar':
      return `<rect x="${num(cx - 1.3 * r)}" y="${num(cy - 0.4 * r)}" width="${num(2.6 * r)}" height="${num(0.8 * r)}" ${fill}/>`;
    case 'star': {
      const points: [number, number][] = [];
      for (let i = 0; i < 10; i++) {
        const radius = i % 2 === 0 ? 1.4 * r : 0.6 * r;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
      }
      return polygon(points, fill);
    }
  }
}

function polygon(points: readonly (readonly [number, number])[], fill: string): string {
  return `<polygon points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" ${fill}/>`;
}
