/** What {@link runCaptured} resolves to. */
export interface CapturedRun {
  /** Whether the command exited with code 0. */
  readonly ok: boolean;
  /** `exit code N`, the signal's name, or why the command could not start. */
  readonly status: string;
  /** Its stdout and stderr, in the order they came. */
  readonly output: string;
  readonly seconds: number;
}
/** How many commands to run at once: one per core, at least one and at most `max`. */
export function jobCount(max: number): number;
/** Runs a command with its output captured; never rejects. */
export function runCaptured(
  command: string,
  args: readonly string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv },
): Promise<CapturedRun>;
/** Calls `task` for every item, `jobs` at a time, each after the items `waitsFor` names are done. */
export function eachAtOnce<T, R>(
  items: readonly T[],
  jobs: number,
  task: (item: T) => R | Promise<R>,
  waitsFor?: (item: T) => readonly T[],
): Promise<R[]>;
