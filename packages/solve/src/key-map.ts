/**
 * {@link KeyMap}: a growing hash map from 64-bit position keys (two 32-bit halves) to one
 * 32-bit value, in typed arrays. Proof extraction and the proof checker use it for the positions
 * of a proof: millions of entries cost 16 bytes each here, where a `Map` keyed by `bigint`
 * would cost many times that.
 *
 * @module
 */

/** The load (entries per slot) past which the map doubles. */
const MAX_LOAD = 0.5;

/** A hash map from two-half keys to signed 32-bit values; open addressing, linear probing. */
export class KeyMap {
  private los: Int32Array;
  private his: Int32Array;
  private values: Int32Array;
  private used: Uint8Array;
  private mask: number;
  /** The number of keys held. */
  size = 0;

  /** @param capacity - the number of keys to make room for at first (it grows as needed). */
  constructor(capacity = 1024) {
    let slots = 16;
    while (slots * MAX_LOAD < capacity) slots *= 2;
    this.los = new Int32Array(slots);
    this.his = new Int32Array(slots);
    this.values = new Int32Array(slots);
    this.used = new Uint8Array(slots);
    this.mask = slots - 1;
  }

  /** The slot of the key, or of the empty slot where it would go. */
  private slot(hi: number, lo: number): number {
    // The low half of a Zobrist key is already uniform; mixing in the high half guards keys
    // that are not (a user's game may number its positions).
    let i = (lo ^ Math.imul(hi, 0x9e3779b1)) & this.mask;
    while (this.used[i] === 1 && (this.los[i] !== lo || this.his[i] !== hi)) i = (i + 1) & this.mask;
    return i;
  }

  /** Whether the key is in the map. */
  has(hi: number, lo: number): boolean {
    return this.used[this.slot(hi, lo)] === 1;
  }

  /** The value of the key, or `missing` when the key is not in the map. */
  get(hi: number, lo: number, missing = -1): number {
    const i = this.slot(hi, lo);
    return this.used[i] === 1 ? this.values[i]! : missing;
  }

  /** Sets the value of the key (adding it if new). */
  set(hi: number, lo: number, value: number): void {
    let i = this.slot(hi, lo);
    if (this.used[i] === 0) {
      if (this.size + 1 > this.los.length * MAX_LOAD) {
        this.grow();
        i = this.slot(hi, lo);
      }
      this.used[i] = 1;
      this.los[i] = lo;
      this.his[i] = hi;
      this.size++;
    }
    this.values[i] = value;
  }

  /** Calls `visit` with every key and value, in slot order. */
  forEach(visit: (hi: number, lo: number, value: number) => void): void {
    for (let i = 0; i < this.used.length; i++) {
      if (this.used[i] === 1) visit(this.his[i]!, this.los[i]!, this.values[i]!);
    }
  }

  private grow(): void {
    const { los, his, values, used } = this;
    const slots = los.length * 2;
    this.los = new Int32Array(slots);
    this.his = new Int32Array(slots);
    this.values = new Int32Array(slots);
    this.used = new Uint8Array(slots);
    this.mask = slots - 1;
    for (let i = 0; i < used.length; i++) {
      if (used[i] === 0) continue;
      const j = this.slot(his[i]!, los[i]!);
      this.used[j] = 1;
      this.los[j] = los[i]!;
      this.his[j] = his[i]!;
      this.values[j] = values[i]!;
    }
  }
}
