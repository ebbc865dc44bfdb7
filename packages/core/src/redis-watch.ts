/**
 * {@link watchConnection}: one line when the connection to Redis is lost, one when it is back —
 * not one per reconnection attempt (a study's or a distributed solve's queue).
 *
 * @module
 */

/** The connection events of an ioredis client. */
export interface ConnectionEvents {
  /** Subscribes to `error` and `ready`. */
  on(event: 'error' | 'ready', listener: (error?: Error) => void): unknown;
}

/**
 * Reports the outages of `client` through `say`.
 *
 * @param display - the server's redacted URL.
 * @param say - receives the messages (the caller redacts them).
 */
export function watchConnection(
  client: ConnectionEvents,
  display: string,
  say: (message: string) => void,
): void {
  let connected = true;
  client.on('error', (error) => {
    if (!connected) return;
    connected = false;
    say(`lost the connection to ${display} (${error?.message ?? 'error'}); retrying`);
  });
  client.on('ready', () => {
    if (connected) return;
    connected = true;
    say(`connected to ${display} again`);
  });
}
