/**
 * The Zobrist features of a Linage position besides its stones (whose values are per geometry,
 * in `Topology.stoneKeys`): Horizontal to move, one or two passes in a row, the komi and the seat
 * playing Vertical (chosen by the options, or by the pie moves once they are made). The stones
 * decide the regions, lines and owners, so these and the stones decide everything else.
 *
 * Each value is a pair `[lo, hi]` of 32-bit halves, from core's `zobristLo` / `zobristHi`.
 *
 * @module
 */

import { zobristHi, zobristLo } from '@quadrille/core';

/** The salt of these features (the stones use another). */
const SALT = 0x4c6e6753; // 'LngS'

/** Feature numbers within {@link SALT}; komi `k` (a multiple of 0.5) is `KOMI + 2k` shifted. */
const Feature = { HorizontalToMove: 0, OnePass: 1, TwoPasses: 2, VerticalSeat: 3, Komi: 5 } as const;

function value(feature: number): Int32Array {
  return Int32Array.of(zobristLo(SALT, feature), zobristHi(SALT, feature));
}

/** Toggled by every stone and pass: the side to move changes. */
export const HORIZONTAL_TO_MOVE: Int32Array = value(Feature.HorizontalToMove);

/** `[lo, hi]` of 0, 1 and 2 passes in a row, at `2 * passes` (no pass: no feature). */
export const PASS_KEYS: Int32Array = Int32Array.of(
  0,
  0,
  ...value(Feature.OnePass),
  ...value(Feature.TwoPasses),
);

/** The feature of `seat` playing Vertical. */
export function verticalSeatKey(seat: number): readonly [number, number] {
  const v = value(Feature.VerticalSeat + seat);
  return [v[0]!, v[1]!];
}

/**
 * The feature of the komi (any multiple of 0.5; numbered past the other features, negative
 * komi too, by interleaving signs).
 */
export function komiKey(komi: number): readonly [number, number] {
  const half = 2 * komi;
  const v = value(Feature.Komi + (half >= 0 ? 2 * half : -2 * half - 1));
  return [v[0]!, v[1]!];
}
