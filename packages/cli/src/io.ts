/**
 * The terminal seen by commands: output streams and a line reader for input. Commands take an
 * {@link Io} instead of touching `process`, so tests can run them in-process with scripted input.
 *
 * @module
 */

import { createInterface } from 'node:readline';

/** Where a command writes. */
export interface Output {
  /** Writes text as is (no newline added). */
  write(text: string): void;
  /** Whether this is an interactive terminal (colours, progress bars). */
  readonly isTTY?: boolean;
}

/** A source of input lines; `undefined` at end of input. */
export interface LineSource {
  /** The next line without its line break, or `undefined` at end of input. */
  nextLine(): Promise<string | undefined>;
  /** Stops reading (lets the process exit while input is still open). */
  close?(): void;
  /** Whether a person is typing (else input is piped: interactive prompts echo it). */
  readonly isTTY?: boolean;
}

/** Everything a command may use of its environment. */
export interface Io {
  /** Normal output (boards, tables, GTP responses). */
  readonly stdout: Output;
  /** Diagnostics and progress. */
  readonly stderr: Output;
  /** Standard input, read line by line. */
  readonly stdin: LineSource;
  /**
   * Calls `stop` when the user presses Ctrl-C (SIGINT), until the returned function is called,
   * so that a long command can stop cleanly and report what it did. Without it (or outside the
   * subscription), Ctrl-C keeps its default effect.
   */
  onInterrupt?(stop: () => void): () => void;
}

/**
 * Reads lines from a Node stream, buffered so that none is lost between two reads. The stream
 * is opened on the first read, so commands that never read do not wait for input.
 */
export function streamLines(input: NodeJS.ReadableStream & { isTTY?: boolean }): LineSource {
  let reader: ReturnType<typeof createInterface> | undefined;
  let iterator: AsyncIterator<string> | undefined;
  return {
    async nextLine() {
      if (iterator === undefined) {
        reader = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
        iterator = reader[Symbol.asyncIterator]();
      }
      const r = await iterator.next();
      return r.done === true ? undefined : r.value;
    },
    close() {
      reader?.close();
    },
    isTTY: input.isTTY === true,
  };
}

/** Lines from a fixed list (for tests and scripted sessions). */
export function scriptedLines(lines: readonly string[]): LineSource {
  let i = 0;
  return { nextLine: () => Promise.resolve(lines[i++]) };
}

/** The process's own terminal. */
export function processIo(): Io {
  return {
    stdout: { write: (t) => process.stdout.write(t), isTTY: process.stdout.isTTY === true },
    stderr: { write: (t) => process.stderr.write(t), isTTY: process.stderr.isTTY === true },
    stdin: streamLines(process.stdin),
    onInterrupt(stop) {
      let presses = 0;
      // The first Ctrl-C asks the command to stop; a second one, if it does not, exits.
      const handler = () => (++presses === 1 ? stop() : process.exit(130));
      process.on('SIGINT', handler);
      return () => process.off('SIGINT', handler);
    },
  };
}
