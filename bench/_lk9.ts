import { linkage } from '@quadrille/linkage';
import { Rng } from '@quadrille/core';
const p0 = linkage.create();
const r = new Rng(1);
const positions: any[] = [];
for (let g = 0; g < 15; g++) { const p = p0.clone(); for (;;) { const m = p.legalMoves(); if (!m.length) break; const mv = m[r.int(m.length)]!; positions.push(p.clone()); p.play(mv); } }
function cpu(f: () => void): number { const a = process.cpuUsage(); f(); const b = process.cpuUsage(a); return (b.user + b.system) / 1000; }
let s = 0;
const N = 3000, M = N * positions.length;
function v1(p: any): number[] {
  const sl = p.table.slots; const free = sl.scan(p.state, 0, 2);
  const C = 4; const out = new Array(free * C);
  const e = sl.eastStarts, n = sl.northStarts, es = sl.eastSlot, ns = sl.northSlot; let j = 0;
  for (let w = 0; w < e.length; w++) { const east = e[w], north = n[w]; let x = east | north; while (x !== 0) { const low = x & -x; x ^= low; const cell = (w << 5) + 31 - Math.clz32(low);
    if ((east & low) !== 0) { const b = es[cell] * C; out[j++] = b; out[j++] = b + 1; out[j++] = b + 2; out[j++] = b + 3; }
    if ((north & low) !== 0) { const b = ns[cell] * C; out[j++] = b; out[j++] = b + 1; out[j++] = b + 2; out[j++] = b + 3; } } }
  return out;
}
const list = new Int32Array([0,1,2,3]);
function v2(p: any): number[] {
  const sl = p.table.slots; const free = sl.scan(p.state, 0, 2);
  const C = 4; const available = 4; const out = new Array(free * C);
  const e = sl.eastStarts, n = sl.northStarts, es = sl.eastSlot, ns = sl.northSlot; let j = 0;
  for (let w = 0; w < e.length; w++) { const east = e[w], north = n[w]; let x = east | north; while (x !== 0) { const low = x & -x; x ^= low; const cell = (w << 5) + 31 - Math.clz32(low);
    if ((east & low) !== 0) { const b = es[cell] * C; for (let k = 0; k < available; k++) out[j++] = b + list[k]!; }
    if ((north & low) !== 0) { const b = ns[cell] * C; for (let k = 0; k < available; k++) out[j++] = b + list[k]!; } } }
  return out;
}
// Slot-list variant: first collect free slots into Int32Array, then expand.
const slotsBuf = new Int32Array(200);
function v3(p: any): number[] {
  const sl = p.table.slots; const free = sl.scan(p.state, 0, 2);
  const C = 4; const available = 4; const out = new Array(free * available);
  const e = sl.eastStarts, n = sl.northStarts, es = sl.eastSlot, ns = sl.northSlot; let f = 0;
  for (let w = 0; w < e.length; w++) { const east = e[w], north = n[w]; let x = east | north; while (x !== 0) { const low = x & -x; x ^= low; const cell = (w << 5) + 31 - Math.clz32(low);
    if ((east & low) !== 0) slotsBuf[f++] = es[cell];
    if ((north & low) !== 0) slotsBuf[f++] = ns[cell]; } }
  let j = 0;
  for (let k = 0; k < available; k++) { const c = list[k]!; for (let i = 0, jj = k; i < f; i++, jj += available) out[jj] = slotsBuf[i]! * C + c; }
  return out;
}
function emit(out: number[], j: number, b: number, available: number): number {
  out[j] = b + list[0]!;
  if (available > 1) { out[j + 1] = b + list[1]!;
    if (available > 2) { out[j + 2] = b + list[2]!;
      if (available > 3) { out[j + 3] = b + list[3]!;
        for (let k = 4; k < available; k++) out[j + k] = b + list[k]!; } } }
  return j + available;
}
function v4(p: any): number[] {
  const sl = p.table.slots; const free = sl.scan(p.state, 0, 2);
  const C = p.table.colours; const available = 4; const out = new Array(free * available);
  const e = sl.eastStarts, n = sl.northStarts, es = sl.eastSlot, ns = sl.northSlot; let j = 0;
  for (let w = 0; w < e.length; w++) { const east = e[w], north = n[w]; let x = east | north; while (x !== 0) { const low = x & -x; x ^= low; const cell = (w << 5) + 31 - Math.clz32(low);
    if ((east & low) !== 0) j = emit(out, j, es[cell] * C, available);
    if ((north & low) !== 0) j = emit(out, j, ns[cell] * C, available); } }
  return out;
}
for (let rep = 0; rep < 3; rep++) {
for (const [name, f] of [['nested-if', v4], ['unrolled', v1], ['inline-loop', v2], ['colour-strided', v3], ['legal', (p: any) => p.legalMoves()]] as const) {
const ms = cpu(() => { for (let k = 0; k < N; k++) for (const p of positions) s += f(p).length; });
console.log(name, (ms * 1e6 / M).toFixed(0));
}}
