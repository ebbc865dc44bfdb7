import { linkage } from '@quadrille/linkage';
import { Rng, randomPlayout } from '@quadrille/core';
const p0 = linkage.create();
const r = new Rng(1);
const positions: any[] = []; const chosen: number[] = [];
for (let g = 0; g < 15; g++) { const p = p0.clone(); for (;;) { const m = p.legalMoves(); if (!m.length) break; const mv = m[r.int(m.length)]!; positions.push(p.clone()); chosen.push(mv); p.play(mv); } }
function cpu(f: () => void): number { const a = process.cpuUsage(); f(); const b = process.cpuUsage(a); return (b.user + b.system) / 1000; }
let s = 0;
const N = 3000, M = N * positions.length;
for (let rep = 0; rep < 3; rep++) {
let ms = cpu(() => { for (let k = 0; k < N; k++) for (let i = 0; i < positions.length; i++) { const c = positions[i].clone(); s += c.turn; } });
console.log('clone', (ms * 1e6 / M).toFixed(0));
const ms2 = cpu(() => { for (let k = 0; k < N; k++) for (let i = 0; i < positions.length; i++) { const c = positions[i].clone(); c.play(chosen[i]); s += c.turn; } });
console.log('play', ((ms2 - ms) * 1e6 / M).toFixed(0));
ms = cpu(() => { for (let k = 0; k < M; k++) s += r.int(100); });
console.log('rng.int', (ms * 1e6 / M).toFixed(0));
ms = cpu(() => { for (let k = 0; k < 200000; k++) s += randomPlayout(p0, r).history.length; });
console.log('playout us', (ms * 1e3 / 200000).toFixed(2));
}
