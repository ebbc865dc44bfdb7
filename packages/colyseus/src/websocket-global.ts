/**
 * {@link provideWebSocketGlobal}: Colyseus 0.17's own reconnection reads `WebSocket.OPEN` from
 * the global `WebSocket`, which Node has from version 22 only (Colyseus declares Node ≥ 22). On
 * Node 20 every reconnection would be denied; the rooms give Node the `ws` package's class
 * (which `@colyseus/ws-transport` brings) under that name when it has none.
 *
 * @module
 */

let provided: Promise<void> | undefined;

/** Makes sure `globalThis.WebSocket` exists (the `ws` class on Node 20); once per process. */
export function provideWebSocketGlobal(): Promise<void> {
  provided ??= (async () => {
    if (Reflect.get(globalThis, 'WebSocket') !== undefined) return;
    try {
      const { WebSocket } = await import('ws');
      Object.defineProperty(globalThis, 'WebSocket', {
        value: WebSocket,
        configurable: true,
        writable: true,
      });
    } catch {
      // No `ws` (another transport): Colyseus's own reconnection is then the transport's affair.
    }
  })();
  return provided;
}
