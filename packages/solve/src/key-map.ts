/**
 * {@link KeyMap}: a growing hash map from 64-bit position keys (two 32-bit halves) to one
 * 32-bit value, in typed arrays. Proof extraction and the proof checker use it for the positions
 * of a proof: millions of entries cost 32 bytes each here (16 a slot, half the slots free), where a `Map` keyed by `bigint`
 * would cost many times that.
 *
 * @module
 */

/** The load (entries per slot) past which the map doubles. */
const MAX_LOAD = 0.5;

/**
 * Int32s per slot: whether it is used, the key's low and high halves, the value — side by side,
 * so that a lookup reads one cache line, not one per field.
 */
const STRIDE = 4;
const USED = 0;
const LO = 1;
const HI = 2;
const VALUE = 3;

/** A hash map from two-half keys to signed 32-bit values; open addressing, linear probing. */
export class KeyMap {
  private slots: Int32Array;
  private mask: number;
  /** The number of keys held. */
  size = 0;

  /** @param capacity - the number of keys to make room for at first (it grows as needed). */
  constructor(capacity = 1024) {
    let slots = 16;
    while (slots * MAX_LOAD < capacity) slots *= 2;
    this.slots = new Int32Array(slots * STRIDE);
    this.mask = slots - 1;
  }

  /** The offset of the key's slot, or of the empty slot where it would go. */
  private slot(hi: number, lo: number): number {
    const s = this.slots;
    // The low half of a Zobrist key is already uniform; mixing in the high half guards keys
    // that are not (a user's game may number its positions).
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    while (s[i * STRIDE + USED] === 1 && (s[i * STRIDE + LO] !== lo || s[i * STRIDE + HI] !== hi))
      i = (i + 1) & this.mask;
    return i * STRIDE;
  }

  /** Whether the key is in the map. */
  has(hi: number, lo: number): boolean {
    return this.slots[this.slot(hi, lo) + USED] === 1;
  }

  /** The value of the key, or `missing` when the key is not in the map. */
  get(hi: number, lo: number, missing = -1): number {
    const o = this.slot(hi, lo);
    return this.slots[o + USED] === 1 ? this.slots[o + VALUE]! : missing;
  }

  /** Sets the value of the key (adding it if new). */
  set(hi: number, lo: number, value: number): void {
    let o = this.slot(hi, lo);
    if (this.slots[o + USED] === 0) {
      if (this.size + 1 > (this.mask + 1) * MAX_LOAD) {
        this.grow();
        o = this.slot(hi, lo);
      }
      const s = this.slots;
      s[o + USED] = 1;
      s[o + LO] = lo;
      s[o + HI] = hi;
      this.size++;
    }
    this.slots[o + VALUE] = value;
  }

  /** Calls `visit` with every key and value, in slot order. */
  forEach(visit: (hi: number, lo: number, value: number) => void): void {
    const s = this.slots;
    for (let o = 0; o < s.length; o += STRIDE) {
      if (s[o + USED] === 1) visit(s[o + HI]!, s[o + LO]!, s[o + VALUE]!);
    }
  }

  private grow(): void {
    const old = this.slots;
    const slots = 2 * (this.mask + 1);
    this.slots = new Int32Array(slots * STRIDE);
    this.mask = slots - 1;
    const s = this.slots;
    for (let o = 0; o < old.length; o += STRIDE) {
      if (old[o + USED] === 0) continue;
      const p = this.slot(old[o + HI]!, old[o + LO]!);
      s[p + USED] = 1;
      s[p + LO] = old[o + LO]!;
      s[p + HI] = old[o + HI]!;
      s[p + VALUE] = old[o + VALUE]!;
    }
  }
}
