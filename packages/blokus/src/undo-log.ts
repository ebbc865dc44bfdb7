/**
 * {@link UndoLog}: what `BlokusPosition.undo` needs to take a move back, stored as the move
 * changed it, never as copies of the board.
 *
 * A position's typed arrays share one buffer (its arena). Per ply, the log keeps the old values
 * of the forbidden-cell windows the move wrote (in write order, so no indices), then (index, old
 * value) pairs for the other arena words overwritten while the ply was the last one — a colour's
 * first piece retiring its starting candidates, the lazy attach of the move's corners, the move
 * generator adding candidates or clearing stale ones — and byte pairs for attach points; plus the few scalars
 * the move replaced. Undoing a ply writes them back, newest first, so the arena is restored bit for
 * bit. The arrays grow geometrically and are reused: in a search, playing and undoing allocate
 * nothing.
 *
 * @module
 */

/** Int32 fields per ply in {@link UndoLog.plies}. */
export const PLY_FIELDS = 7;
/**
 * Where the ply's part of {@link UndoLog.words} starts: first the old values of the forbidden
 * windows the move wrote, in the order it wrote them (no indices: the move says which), then
 * (index, old value) pairs from {@link PLY_PAIRS} on.
 */
export const PLY_WORDS = 0;
/** Where the ply's (index, old value) pairs start in {@link UndoLog.words}. */
export const PLY_PAIRS = 1;
/** Where the ply's part of {@link UndoLog.bytes} starts. */
export const PLY_BYTES = 2;
/** The colour to move, resolution flags and blocked colours before the move (see `BlokusPosition`). */
export const PLY_STATE = 3;
/** The mover's previously placed piece (`last`), -1 if none. */
export const PLY_LAST = 4;
/**
 * Where the pairs logged after the move's corners were attached start (the pairs before it —
 * a first piece's starting candidates — must be restored after the added candidates are cleared).
 */
export const PLY_ATTACH = 5;
/** Where the ply's candidate ids start in {@link UndoLog.added}. */
export const PLY_ADDED = 6;

/** The flag of an entry of {@link UndoLog.added} that was a candidate before the ply. */
export const ADDED_BEFORE = 1 << 31;

/** The undo stacks of one position. */
export class UndoLog {
  /** Old values of arena words: per ply, forbidden windows, then (index, old value) pairs. */
  words: Int32Array;
  /** Used length of {@link UndoLog.words} (ints, twice the pairs). */
  wordLen = 0;
  /** (arena byte index, old value) pairs. */
  bytes: Int32Array;
  /** Used length of {@link UndoLog.bytes}. */
  byteLen = 0;
  /**
   * The candidates (placement ids) the mover of each ply added, oldest first; those that were
   * candidates already have {@link ADDED_BEFORE} set (negative entries), and undo leaves them.
   */
  added: Int32Array;
  /** Used length of {@link UndoLog.added}. */
  addedLen = 0;
  /** {@link PLY_FIELDS} ints per ply played. */
  plies: Int32Array;

  /** An empty log, or a copy of `from`. */
  constructor(from?: UndoLog) {
    // Copies hold only what is used: a clone that never plays allocates little.
    this.words = from === undefined ? EMPTY : from.words.slice(0, from.wordLen);
    this.wordLen = from?.wordLen ?? 0;
    this.bytes = from === undefined ? EMPTY : from.bytes.slice(0, from.byteLen);
    this.byteLen = from?.byteLen ?? 0;
    this.added = from === undefined ? EMPTY : from.added.slice(0, from.addedLen);
    this.addedLen = from?.addedLen ?? 0;
    this.plies = from === undefined ? EMPTY : from.plies.slice();
  }

  /** Room for `count` more ints in {@link UndoLog.added}. */
  reserveAdded(count: number): void {
    if (this.addedLen + count > this.added.length)
      this.added = grown(this.added, this.addedLen + count, 4096);
  }

  /** Room for `count` more ints in {@link UndoLog.words}. */
  reserveWords(count: number): void {
    if (this.wordLen + count > this.words.length) this.words = grown(this.words, this.wordLen + count, 8192);
  }

  /** Room for `count` more ints in {@link UndoLog.bytes}. */
  reserveBytes(count: number): void {
    if (this.byteLen + count > this.bytes.length) this.bytes = grown(this.bytes, this.byteLen + count, 256);
  }

  /** Room for the record of ply number `ply` (0-based). */
  reservePly(ply: number): void {
    const need = (ply + 1) * PLY_FIELDS;
    if (need > this.plies.length) this.plies = grown(this.plies, need, 64 * PLY_FIELDS);
  }

  /** Forgets every entry: for changes no ply will take back (setup, the start of a game). */
  clear(): void {
    this.wordLen = 0;
    this.byteLen = 0;
    this.addedLen = 0;
  }
}

/** The shared empty array a new log starts with (grown, so never written). */
const EMPTY = new Int32Array(0);

/**
 * A copy of `a` at least `need` long: twice as long, or more, and at least `first` ints (sized
 * so that a whole Duo game, about 27 plies of ~190 words and ~110 added candidates, grows each
 * array once: growing in many small steps cost a random playout ~7% in allocation alone).
 */
function grown(a: Int32Array, need: number, first: number): Int32Array {
  const out = new Int32Array(Math.max(need, 2 * a.length, first));
  out.set(a);
  return out;
}
