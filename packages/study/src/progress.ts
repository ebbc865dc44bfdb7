/**
 * {@link progressBar}: a one-line progress bar with an ETA, redrawn in place on a terminal and
 * silent elsewhere (logs and pipes get no carriage-return noise).
 *
 * @module
 */

/** Where the bar is drawn. */
export interface ProgressOutput {
  /** Writes text as is. */
  write(text: string): void;
  /** Only a terminal gets a bar. */
  readonly isTTY?: boolean;
}

/** A progress bar. */
export interface ProgressBar {
  /** Sets the number of games done (including those done before this run). */
  update(done: number): void;
  /** Clears the bar's line. */
  finish(): void;
}

const WIDTH = 30;

/**
 * A bar for `total` games of which `already` were done before this run: the ETA is estimated
 * from the games this run finishes. Draws nothing unless `out.isTTY`.
 *
 * @param now - the clock in ms (for tests).
 */
export function progressBar(
  out: ProgressOutput,
  total: number,
  already = 0,
  now: () => number = Date.now,
): ProgressBar {
  if (out.isTTY !== true) return { update() {}, finish() {} };
  const started = now();
  return {
    update(done) {
      out.write(`\r\u001b[2K${progressLine(done, total, already, now() - started)}`);
    },
    finish() {
      out.write('\r\u001b[2K');
    },
  };
}

/**
 * The bar's text: `[#####-----] 12/100 12%  ETA 3m 20s`.
 *
 * @param elapsedMs - time since this run started, over which `done - already` games ended.
 */
export function progressLine(done: number, total: number, already: number, elapsedMs: number): string {
  const fraction = total === 0 ? 1 : done / total;
  const filled = Math.round(fraction * WIDTH);
  const bar = `[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]`;
  const ran = done - already;
  const eta = ran <= 0 ? '?' : formatDuration(((total - done) * elapsedMs) / ran);
  return `${bar} ${done}/${total} ${Math.floor(100 * fraction)}%  ETA ${eta}`;
}

/** A duration as `1h 02m`, `3m 20s` or `12s`. */
export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s >= 3600) return `${Math.floor(s / 3600)}h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
  if (s >= 60) return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
  return `${s}s`;
}
