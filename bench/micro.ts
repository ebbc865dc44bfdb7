import { Rng } from '@quadrille/core';
import { talpa } from '@quadrille/talpa';
const pos = talpa.create();
const rng = new Rng(3);
for (let i = 0; i < 10; i++) { const ms = pos.legalMoves(); pos.play(ms[rng.int(ms.length)]!); }
console.log(pos.legalMoves().length, pos.phase);
for (let rep = 0; rep < 3; rep++) {
  let t0 = performance.now(); let s = 0;
  for (let i = 0; i < 2e6; i++) s += pos.legalMoves().length;
  let dt = performance.now() - t0; console.log('legalMoves ns', (dt * 1e6 / 2e6).toFixed(1), s);
  t0 = performance.now();
  for (let i = 0; i < 2e6; i++) s += new Array(60).length;
  dt = performance.now() - t0; console.log('alloc ns', (dt * 1e6 / 2e6).toFixed(1));
  t0 = performance.now();
  for (let i = 0; i < 2e6; i++) { const a = new Array(60); for (let k = 0; k < 60; k++) a[k] = k; s += a.length; }
  dt = performance.now() - t0; console.log('alloc+fill ns', (dt * 1e6 / 2e6).toFixed(1));
  t0 = performance.now();
  for (let i = 0; i < 2e6; i++) { const a = []; for (let k = 0; k < 60; k++) a.push(k); s += a.length; }
  dt = performance.now() - t0; console.log('push ns', (dt * 1e6 / 2e6).toFixed(1));
  t0 = performance.now();
  for (let i = 0; i < 1e6; i++) { s += pos.clone().history.length; }
  dt = performance.now() - t0; console.log('clone ns', (dt * 1e6 / 1e6).toFixed(1));
}
