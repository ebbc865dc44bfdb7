/**
 * {@link isLibraryChatter}: what the Colyseus client SDK prints by itself on the console (it
 * has no logger option) when a test closes or drops a connection on purpose — a refused join
 * (`Room connection was closed unexpectedly (4002)`) or a reconnection the test provokes
 * (`[Colyseus reconnection]: …`). The test runner drops these lines, so that passing test output
 * shows nothing; every other line, and every test's own assertions about these events, stay.
 */

/** The SDK's own lines (`@colyseus/sdk` 0.17, build/Room.mjs). */
const CHATTER = [/^Room connection was closed unexpectedly \(\d+\)/, /^\[Colyseus reconnection\]: /];

/** Whether a console line is the Colyseus client's chatter. */
export function isLibraryChatter(line: string): boolean {
  return CHATTER.some((pattern) => pattern.test(line));
}
