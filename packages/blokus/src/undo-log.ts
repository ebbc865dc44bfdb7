/**
 * {@link UndoLog}: what `BlokusPosition.undo` needs to take a move back, stored as the move
 * changed it, never as copies of the board.
 *
 * A position's typed arrays share one buffer (its arena); the log records the old value of every
 * 32-bit word and every byte of the arena that a move (or the move generator's clearing of stale
 * candidates after it) overwrote, as (index, old value) pairs, and per ply where its entries start
 * and the few scalars the move replaced. Undoing a ply writes its entries back, newest first, so
 * the arena is restored bit for bit. The arrays grow geometrically and are reused: after the
 * first game, playing and undoing allocate nothing.
 *
 * @module
 */

/** Int32 fields per ply in {@link UndoLog.plies}. */
export const PLY_FIELDS = 4;
/** Offsets of a ply's fields. */
export const PLY_WORDS = 0;
export const PLY_BYTES = 1;
/** The colour to move, resolution flags and blocked colours before the move (see `BlokusPosition`). */
export const PLY_STATE = 2;
/** The mover's previously placed piece (`last`), -1 if none. */
export const PLY_LAST = 3;

/** The undo stacks of one position. */
export class UndoLog {
  /** (arena word index, old value) pairs. */
  words: Int32Array;
  /** Used length of {@link UndoLog.words} (ints, twice the pairs). */
  wordLen = 0;
  /** (arena byte index, old value) pairs. */
  bytes: Int32Array;
  /** Used length of {@link UndoLog.bytes}. */
  byteLen = 0;
  /** {@link PLY_FIELDS} ints per ply played. */
  plies: Int32Array;

  /** An empty log, or a copy of `from`. */
  constructor(from?: UndoLog) {
    if (from === undefined) {
      this.words = new Int32Array(1024);
      this.bytes = new Int32Array(64);
      this.plies = new Int32Array(16 * PLY_FIELDS);
      return;
    }
    this.words = from.words.slice(0, Math.max(1024, from.wordLen + 512));
    this.wordLen = from.wordLen;
    this.bytes = from.bytes.slice(0, Math.max(64, from.byteLen + 32));
    this.byteLen = from.byteLen;
    this.plies = from.plies.slice();
  }

  /** Room for `count` more ints in {@link UndoLog.words}. */
  reserveWords(count: number): void {
    if (this.wordLen + count > this.words.length) this.words = grown(this.words, this.wordLen + count);
  }

  /** Room for `count` more ints in {@link UndoLog.bytes}. */
  reserveBytes(count: number): void {
    if (this.byteLen + count > this.bytes.length) this.bytes = grown(this.bytes, this.byteLen + count);
  }

  /** Room for the record of ply number `ply` (0-based). */
  reservePly(ply: number): void {
    const need = (ply + 1) * PLY_FIELDS;
    if (need > this.plies.length) this.plies = grown(this.plies, need);
  }

  /** Forgets every entry: for changes no ply will take back (setup, the start of a game). */
  clear(): void {
    this.wordLen = 0;
    this.byteLen = 0;
  }
}

/** A copy of `a` at least `need` long: twice as long, or more. */
function grown(a: Int32Array, need: number): Int32Array {
  const out = new Int32Array(Math.max(need, 2 * a.length));
  out.set(a);
  return out;
}
