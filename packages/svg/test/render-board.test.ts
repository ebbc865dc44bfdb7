import { type BoardView, emptyCellViews, Grid, OptionsError } from '@quadrille/core';
import { BAD_VIEW, renderSvg, THEMES } from '@quadrille/svg';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseXml } from './well-formed.js';

/** A small hand-made view: a 3×2 board, two colours, one of each overlay kind. */
function sampleView(): BoardView {
  const cells = emptyCellViews(Grid.of(3, 2));
  cells[0] = { ...cells[0]!, owner: 0, glyph: 'stone' };
  cells[4] = { ...cells[4]!, owner: 1, glyph: 'square', label: '7' };
  return {
    game: 'sample',
    width: 3,
    height: 2,
    cells,
    overlays: [
      { kind: 'last-move', cells: [4] },
      { kind: 'targets', cells: [1, 2] },
      { kind: 'path', cells: [0, 3], owner: 0, label: 'winning path' },
    ],
    colours: [
      { name: 'Red', seat: 0, score: 1 },
      { name: 'Blue', seat: 1, score: 0 },
    ],
    toMove: 0,
    status: 'Red to move',
    over: false,
  };
}

const arbView: fc.Arbitrary<BoardView> = fc
  .record({
    width: fc.integer({ min: 1, max: 12 }),
    height: fc.integer({ min: 1, max: 12 }),
    colours: fc.integer({ min: 1, max: 9 }),
  })
  .chain(({ width, height, colours }) => {
    const size = width * height;
    const cell = fc.integer({ min: 0, max: size - 1 });
    return fc
      .record({
        owners: fc.array(fc.option(fc.integer({ min: 0, max: colours - 1 }), { nil: undefined }), {
          minLength: size,
          maxLength: size,
        }),
        glyphs: fc.array(fc.constantFrom('stone' as const, 'square' as const, 'piece' as const), {
          minLength: size,
          maxLength: size,
        }),
        labels: fc.array(fc.option(fc.string({ maxLength: 4 }), { nil: undefined }), {
          minLength: size,
          maxLength: size,
        }),
        overlays: fc.array(
          fc.record({
            kind: fc.constantFrom(
              'last-move',
              'highlight',
              'targets',
              'group',
              'line',
              'region',
              'path',
            ) as fc.Arbitrary<BoardView['overlays'][number]['kind']>,
            cells: fc.array(cell, { maxLength: 6 }),
            owner: fc.option(fc.integer({ min: 0, max: colours - 1 }), { nil: undefined }),
            label: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
          }),
          { maxLength: 5 },
        ),
        names: fc.array(fc.string({ maxLength: 6 }), { minLength: colours, maxLength: colours }),
        status: fc.string({ maxLength: 20 }),
      })
      .map(({ owners, glyphs, labels, overlays, names, status }) => {
        const base = emptyCellViews(Grid.of(width, height));
        const cells = base.map((c, i) => ({
          ...c,
          ...(owners[i] === undefined ? {} : { owner: owners[i], glyph: glyphs[i] }),
          ...(labels[i] === undefined ? {} : { label: labels[i] }),
        }));
        const clean = overlays.map((o) => ({
          kind: o.kind,
          cells: o.cells,
          ...(o.owner === undefined ? {} : { owner: o.owner }),
          ...(o.label === undefined ? {} : { label: o.label }),
        }));
        return {
          game: 'random',
          width,
          height,
          cells,
          overlays: clean,
          colours: names.map((name, seat) => ({ name, seat })),
          status,
          over: false,
        };
      });
  });

describe('renderSvg', () => {
  it('draws the sample view as pinned (a change to the picture is a deliberate one)', () => {
    expect(renderSvg(sampleView())).toMatchSnapshot();
    expect(
      renderSvg(sampleView(), { theme: 'dark', coordinates: false, cellSize: 20, title: 'custom <title>' }),
    ).toMatchSnapshot();
  });

  it('is well-formed XML with every cell exactly once, owners where occupied, for random views', () => {
    fc.assert(
      fc.property(
        arbView,
        fc.constantFrom(...(Object.keys(THEMES) as (keyof typeof THEMES)[])),
        (view, theme) => {
          const svg = renderSvg(view, { theme });
          const { elements, attributes } = parseXml(svg);
          expect(elements[0]).toBe('svg');
          const cells = attributes.filter((a) => a['data-cell'] !== undefined);
          expect(cells.length).toBe(view.width * view.height);
          cells.forEach((a, i) => {
            expect(a['aria-label']).toBeDefined();
            const owner = view.cells[i]!.owner;
            expect(a['data-owner']).toBe(owner === undefined ? undefined : String(owner));
          });
          expect(elements.filter((e) => e === 'title').length).toBeGreaterThanOrEqual(1);
          expect(renderSvg(view, { theme })).toBe(svg); // deterministic
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives every colour its own mark, so colour is never the only cue', () => {
    const view = sampleView();
    const svg = renderSvg(view);
    const red = /data-cell="a1"[^>]*>(.*?)<\/g>/.exec(svg)![1]!;
    const blue = /data-cell="b2"[^>]*>(.*?)<\/g>/.exec(svg)![1]!;
    const shapes = (s: string) => [...s.matchAll(/<(\w+)/g)].map((m) => m[1]).slice(2);
    expect(shapes(red)).not.toEqual(shapes(blue));
  });

  it('rejects malformed views and options with typed errors', () => {
    const good = sampleView();
    const bad: unknown[] = [
      null,
      { ...good, width: 0 },
      { ...good, cells: good.cells.slice(1) },
      { ...good, cells: good.cells.map((c, i) => (i === 0 ? { ...c, owner: 5 } : c)) },
      { ...good, overlays: [{ kind: 'path', cells: [99] }] },
    ];
    for (const view of bad) {
      expect(() => renderSvg(view as BoardView)).toThrow(OptionsError);
      try {
        renderSvg(view as BoardView);
      } catch (e) {
        expect((e as OptionsError).reason).toBe(BAD_VIEW);
      }
    }
    for (const options of [
      { cellSize: -1 },
      { theme: 'neon' },
      { theme: 'constructor' },
      { palette: [] },
      { colour: 1 },
      { coordinates: 'yes' },
    ]) {
      expect(() => renderSvg(good, options as never)).toThrow(OptionsError);
    }
  });

  it('escapes text from the view', () => {
    const view = { ...sampleView(), status: '<script>&"x"\u0001\uffff' };
    const svg = renderSvg(view);
    expect(svg).not.toContain('<script>');
    expect(() => parseXml(svg)).not.toThrow();
  });
});
