import { blokus } from '@quadrille/blokus';
import { checkGame } from '@quadrille/testing';
const fixed = {
  ...blokus,
  create: (o: any) => patch(blokus.create(o)),
  fromJSON: (d: unknown) => patch(blokus.fromJSON(d)),
};
function patch<T extends { toJSON(): unknown; clone(): any }>(p: T): T {
  const tj = p.toJSON.bind(p);
  const cl = p.clone.bind(p);
  (p as any).toJSON = () => structuredClone(tj());
  (p as any).clone = () => patch(cl());
  return p;
}
const thorough = process.argv[2] === 'thorough';
for (const opts of [{ variant: 'duo' }]) {
  const t = performance.now();
  try {
    const r = checkGame(fixed as never, { options: opts as never, runs: Number(process.env.RUNS ?? 200), jsonEvery: Number(process.env.JE ?? 4), corruptions: Number(process.env.CO ?? 2), seed: 1, thorough });
    console.log(opts, r.positions, r.longestGame, ((performance.now() - t) / 1000).toFixed(2), 's');
  } catch (e) { console.log((e as Error).message); console.log(((performance.now() - t) / 1000).toFixed(2), 's'); }
}
