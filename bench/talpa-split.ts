import { Rng } from '@quadrille/core';
import { talpa, type TalpaPosition } from '@quadrille/talpa';
const rng = new Rng(5);
const positions: TalpaPosition[] = [];
while (positions.length < 4000) {
  const pos = talpa.create();
  while (!pos.isOver()) {
    if (pos.phase === 'capture') positions.push(pos.clone());
    const moves = pos.legalMoves();
    pos.play(moves[rng.int(moves.length)]!);
  }
}
const counts = positions.map((p) => p.legalMoves().length);
const avg = counts.reduce((a, b) => a + b, 0) / counts.length;
function time(label: string, fn: (i: number) => number) {
  let sink = 0;
  const c0 = process.cpuUsage();
  const N = 2_000_000;
  for (let i = 0; i < N; i++) sink += fn(i % positions.length);
  const c = process.cpuUsage(c0);
  console.log(label, (((c.user + c.system) * 1000) / N).toFixed(0), 'ns', sink % 2);
}
for (let r = 0; r < 2; r++) {
  time('legalMoves', (i) => positions[i]!.legalMoves().length);
  time('alloc+fill same size', (i) => {
    const n = counts[i]!;
    const a = new Array(n + 3);
    for (let k = 0; k < n; k++) a[k] = k;
    a.length = n;
    return a.length;
  });
  time('alloc+fill exact', (i) => {
    const n = counts[i]!;
    const a = new Array(n);
    for (let k = 0; k < n; k++) a[k] = k;
    return a.length;
  });
}
console.log('avg captures', avg.toFixed(1));
const firstMoves = positions.map((p) => p.legalMoves()[0]!);
for (let r = 0; r < 2; r++) {
  time('clone', (i) => positions[i]!.clone().seats);
  time('clone+play', (i) => {
    const p = positions[i]!.clone();
    p.play(firstMoves[i]!);
    return p.seats;
  });
  const rr = new Rng(1);
  time('rng.int(42)', () => rr.int(42));
}
for (let r = 0; r < 3; r++) {
  let total = 0;
  let sink = 0;
  for (let rep = 0; rep < 200; rep++) {
    const batch = positions.map((p) => p.clone());
    const c0 = process.cpuUsage();
    for (let i = 0; i < batch.length; i++) batch[i]!.play(firstMoves[i]!);
    const c = process.cpuUsage(c0);
    total += c.user + c.system;
    sink += batch.length;
  }
  console.log('play', ((total * 1000) / sink).toFixed(0), 'ns');
  const st = new Int32Array(135);
  time('Int32Array(135).slice', () => st.slice().length);
  const arr = Array.from({ length: 20 }, (_, i) => i);
  time('array(20).slice', () => arr.slice().length);
}
