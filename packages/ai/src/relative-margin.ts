/**
 * {@link RelativeMargin}: the part of a search's rewards that values each seat's margin, judged
 * against the margins the same search has seen — quality-based rewards (Pepels, Tak, Lanctot &
 * Winands, "Quality-based Rewards for Monte-Carlo Tree Search Simulations", ECAI 2014), as
 * Pentobi scores its playouts.
 *
 * @module
 */

import type { Outcome } from '@quadrille/core';

/**
 * Blends a margin term into rewards: `(1 − share) × reward + share × (½ + ½·tanh z)`, where z is
 * the seat's margin (its score less the best other seat's) in standard deviations from the mean
 * margin of the finished games scored so far, this one included.
 *
 * A fixed scale cannot fit every stage of a game: early on playout margins spread over tens of
 * points, near the end over a few. Measured against the search's own margins, the term tells
 * apart the better and the worse of whatever results the search meets — a won game by more
 * than usual, a lost one by less — even when every playout is won. With two seats the second
 * seat's margins mirror the first's, so the rewards still sum to what they summed to before.
 */
export class RelativeMargin {
  private count = 0;
  /** Mean margin per seat. */
  private readonly mean: Float64Array;
  /** Sum of squared deviations per seat (Welford's running variance). */
  private readonly squares: Float64Array;

  /**
   * @param share - the margin term's share of every reward, in [0, 1].
   * @param seats - the number of seats.
   */
  constructor(
    private readonly share: number,
    seats: number,
  ) {
    this.mean = new Float64Array(seats);
    this.squares = new Float64Array(seats);
  }

  /** Forgets the margins seen: a search starts afresh at every move, as the margins shift. */
  reset(): void {
    this.count = 0;
    this.mean.fill(0);
    this.squares.fill(0);
  }

  /** Records the outcome's margins and blends the margin term into `out`, the base rewards. */
  apply(outcome: Outcome, out: Float64Array): void {
    const { scores } = outcome;
    const seats = out.length;
    const n = ++this.count;
    for (let s = 0; s < seats; s++) {
      let best = Number.NEGATIVE_INFINITY;
      for (let o = 0; o < seats; o++) if (o !== s && scores[o]! > best) best = scores[o]!;
      const margin = seats === 1 ? 0 : scores[s]! - best;
      const delta = margin - this.mean[s]!;
      this.mean[s]! += delta / n;
      this.squares[s]! += delta * (margin - this.mean[s]!);
      const sd = Math.sqrt(this.squares[s]! / n);
      // With one margin seen, or all alike, there is nothing to compare against: the term is ½.
      const z = sd > 0 ? (margin - this.mean[s]!) / sd : 0;
      out[s] = (1 - this.share) * out[s]! + this.share * (0.5 + 0.5 * Math.tanh(z));
    }
  }
}
