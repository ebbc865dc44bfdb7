/**
 * {@link KnowledgeTables}: what `blokusKnowledge` precomputes once per placement table (board
 * and piece set) — each placement's orthogonal ring and its reach towards the centre — and the
 * scratch arrays its priors and playout policy reuse, so that neither allocates per call.
 *
 * @module
 */

import { buildLists, type FlatLists } from './flat-lists.js';
import type { PlacementTable } from './placements.js';

/** Per-geometry tables and scratch of `blokusKnowledge` (see {@link knowledgeTables}). */
export interface KnowledgeTables {
  /**
   * The orthogonal neighbours of each placement outside it (list `p`): the cells it makes
   * forbidden to its own colour. A placement that rings one of its colour's attach points
   * wastes it.
   */
  readonly ring: FlatLists<Uint16Array>;
  /** Each cell's distance to the centre of the board (Euclidean, in cells). */
  readonly centreDistance: Float32Array;
  /** The smallest {@link KnowledgeTables.centreDistance} of each placement's cells. */
  readonly reach: Float32Array;
  /**
   * Each placement's bounding box as `minFile | minRank << 8 | maxFile << 16 | maxRank << 24`:
   * the playout policy skips the placements whose box misses the hot cells' box without
   * looking at their cells.
   */
  readonly box: Int32Array;
  /** Scratch, one entry per cell: the colour on it (-1 if empty), copied once per prior call. */
  readonly board: Int8Array;
  /** Scratch per cell: bit `k` set when colour `k` has a piece on an orthogonal neighbour. */
  readonly sides: Uint8Array;
  /** Scratch per cell: bit `k` set when colour `k` has a piece on a diagonal neighbour. */
  readonly corners: Uint8Array;
  /** Scratch per cell: 1 when it is an attach point of the colour to move. */
  readonly ownAttach: Uint8Array;
  /** Scratch per cell: 1 when a piece's corner there would be a new attach point of the colour to move. */
  readonly opens: Uint8Array;
  /** Scratch per cell: the opposing colours whose attach point it is. */
  readonly cover: Uint8Array;
  /** Scratch per cell: the opposing attach points beside it (one per colour and side). */
  readonly beside: Uint8Array;
  /** Scratch per cell: its sides the colour to move could still cover. */
  readonly free: Uint8Array;
  /**
   * Scratch for the priors: the colour's nearest distance to the centre, then the weight of its
   * race there. In a typed array, not arguments: a double passed to a call V8 does not inline
   * is boxed, a heap number for every move weighed.
   */
  readonly centre: Float64Array;
  /**
   * Scratch per cell for the priors, their weights applied: what a placement's cell there
   * adds to its heuristic value (opposing attach points covered and beside it, own attach point
   * covered), what a cell of its ring adds (own attach point ringed, a usable cell forbidden),
   * and what a corner adds (a new attach point, by its free sides).
   */
  readonly onCell: Float64Array;
  readonly onRing: Float64Array;
  readonly onCorner: Float64Array;
  /** Scratch per cell for the playout policy and the priors: `stamp[cell] === stampNow` marks a local point. */
  readonly stamp: Int32Array;
  /** Scratch per cell for the playout policy: the worth of a hot cell (1, or 2 if both sides want it). */
  readonly local: Uint8Array;
  /** Scratch for the playout policy: the bounding box of the hot cells, packed as {@link KnowledgeTables.box}. */
  hotBox: number;
  /** The current mark of {@link KnowledgeTables.stamp}. */
  stampNow: number;
  /** Scratch: cumulative weights of the playout policy's moves (grown as needed). */
  weights: Float64Array;
}

/**
 * Tables by placement table: positions of one geometry share their `PlacementTable`, and an
 * entry lives exactly as long as its table (which a bounded cache and the positions hold), so
 * custom variants cannot pile tables up here.
 */
const cache = new WeakMap<PlacementTable, KnowledgeTables>();

/** The last table asked for and its tables: searches ask about one geometry thousands of times. */
let lastTable: PlacementTable | undefined;
let lastTables: KnowledgeTables | undefined;

/** The knowledge tables of `table`, built on first use. */
export function knowledgeTables(table: PlacementTable): KnowledgeTables {
  if (table === lastTable) return lastTables!;
  let tables = cache.get(table);
  if (tables === undefined) {
    tables = build(table);
    cache.set(table, tables);
  }
  lastTable = table;
  lastTables = tables;
  return tables;
}

function build(table: PlacementTable): KnowledgeTables {
  const { grid, cells, stride, size, count } = table;
  const cx = (grid.width - 1) / 2;
  const cy = (grid.height - 1) / 2;
  const centreDistance = new Float32Array(grid.size);
  for (let c = 0; c < grid.size; c++) {
    centreDistance[c] = Math.hypot(grid.fileOf(c) - cx, grid.rankOf(c) - cy);
  }
  const reach = new Float32Array(count);
  const box = new Int32Array(count);
  // Stamps instead of sets: mine[c] === p + 1 when c is a cell of p (or already in its ring).
  const inPiece = new Int32Array(grid.size);
  const inRing = new Int32Array(grid.size);
  const ring = buildLists(
    count,
    (p, push) => {
      const base = p * stride;
      let nearest = Number.POSITIVE_INFINITY;
      let [minFile, minRank, maxFile, maxRank] = [grid.width, grid.height, 0, 0];
      for (let i = base; i < base + size[p]!; i++) {
        const c = cells[i]!;
        inPiece[c] = p + 1;
        nearest = Math.min(nearest, centreDistance[c]!);
        minFile = Math.min(minFile, grid.fileOf(c));
        maxFile = Math.max(maxFile, grid.fileOf(c));
        minRank = Math.min(minRank, grid.rankOf(c));
        maxRank = Math.max(maxRank, grid.rankOf(c));
      }
      reach[p] = nearest;
      box[p] = minFile | (minRank << 8) | (maxFile << 16) | (maxRank << 24);
      for (let i = base; i < base + size[p]!; i++) {
        for (let d = 0; d < 4; d++) {
          const nb = grid.orthogonal[4 * cells[i]! + d]!;
          if (nb >= 0 && inPiece[nb] !== p + 1 && inRing[nb] !== p + 1) {
            inRing[nb] = p + 1;
            push(nb);
          }
        }
      }
    },
    (values) => Uint16Array.from(values),
  );
  return {
    ring,
    centreDistance,
    reach,
    box,
    board: new Int8Array(grid.size),
    sides: new Uint8Array(grid.size),
    corners: new Uint8Array(grid.size),
    ownAttach: new Uint8Array(grid.size),
    opens: new Uint8Array(grid.size),
    cover: new Uint8Array(grid.size),
    beside: new Uint8Array(grid.size),
    free: new Uint8Array(grid.size),
    onCell: new Float64Array(grid.size),
    onRing: new Float64Array(grid.size),
    onCorner: new Float64Array(grid.size),
    centre: new Float64Array(2),
    stamp: new Int32Array(grid.size),
    local: new Uint8Array(grid.size),
    stampNow: 0,
    hotBox: 0,
    weights: new Float64Array(512),
  };
}
