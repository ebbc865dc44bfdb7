/**
 * The Blokus playout policy's constants, in one place for the two engines that follow it:
 * `blokusKnowledge.playoutMove` (over a position's legal moves) and `BlokusSimulator` (over its
 * own incremental move lists). A move is drawn with weight
 * `SIZE_WEIGHT[its size] × LOCAL_WEIGHT[local points it covers]`.
 *
 * @module
 */

/**
 * Playout weight of a move by its piece size (index = squares), ×3 per square: playouts spend
 * big pieces while there is room for them, as real games do, without ever forbidding small ones.
 */
export const SIZE_WEIGHT: Float64Array = Float64Array.from({ length: 9 }, (_, s) => 3 ** s);

/**
 * Playout weight factor per local point a move covers (index = local points, the last entry
 * for that many or more). So large that a playout nearly always answers the opponents' last
 * moves where it can, the more local points the likelier, as real players contest new attach
 * points at once. At 400 simulations a move against Pentobi's level 3, ×1000, ×10⁴ and ×10⁶ per
 * point scored 56% over 400 games where ×60 scored 45% over 300 (bench/RESULTS.md).
 */
export const LOCAL_WEIGHT: Float64Array = Float64Array.from({ length: 24 }, (_, n) => 1000 ** n);

/**
 * How many of the last moves leave local points (the opponent's last two, in two-colour games):
 * the attach points that opposing colours opened with them and the cells beside those that the
 * opposing colour may still cover; worth 2 where the colour to move could attach too.
 */
export const LOCAL_MOVES = 3;
