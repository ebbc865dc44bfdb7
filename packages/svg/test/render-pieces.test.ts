import { OptionsError } from '@quadrille/core';
import { renderPieceSvg, renderTraySvg } from '@quadrille/svg';
import { describe, expect, it } from 'vitest';
import { parseXml } from './well-formed.js';

const V3 = {
  name: 'V3',
  cells: [
    [0, 0],
    [1, 0],
    [0, 1],
  ] as [number, number][],
};
const I2 = {
  name: 'I2',
  cells: [
    [0, 0],
    [1, 0],
  ] as [number, number][],
};

describe('piece pictures', () => {
  it('draws one square per cell of a piece', () => {
    const svg = renderPieceSvg(V3, { colour: 2 });
    const { attributes } = parseXml(svg);
    expect(attributes[0]!['data-piece']).toBe('V3');
    expect((svg.match(/<rect [^>]*stroke=/g) ?? []).length).toBe(3); // the squares (colour 2 also marks them with small squares)
    expect(svg).toMatchSnapshot();
  });

  it('draws a tray with one data-piece group per piece', () => {
    const svg = renderTraySvg({ name: 'Blue', seat: 0, pieces: [V3, I2] }, { theme: 'print' });
    const { attributes } = parseXml(svg);
    expect(attributes.filter((a) => a['data-piece'] !== undefined).map((a) => a['data-piece'])).toEqual([
      'V3',
      'I2',
    ]);
  });

  it('rejects malformed pieces and options', () => {
    expect(() => renderPieceSvg({ name: 'X', cells: [] })).toThrow(OptionsError);
    expect(() => renderPieceSvg({ name: 'X', cells: [[0, -1]] })).toThrow(OptionsError);
    expect(() => renderPieceSvg(V3, { colour: -1 })).toThrow(OptionsError);
    expect(() => renderPieceSvg(V3, { theme: 'neon' as never })).toThrow(OptionsError);
    expect(() => renderPieceSvg(V3, { theme: 'constructor' as never })).toThrow(OptionsError);
    expect(() => renderPieceSvg(V3, { size: 3 } as never)).toThrow(OptionsError);
    expect(() => renderTraySvg({ name: 'Blue', seat: 0 })).toThrow(OptionsError);
  });
});
