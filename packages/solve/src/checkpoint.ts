/**
 * Checkpoints: a {@link Solver}'s whole state as bytes, so that a long solve stopped by a
 * budget, Ctrl-C or a crash resumes where it was. The table is most of it, stored as is; a
 * JSON header before it holds the rest.
 *
 * Layout: the 8 bytes `QSOLVE2\n`, the header's length (uint32, little-endian), the header
 * (UTF-8 JSON), then the table's entries (int32, the machine's byte order, so a checkpoint
 * resumes on machines of the same byte order: every machine Node runs on today). `QSOLVE1`
 * checkpoints, written before the table's buckets were cache lines, are refused: their entries
 * are laid out differently.
 *
 * @module
 */

import { type AnyGame, SetupError } from '@quadrille/core';
import { ALGORITHMS, type SolveOptions } from './options.js';
import { fromUtf8, utf8 } from './platform.js';
import { Solver, type SolverState } from './solver.js';
import { tableBytes } from './table.js';

const MAGIC = 'QSOLVE2\n';
/** The magic of checkpoints of the earlier table layout (four 24-byte entries a bucket). */
const OLD_MAGIC = 'QSOLVE1\n';

/** What the header holds. */
interface Header extends SolverState {
  readonly game: string;
  readonly entries: number;
  readonly used: number;
}

/**
 * The state of `solver` as bytes (write them to a file).
 *
 * @example
 * ```ts
 * const solver = new Solver(talpa, talpa.create({ size: 5 }), { memory: 1 << 20 });
 * solver.step(10_000);
 * const again = readCheckpoint(talpa, writeCheckpoint(solver));
 * again.nodes === solver.nodes; // => true
 * ```
 */
export function writeCheckpoint(solver: Solver): Uint8Array {
  const t = solver.table;
  const header: Header = { game: solver.game.id, entries: t.entries, used: t.used, ...solver.state() };
  const json = utf8(JSON.stringify(header));
  const table = new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength);
  const out = new Uint8Array(MAGIC.length + 4 + json.length + table.length);
  out.set(utf8(MAGIC), 0);
  new DataView(out.buffer).setUint32(MAGIC.length, json.length, true);
  out.set(json, MAGIC.length + 4);
  out.set(table, MAGIC.length + 4 + json.length);
  return out;
}

/**
 * A solver that takes up where the one that wrote `bytes` stopped (its table size is the
 * checkpoint's, its algorithm the checkpoint's unless `options` name one, its table keyed by
 * canonical keys if the checkpoint's was; `options` give the rest). A depth-first search
 * resumes from the start with the positions its table solved.
 *
 * @throws `SetupError` with reason `bad-checkpoint` for bytes that are not a checkpoint,
 *   `wrong-game` for one of another game (and the game's own errors for its start position).
 */
export function readCheckpoint(game: AnyGame, bytes: Uint8Array, options: SolveOptions = {}): Solver {
  const header = readHeader(bytes);
  if (header.game !== game.id)
    throw new SetupError(`a checkpoint of ${header.game}, not ${game.id}`, 'wrong-game');
  const solver = new Solver(game, game.fromJSON(header.start), {
    algorithm: header.algorithm,
    ...options,
    // The table's entries are keyed as they were written.
    symmetry: header.symmetry === true,
    memory: tableBytes(header.entries),
  });
  const offset =
    MAGIC.length + 4 + new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  if (solver.table.entries !== header.entries || bytes.length - offset !== solver.table.bytes)
    throw new SetupError('the checkpoint’s table is truncated', 'bad-checkpoint');
  // A copy: the bytes may not be aligned for an Int32Array view.
  solver.table.load(new Int32Array(bytes.slice(offset).buffer), header.used);
  solver.resume(header);
  return solver;
}

/** The header of a checkpoint, validated. */
function readHeader(bytes: Uint8Array): Header {
  const bad = (why: string) => new SetupError(`not a solver checkpoint: ${why}`, 'bad-checkpoint');
  const magic = fromUtf8(bytes.subarray(0, MAGIC.length));
  if (magic === OLD_MAGIC)
    throw new SetupError(
      'a checkpoint of an earlier solver (QSOLVE1), whose table is laid out differently: solve again',
      'bad-checkpoint',
    );
  if (bytes.length < MAGIC.length + 4 || magic !== MAGIC) throw bad('no QSOLVE2 header');
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(MAGIC.length, true);
  let header: Partial<Header>;
  try {
    header = JSON.parse(fromUtf8(bytes.subarray(MAGIC.length + 4, MAGIC.length + 4 + length)));
  } catch {
    throw bad('its header is not JSON');
  }
  const counts = [header.entries, header.used, header.earlier, header.nodes];
  if (typeof header !== 'object' || header === null || typeof header.game !== 'string') throw bad('no game');
  if (!counts.every((n) => Number.isSafeInteger(n) && (n as number) >= 0)) throw bad('bad counts');
  if (header.seat !== 0 && header.seat !== 1) throw bad('bad seat');
  if (header.algorithm === undefined || !ALGORITHMS.includes(header.algorithm)) throw bad('bad algorithm');
  if (header.symmetry !== undefined && typeof header.symmetry !== 'boolean') throw bad('bad symmetry');
  return header as Header;
}
