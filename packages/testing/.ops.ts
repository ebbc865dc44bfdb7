import { blokus } from '@quadrille/blokus';
import { Rng } from '@quadrille/core';
const rng = new Rng(1);
const pos = blokus.create({ variant: 'duo' });
for (let i = 0; i < 20; i++) { const l = pos.legalMoves(); pos.play(l[rng.int(l.length)]!); }
const legal = pos.legalMoves();
console.log('legal', legal.length);
function time(name: string, n: number, f: () => unknown) {
  const t = performance.now(); for (let i = 0; i < n; i++) f(); console.log(name, (((performance.now() - t) / n) * 1000).toFixed(1), 'µs');
}
time('legalMoves', 200, () => pos.legalMoves());
time('isLegal all', 200, () => legal.forEach((m) => pos.isLegal(m)));
time('clone', 200, () => pos.clone());
time('clone+play', 200, () => pos.clone().play(legal[0]!));
const j = JSON.stringify(pos.toJSON());
time('toJSON+stringify', 200, () => JSON.stringify(pos.toJSON()));
time('fromJSON', 50, () => blokus.fromJSON(JSON.parse(j)));
time('format', 200, () => blokus.formatMove(pos, legal[5]!));
const s = blokus.formatMove(pos, legal[5]!);
time('parse', 200, () => blokus.parseMove(pos, s));
time('parse bad', 200, () => { try { blokus.parseMove(pos, 'zz'); } catch {} });
time('play illegal', 200, () => { try { pos.play(-1 as never); } catch {} });
time('create duo', 20, () => blokus.create({ variant: 'duo' }));
const j0 = JSON.stringify(blokus.create({ variant: 'duo' }).toJSON());
time('fromJSON start', 20, () => blokus.fromJSON(JSON.parse(j0)));
