/**
 * {@link GtpClient}: one external GTP engine as a child process — commands out, responses in,
 * with a time limit on every response. Whatever the engine does (garbage on stdout, an early
 * exit, silence), a request settles, and {@link GtpClient.close} always leaves no process behind.
 *
 * @module
 */

import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { EngineError } from './engine-error.js';

/** How long `quit` may take before the engine is killed. */
const QUIT_GRACE_MS = 1000;
/** How long to wait for a killed engine to be gone. */
const KILL_WAIT_MS = 5000;
/** The most unanswered output kept (a response is far smaller: Blokus' `all_legal` at the start is ~60 KB). */
const MAX_BUFFER = 4 * 1024 * 1024;
/** How much of the engine's stderr is kept to quote when it fails. */
const STDERR_TAIL = 4000;

/** A GTP response: `= text` (ok) or `? text`. */
export interface GtpResponse {
  /** Whether the status was `=`. */
  readonly ok: boolean;
  /** The response text, trimmed (multi-line responses keep their inner line breaks). */
  readonly text: string;
}

interface Pending {
  readonly command: string;
  readonly id: number;
  resolve(response: GtpResponse): void;
  reject(error: Error): void;
  readonly timer: NodeJS.Timeout;
}

/** Engines still running in this thread, killed if it exits without closing them. */
const live = new Set<ChildProcessWithoutNullStreams>();
let exitHookInstalled = false;

function killOnExit(child: ChildProcessWithoutNullStreams): void {
  live.add(child);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // The last resort (a second Ctrl-C exits at once): never leave an engine running.
  process.once('exit', () => {
    for (const c of live) c.kill('SIGKILL');
  });
}

/**
 * A running GTP engine. Requests are sent one at a time, each with a numeric id that its
 * response must carry (or omit).
 *
 * @example
 * ```ts
 * const engine = new GtpClient(['pentobi-gtp', '--game', 'duo', '--quiet'], 'pentobi-gtp', 60_000);
 * const { text } = await engine.request('genmove b'); // 'e10,d11,e11,f11,e12'
 * await engine.close();
 * ```
 */
export class GtpClient {
  /** How messages name the engine (the player sets it to the engine's own name once known). */
  label: string;
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly timeoutMs: number;
  private readonly gone: Promise<void>;
  private output = '';
  private stderr = '';
  private pending: Pending | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  /** Why the engine can take no more requests (it exited, broke the protocol, was closed). */
  private failure: string | undefined;

  /**
   * Starts the engine (no shell: `argv[0]` is the program).
   *
   * @param argv - the program and its arguments.
   * @param label - how messages name the engine.
   * @param timeoutMs - the longest wait for any response.
   */
  constructor(argv: readonly string[], label: string, timeoutMs: number) {
    this.label = label;
    this.timeoutMs = timeoutMs;
    this.child = spawn(argv[0]!, argv.slice(1), { stdio: ['pipe', 'pipe', 'pipe'] });
    killOnExit(this.child);
    this.gone = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        live.delete(this.child);
        this.fail(signal === null ? `exited with code ${code}` : `was killed by ${signal}`);
        resolve();
      });
      // A failed spawn (no such program) emits `error` and maybe never `exit`.
      this.child.once('error', (e) => {
        live.delete(this.child);
        this.fail(`could not be started (${e.message})`);
        resolve();
      });
    });
    // The engine closing its input (when it dies) must not crash us: `exit` tells the story.
    this.child.stdin.on('error', () => {});
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk: string) => this.receive(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL);
    });
  }

  /** The process id (undefined if it could not be started). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /**
   * Sends `command` and resolves to the engine's response.
   *
   * @throws {@link EngineError} if the engine does not answer in time, answers with something
   *   that is not a GTP response, or is gone (then it is killed: no later request can succeed).
   */
  request(command: string): Promise<GtpResponse> {
    const next = this.queue.then(() => this.exchange(command));
    this.queue = next.catch(() => {});
    return next;
  }

  /**
   * Ends the engine: `quit` if it is idle and alive, then SIGKILL if it is still running after a
   * moment (at once if it is busy answering: a hung engine gets no second chance). Idempotent.
   */
  async close(): Promise<void> {
    const busy = this.pending !== undefined;
    const alive = this.failure === undefined;
    this.fail('was closed');
    if (alive && !busy) {
      this.child.stdin.end('quit\n');
      await Promise.race([this.gone, delay(QUIT_GRACE_MS)]);
    }
    if (this.child.exitCode === null && this.child.signalCode === null && this.child.pid !== undefined) {
      this.child.kill('SIGKILL');
    }
    await Promise.race([this.gone, delay(KILL_WAIT_MS)]);
  }

  private exchange(command: string): Promise<GtpResponse> {
    if (this.failure !== undefined) return Promise.reject(this.error(command, this.failure));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => this.break(`did not answer within ${this.timeoutMs / 1000} s`),
        this.timeoutMs,
      );
      this.pending = { command, id, resolve, reject, timer };
      this.child.stdin.write(`${id} ${command}\n`);
    });
  }

  /** Collects stdout; each response ends with an empty line. */
  private receive(chunk: string): void {
    // Once closed or broken, the engine's words (its answer to `quit`) no longer matter.
    if (this.failure !== undefined) return;
    this.output += chunk.replace(/\r/g, '');
    for (;;) {
      this.output = this.output.replace(/^\n+/, '');
      const end = this.output.indexOf('\n\n');
      if (end < 0) break;
      const response = this.output.slice(0, end);
      this.output = this.output.slice(end + 2);
      this.answer(response);
      if (this.failure !== undefined) return;
    }
    if (this.output.length > MAX_BUFFER) this.break('wrote megabytes without ending a response');
  }

  private answer(response: string): void {
    const match = /^([=?])(\d*)(?:[ \t]|\n|$)([\s\S]*)$/.exec(response);
    const pending = this.pending;
    if (pending === undefined) {
      this.break(`wrote '${quote(response)}' without being asked`);
      return;
    }
    if (match === null || (match[2] !== '' && Number(match[2]) !== pending.id)) {
      this.break(`answered '${quote(response)}', which is not a GTP response`);
      return;
    }
    this.pending = undefined;
    clearTimeout(pending.timer);
    pending.resolve({ ok: match[1] === '=', text: match[3]!.trim() });
  }

  /** The engine broke the protocol or timed out: it can take no more requests and is killed. */
  private break(reason: string): void {
    this.fail(reason);
    this.child.kill('SIGKILL');
  }

  /** Marks the engine unusable and fails the request waiting for it. */
  private fail(reason: string): void {
    if (this.failure === undefined) this.failure = reason;
    const pending = this.pending;
    if (pending === undefined) return;
    this.pending = undefined;
    clearTimeout(pending.timer);
    pending.reject(this.error(pending.command, reason));
  }

  private error(command: string, reason: string): EngineError {
    const said = this.stderr
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '')
      .slice(-3)
      .join(' / ');
    const stderr = said === '' ? '' : `; its stderr ends: '${quote(said)}'`;
    return new EngineError(`GTP engine ${this.label} ${reason} (on '${command}')${stderr}`);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** At most 200 characters of `text` on one line, for a message. */
function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}
