/**
 * The Zobrist features of a Linage position besides its stones (whose values are per geometry,
 * in `Topology.stoneKeys`): Horizontal to move, one or two passes in a row, the komi and the seat
 * playing Vertical (chosen by the options, or by the pie moves once they are made). The stones
 * decide the regions, lines and owners, so these and the stones decide everything else.
 *
 * @module
 */

import { zobristHi, zobristLo } from '@quadrille/core';

/** The salt of these features (the stones use another). */
const SALT = 0x4c6e6753; // 'LngS'

const HORIZONTAL = 0;
const ONE_PASS = 1;
const TWO_PASSES = 2;
const VERTICAL_SEAT = 3; // + seat
const KOMI = 5; // + the komi's number, see komiFeature

/** The low half of a feature's value. */
export function featureLo(feature: number): number {
  return zobristLo(SALT, feature);
}

/** The high half of a feature's value. */
export function featureHi(feature: number): number {
  return zobristHi(SALT, feature);
}

/** Toggled by every stone and pass (the side to move changes): `[lo, hi]`. */
export const HORIZONTAL_TO_MOVE: Int32Array = Int32Array.of(featureLo(HORIZONTAL), featureHi(HORIZONTAL));

/** `[lo, hi]` of 0, 1 and 2 passes in a row, at `2 * passes` (no pass: no feature). */
export const PASS_KEYS: Int32Array = Int32Array.of(
  0,
  0,
  featureLo(ONE_PASS),
  featureHi(ONE_PASS),
  featureLo(TWO_PASSES),
  featureHi(TWO_PASSES),
);

/** The feature of `seat` playing Vertical. */
export function verticalSeatFeature(seat: number): number {
  return VERTICAL_SEAT + seat;
}

/** The feature of the komi, any multiple of 0.5 (negative ones numbered between the others). */
export function komiFeature(komi: number): number {
  const half = 2 * komi;
  return KOMI + (half >= 0 ? 2 * half : -2 * half - 1);
}
