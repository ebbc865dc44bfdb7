import { formatMove, talpa, type TalpaPosition } from '@quadrille/talpa';
function search(p: TalpaPosition, found: string[][]): void {
  if (found.length > 0) return;
  if (!p.isOver() && p.pieceCount(p.turn) === 0) { found.push(p.history.map((m) => formatMove(p, m))); return; }
  for (const m of p.legalMoves()) { const c = p.clone(); c.play(m); search(c, found); }
}
for (const [w, h] of [[2,2],[2,3],[3,2],[3,3],[2,4],[4,2],[3,4],[4,3],[4,4]] as const) {
  const found: string[][] = [];
  search(talpa.create({ width: w, height: h }), found);
  console.log(w, h, found[0]?.join(' '));
}
