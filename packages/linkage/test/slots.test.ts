import { Grid } from '@quadrille/core';
import { HALO, MAX_SLOT_WORDS, SLOT_NEIGHBOURS, SlotTable } from '@quadrille/linkage';
import { describe, expect, it } from 'vitest';

describe('SlotTable', () => {
  it.each([
    [7, 7, 84],
    [1, 5, 4],
    [5, 1, 4],
    [9, 9, 144],
    [40, 3, 39 * 3 + 40 * 2],
  ])('counts the slots of a %i×%i board', (w, h, count) => {
    expect(SlotTable.of(Grid.of(w, h)).count).toBe(count);
  });

  it('orders slots by lower cell, then east before north', () => {
    const t = SlotTable.of(Grid.of(7, 7));
    for (let s = 1; s < t.count; s++) {
      const prev = [t.first[s - 1]!, t.second[s - 1]!];
      const cur = [t.first[s]!, t.second[s]!];
      expect(prev[0]! < cur[0]! || (prev[0] === cur[0] && prev[1]! < cur[1]!)).toBe(true);
    }
  });

  it('finds the slot of two adjacent cells in either order, and no other', () => {
    const grid = Grid.of(7, 7);
    const t = SlotTable.of(grid);
    expect(t.slotOf(grid.parse('d1'), grid.parse('e1'))).toBe(t.eastSlot[grid.parse('d1')]);
    expect(t.slotOf(grid.parse('a4'), grid.parse('a3'))).toBe(t.northSlot[grid.parse('a3')]);
    expect(t.slotOf(grid.parse('g1'), grid.parse('a2'))).toBe(-1); // consecutive indices, different ranks
    expect(t.slotOf(0, 0)).toBe(-1);
    expect(t.slotOf(-1, 0)).toBe(-1);
  });

  it('lists the halo of a slot: the orthogonal neighbours of both halves', () => {
    const grid = Grid.of(7, 7);
    const t = SlotTable.of(grid);
    const halo = (a: string, b: string) => {
      const s = t.slotOf(grid.parse(a), grid.parse(b));
      return [...t.halo.subarray(s * HALO, (s + 1) * HALO)].filter((c) => c >= 0).map((c) => grid.name(c));
    };
    expect(halo('d6', 'e6').sort()).toEqual(['c6', 'd5', 'd7', 'e5', 'e7', 'f6']);
    expect(halo('a1', 'a2').sort()).toEqual(['a3', 'b1', 'b2']);
  });

  it('scans free slots across word boundaries on a wide board', () => {
    const grid = Grid.of(40, 2);
    const t = SlotTable.of(grid);
    const none = new Array<number>(grid.words).fill(0);
    expect(t.scan(none, 0, -1)).toBe(t.count);
    const blocked = new Array<number>(grid.words).fill(0);
    const cell = grid.parse('ag1'); // file 32: the first cell of word 1
    blocked[cell >>> 5]! |= 1 << (cell & 31);
    expect(t.scan(blocked, 0, -1)).toBe(t.count - 3);
    // Near the slot af1-ag1, its halo ae1, ah1, af2, ag2 is out: 3 + 3 + 3 + 2 distinct slots.
    const near = t.slotOf(grid.parse('af1'), grid.parse('ag1'));
    expect(t.scan(none, 0, near)).toBe(t.count - 11);
  });

  it.each([
    [7, 7, 3],
    [1, 5, 1],
    [9, 9, 5],
    [20, 8, 0], // 292 slots: more than MAX_SLOT_WORDS words
  ])('gives a %i×%i board slot sets of %i words', (w, h, words) => {
    const t = SlotTable.of(Grid.of(w, h));
    expect(t.slotWords).toBe(words);
    expect(t.slotWords === 0).toBe(t.count > 32 * MAX_SLOT_WORDS);
  });

  it('lists per slot the slots sharing a cell and the slots touching its halo', () => {
    const grid = Grid.of(7, 7);
    const t = SlotTable.of(grid);
    const members = (sets: Int32Array, s: number) =>
      Array.from({ length: t.count }, (_, x) => x).filter(
        (x) => ((sets[s * t.slotWords + (x >>> 5)]! >>> (x & 31)) & 1) === 1,
      );
    const cells = (s: number) => [t.first[s]!, t.second[s]!];
    for (let s = 0; s < t.count; s++) {
      const halo = [...t.halo.subarray(s * HALO, (s + 1) * HALO)].filter((c) => c >= 0);
      const all = Array.from({ length: t.count }, (_, x) => x);
      expect(members(t.overlapping, s)).toEqual(
        all.filter((x) => cells(x).some((c) => cells(s).includes(c))),
      );
      expect(members(t.touching, s)).toEqual(all.filter((x) => cells(x).some((c) => halo.includes(c))));
    }
  });

  it('lists per slot the other slots through its cells, each with its other cell', () => {
    const t = SlotTable.of(Grid.of(7, 7));
    const cells = (s: number) => [t.first[s]!, t.second[s]!];
    for (let s = 0; s < t.count; s++) {
      const pairs: [number, number][] = [];
      for (
        let k = s * 2 * SLOT_NEIGHBOURS;
        k < (s + 1) * 2 * SLOT_NEIGHBOURS && t.neighbours[k]! >= 0;
        k += 2
      )
        pairs.push([t.neighbours[k]!, t.neighbours[k + 1]!]);
      const expected = Array.from({ length: t.count }, (_, x) => x)
        .filter((x) => x !== s && cells(x).some((c) => cells(s).includes(c)))
        .map((x) => [x, cells(x).find((c) => !cells(s).includes(c))!]);
      expect(pairs.sort((p, q) => p[0] - q[0])).toEqual(expected);
    }
    expect(SlotTable.of(Grid.of(20, 8)).neighbours).toHaveLength(0);
  });
});
