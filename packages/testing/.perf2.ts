import { blokus } from '@quadrille/blokus';
import { checkGame } from '@quadrille/testing';
const base = new Map<string, any>();
function created(o: any) {
  const k = JSON.stringify(o);
  if (!base.has(k)) base.set(k, blokus.create(o));
  return base.get(k).clone();
}
const fast = {
  ...blokus,
  create: (o: any) => patch(created(o)),
  fromJSON: (d: any) => {
    if (typeof d !== 'object' || d === null || !Array.isArray(d.moves) || d.setup?.length !== 0 || d.toPlay !== 0) return patch(blokus.fromJSON(d));
    let opts; try { opts = JSON.parse(JSON.stringify(d.options)); } catch { return patch(blokus.fromJSON(d)); }
    if (JSON.stringify(opts) !== JSON.stringify(created({ variant: 'duo' }).toJSON().options)) return patch(blokus.fromJSON(d));
    const p = created({ variant: 'duo' });
    for (const e of d.moves) { if (!Array.isArray(e)) return patch(blokus.fromJSON(d)); const [c, cells] = e; if (c !== p.turn || typeof cells !== 'string') return patch(blokus.fromJSON(d)); try { p.play(blokus.parseMove(p, cells)); } catch { return patch(blokus.fromJSON(d)); } }
    return patch(p);
  },
};
function patch<T extends { toJSON(): unknown; clone(): any }>(p: T): T {
  const tj = p.toJSON.bind(p);
  const cl = p.clone.bind(p);
  (p as any).toJSON = () => structuredClone(tj());
  (p as any).clone = () => patch(cl());
  return p;
}
const t = performance.now();
try {
  const r = checkGame(fast as never, { options: { variant: 'duo' } as never, runs: Number(process.env.RUNS ?? 200), seed: 1, jsonEvery: Number(process.env.JE ?? 4), corruptions: Number(process.env.CO ?? 2), thorough: process.env.TH === '1' });
  console.log(r.positions, r.longestGame, ((performance.now() - t) / 1000).toFixed(2), 's');
} catch (e) { console.log((e as Error).message); console.log(((performance.now() - t) / 1000).toFixed(2), 's'); }
