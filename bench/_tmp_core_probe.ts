import { enumeratePolyominoesUpTo, placements, Grid, Rng, enumeratePolyominoes, perft } from '@quadrille/core';
const all = enumeratePolyominoesUpTo(5);
let o=0; for (const p of all) o+=p.orientations().length;
console.log(all.length, o);
for (const s of [20,14]) { const g = Grid.of(s); let n=0; for (const p of all) n+=placements(p,g).length; console.log(s,n); }
let t=Date.now(); console.log(enumeratePolyominoes(8).length, Date.now()-t);
t=Date.now(); console.log(enumeratePolyominoes(10).length, Date.now()-t);
const r = new Rng(42); console.log(r.getState(), [r.nextU32(), r.nextU32(), r.nextU32()]);
