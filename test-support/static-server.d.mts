/** A running static server. */
export interface StaticServer {
  /** `http://127.0.0.1:PORT/`. */
  readonly url: string;
  /** Stops it. */
  close(): Promise<void>;
}

/**
 * Serves the files under `root` on 127.0.0.1 at `port` (0: any free port); with `cacheSeconds`,
 * browsers may keep what it serves that long; with `cors`, pages of any origin may load it.
 */
export function serveStatic(
  root: string,
  port?: number,
  options?: { cacheSeconds?: number; cors?: boolean },
): Promise<StaticServer>;
