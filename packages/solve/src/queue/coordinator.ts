/**
 * {@link solveOnQueue}: one proof spread over BullMQ workers. The coordinator expands the first
 * plies of the tree itself ({@link splitTree}), puts each open position of the last ply on the
 * queue as a job, and combines the values the workers store, by minimax over win, draw and loss,
 * until the start is settled; it drops every job that can no longer change the answer, then
 * assembles one proof from its own moves at the top and the jobs' proofs below.
 *
 * Results stay in Redis under the game, its options and each position's key: a rerun, or a
 * coordinator started again after a crash, takes every position solved before from there, and
 * a killed worker loses only the job it was on (BullMQ gives it to another worker once its lock
 * runs out).
 *
 * @module
 */

import {
  type AbortSignalLike,
  type AnyGame,
  now,
  type Position,
  parseRedisUrl,
  type RedisTarget,
  redact,
  watchConnection,
} from '@quadrille/core';
import type { Queue } from 'bullmq';
import type { Strategy } from '../proof.js';
import { checkSolvable, type Solution } from '../solver.js';
import { assembleProof, proofLeaves, topLine, topOutcome } from './assemble.js';
import { evaluateTop, openLeaves, settled, type TopBounds } from './bounds.js';
import { importBullmq } from './bullmq.js';
import type { SolveJob } from './job.js';
import {
  CANCEL_SECONDS,
  type SolveKeys,
  type SolveRedis,
  solveJobId,
  solveKeys,
  solveRedis,
} from './keys.js';
import { openQueue } from './open-queue.js';
import { type JobValue, readJobProof, readJobValue, rootValue } from './results.js';
import { type SplitSettings, splitTree, type TopNode, type TopTree } from './top-tree.js';

/** Settings of {@link solveOnQueue}. */
export interface QueueSolveOptions {
  /** `redis://[user:password@]host:port/db`. */
  readonly url: string;
  /**
   * Where the workers load the game from, as they name it: a package (`@quadrille/games`) or a
   * `file:` URL that is the same on every machine.
   */
  readonly module: string;
  /** The options the start is created with (default `{}`): `game.create(options)`. */
  readonly options?: Readonly<Record<string, unknown>>;
  /** How far the coordinator expands the tree itself (default: the first ply with 8 open positions). */
  readonly split?: SplitSettings;
  /** Tries per job before the solve fails (default 3). */
  readonly attempts?: number;
  /** Milliseconds between two looks at the results (default 250). */
  readonly pollMs?: number;
  /** Stop after about this many milliseconds (default: no limit). */
  readonly timeMs?: number;
  /** Stop when this signal is aborted. */
  readonly signal?: AbortSignalLike;
  /** How long to wait for Redis at the start, ms (default 10,000). */
  readonly connectMs?: number;
  /** Called once the jobs are known, before any is queued. */
  onStart?(start: QueueStart): void;
  /** Called about every {@link QueueSolveOptions.progressMs} with where the solve stands. */
  onProgress?(progress: QueueProgress): void;
  /** How often {@link QueueSolveOptions.onProgress} is called, ms (default 1000). */
  readonly progressMs?: number;
  /** Called with news worth a line: a lost or restored connection (the URL redacted). */
  onNotice?(message: string): void;
}

/** The split of a distributed solve, before any job is queued. */
export interface QueueStart {
  /** The jobs: open positions at the last ply expanded. */
  readonly jobs: number;
  /** The plies the coordinator expanded. */
  readonly depth: number;
  /** Jobs whose result Redis held already. */
  readonly cached: number;
  /** Jobs still needed: 0 when the results held already settle the start. */
  readonly open: number;
  /** The prefix of the Redis keys that hold the results (delete them to forget them). */
  readonly keys: string;
  /** The Redis server, redacted. */
  readonly server: string;
}

/** Where a distributed solve stands. */
export interface QueueProgress {
  /** The jobs. */
  readonly jobs: number;
  /** Jobs with a result (cached or run). */
  readonly done: number;
  /** Jobs dropped: their value can no longer change the answer. */
  readonly cancelled: number;
  /** Jobs being solved on the queue now (by any coordinator's workers). */
  readonly running: number;
  /** Positions searched by the jobs finished in this run. */
  readonly nodes: number;
  /** Milliseconds since the start. */
  readonly ms: number;
}

/** How the jobs of a distributed solve went. */
export interface JobCounts {
  /** Jobs: open positions at the last ply expanded. */
  readonly total: number;
  /** Found solved in Redis at the start. */
  readonly cached: number;
  /** Solved by workers during this run. */
  readonly run: number;
  /** Dropped, or never queued, because their value could no longer change the answer. */
  readonly cancelled: number;
}

/** Why a distributed solve stopped before the answer. */
export type QueueStopReason = 'time' | 'aborted' | 'failed';

/** What {@link solveOnQueue} found. */
export interface QueueSolveResult extends Partial<Solution> {
  /** Why it stopped unsolved; absent when solved (then `outcome`, `line` and `proof` are set). */
  readonly stopped?: QueueStopReason;
  /** For `failed`: the job that failed for good, and why. */
  readonly failure?: string;
  /** Positions searched by the jobs finished in this run (cached results not counted). */
  readonly nodes: number;
  /** Milliseconds it took. */
  readonly ms: number;
  /** The jobs. */
  readonly jobs: JobCounts;
  /** The plies the coordinator expanded. */
  readonly depth: number;
}

/** How many fields one HMGET asks for: values are small, proofs can be megabytes. */
const VALUES_AT_ONCE = 500;
const PROOFS_AT_ONCE = 20;
/** How often the jobs' states are looked at (for failures and lost jobs), ms. */
const CHECK_MS = 2000;

/**
 * Solves the start of `game` (created with `options.options`) on the queue at `options.url`,
 * with the workers that serve it (`startSolveWorker`, `quadrille solve --worker`).
 *
 * @throws `OptionsError` with reason `bad-queue-url`, `no-redis` (Redis does not answer),
 *   `no-bullmq`, `not-two-seats`, `no-key`, `game-over` (as `Solver`), or those of the game's
 *   `create`; `SetupError` (reason `bad-result`) when a stored result is not one.
 * @example
 * ```ts
 * const result = await solveOnQueue(talpa, {
 *   url: 'redis://10.0.0.5:6379/0',
 *   module: '@quadrille/games',
 *   options: { size: 5 },
 * });
 * // meanwhile, on any number of machines: quadrille solve --worker --redis redis://10.0.0.5:6379/0
 * ```
 */
export async function solveOnQueue(game: AnyGame, options: QueueSolveOptions): Promise<QueueSolveResult> {
  const t0 = now();
  const gameOptions = options.options ?? {};
  const root = game.create(gameOptions);
  checkSolvable(game, root);
  const target = parseRedisUrl(options.url);
  const { queue } = await openQueue(await importBullmq(), target, options.connectMs);
  try {
    const redis = await solveRedis(queue);
    const tree = splitTree(game, root, options.split);
    return await new Session(queue, redis, target, game, root, tree, options, t0).run();
  } finally {
    await queue.close();
  }
}

/** One coordinator run: the values seen so far, the jobs out, and the loop that collects the rest. */
class Session {
  private readonly values = new Map<TopNode, JobValue>();
  /** Queued jobs without a result yet. */
  private readonly pending = new Set<TopNode>();
  private bounds: TopBounds;
  private cached = 0;
  private ran = 0;
  private cancelled = 0;
  private nodes = 0;
  private readonly keys: SolveKeys;

  constructor(
    private readonly queue: Queue,
    private readonly redis: SolveRedis,
    private readonly target: RedisTarget,
    private readonly game: AnyGame,
    private readonly root: Position<number>,
    private readonly tree: TopTree,
    private readonly options: QueueSolveOptions,
    private readonly t0: number,
  ) {
    this.keys = solveKeys(game.id, options.options ?? {});
    this.bounds = this.evaluate();
  }

  async run(): Promise<QueueSolveResult> {
    const { tree, options } = this;
    watchConnection(this.redis, this.target.display, (m) => this.notice(m));
    this.cached = await this.collect(tree.leaves);
    this.bounds = this.evaluate();
    options.onStart?.({
      jobs: tree.leaves.length,
      depth: tree.depth,
      cached: this.cached,
      open: settled(this.bounds, tree.root) ? 0 : openLeaves(tree, this.bounds).size,
      keys: this.keys.base,
      server: this.target.display,
    });
    let solution: Solution | { stopped: QueueStopReason; failure?: string };
    for (;;) {
      const stopped = await this.settle();
      if (stopped !== undefined) {
        solution = stopped;
        break;
      }
      const { strategies, lost } = await this.proofs();
      if (lost.length === 0) {
        solution = this.solution(strategies);
        break;
      }
      // A value without its proof (Redis lost data): forget the value, and solve it again.
      this.notice(`${lost.length} stored results lost their proofs; solving them again`);
      await this.redis.hdel(this.keys.values, ...lost.map((leaf) => leaf.hex));
      for (const leaf of lost) this.values.delete(leaf);
      this.bounds = this.evaluate();
    }
    await this.drop([...this.pending]);
    const jobs = {
      total: tree.leaves.length,
      cached: this.cached,
      run: this.ran,
      cancelled: tree.leaves.length - this.values.size,
    };
    return { ...solution, nodes: this.nodes, ms: now() - this.t0, jobs, depth: tree.depth };
  }

  /** Queues the open jobs and collects results until the start is settled or the solve stops. */
  private async settle(): Promise<{ stopped: QueueStopReason; failure?: string } | undefined> {
    const { options } = this;
    const root = this.tree.root;
    const fresh = [...openLeaves(this.tree, this.bounds)].filter((leaf) => !this.pending.has(leaf));
    if (!settled(this.bounds, root)) await this.enqueue(fresh);
    const pollMs = options.pollMs ?? 250;
    const progressMs = options.progressMs ?? 1000;
    const timeMs = options.timeMs ?? Number.POSITIVE_INFINITY;
    let checked = now();
    let shown = now();
    while (!settled(this.bounds, root)) {
      if (options.signal?.aborted === true) return { stopped: 'aborted' };
      if (now() - this.t0 >= timeMs) return { stopped: 'time' };
      await sleep(pollMs);
      this.ran += await this.collect([...this.pending]);
      this.bounds = this.evaluate();
      const open = openLeaves(this.tree, this.bounds);
      await this.drop([...this.pending].filter((leaf) => !open.has(leaf)));
      if (now() - checked >= CHECK_MS) {
        checked = now();
        const failure = await this.checkJobs();
        if (failure !== undefined) return { stopped: 'failed', failure };
      }
      if (options.onProgress !== undefined && now() - shown >= progressMs) {
        shown = now();
        options.onProgress({
          jobs: this.tree.leaves.length,
          done: this.values.size,
          cancelled: this.cancelled,
          running: await this.queue.getActiveCount(),
          nodes: this.nodes,
          ms: now() - this.t0,
        });
      }
    }
    return undefined;
  }

  /** Reads the stored values of `leaves`; returns how many were found. */
  private async collect(leaves: readonly TopNode[]): Promise<number> {
    let found = 0;
    for (let at = 0; at < leaves.length; at += VALUES_AT_ONCE) {
      const chunk = leaves.slice(at, at + VALUES_AT_ONCE);
      const texts = await this.redis.hmget(this.keys.values, ...chunk.map((l) => l.hex));
      texts.forEach((text, i) => {
        if (text === null) return;
        const leaf = chunk[i]!;
        const value = readJobValue(text);
        this.values.set(leaf, value);
        if (this.pending.delete(leaf)) this.nodes += value.nodes;
        found++;
      });
    }
    return found;
  }

  private evaluate(): TopBounds {
    const { first } = this.tree;
    return evaluateTop(this.tree, (leaf) => {
      const value = this.values.get(leaf);
      return value === undefined ? undefined : rootValue(leaf, value, first);
    });
  }

  /**
   * Queues a job for each of `leaves`, likeliest first. A job an earlier run left failed or
   * waiting is removed first (a job being solved is locked, and stays); BullMQ ignores the ids
   * it holds.
   */
  private async enqueue(leaves: readonly TopNode[]): Promise<void> {
    const { keys } = this;
    const attempts = this.options.attempts ?? 3;
    for (let at = 0; at < leaves.length; at += VALUES_AT_ONCE) {
      const chunk = leaves.slice(at, at + VALUES_AT_ONCE);
      await this.redis.hdel(keys.cancel, ...chunk.map((l) => l.hex));
      await Promise.all(chunk.map((leaf) => this.queue.remove(solveJobId(keys, leaf.hex))));
      await this.queue.addBulk(
        chunk.map((leaf) => ({
          name: 'solve',
          data: this.jobData(leaf),
          opts: {
            jobId: solveJobId(keys, leaf.hex),
            attempts,
            backoff: { type: 'fixed', delay: 1000 },
            removeOnComplete: true,
            removeOnFail: false,
          },
        })),
      );
      for (const leaf of chunk) this.pending.add(leaf);
    }
  }

  /** The job of `leaf`: the moves to it in the game's notation. */
  private jobData(leaf: TopNode): SolveJob {
    const position = this.root.clone();
    const moves = leaf.moves.map((move) => {
      const text = this.game.formatMove(position, move);
      position.play(move);
      return text;
    });
    return {
      module: this.options.module,
      game: this.game.id,
      options: this.options.options ?? {},
      moves,
      key: leaf.hex,
    };
  }

  /**
   * Drops the jobs of `leaves`: removed where they wait; marked "no longer wanted" where a
   * worker has one (the worker stops it at its next look).
   */
  private async drop(leaves: readonly TopNode[]): Promise<void> {
    const { keys } = this;
    for (const leaf of leaves) this.pending.delete(leaf);
    this.cancelled += leaves.length;
    const removed = await Promise.all(leaves.map((leaf) => this.queue.remove(solveJobId(keys, leaf.hex))));
    const held = leaves.filter((_, i) => removed[i] !== 1);
    if (held.length === 0) return;
    await Promise.all(held.map((leaf) => this.redis.hset(keys.cancel, leaf.hex, '1')));
    await this.redis.expire(keys.cancel, CANCEL_SECONDS);
  }

  /**
   * Looks at the states of the queued jobs: the first that failed for good ends the solve (its
   * reason is returned); one the queue lost (Redis restarted without its data) is queued again.
   */
  private async checkJobs(): Promise<string | undefined> {
    const lost: TopNode[] = [];
    for (const leaf of this.pending) {
      const id = solveJobId(this.keys, leaf.hex);
      const state = await this.queue.getJobState(id);
      if (state === 'unknown') lost.push(leaf);
      if (state !== 'failed') continue;
      const reason = (await this.queue.getJob(id))?.failedReason ?? 'failed';
      const line = this.jobData(leaf).moves.join(' ');
      return redact(`the job of position ${leaf.hex} (${line}) failed: ${reason}`, [this.target.password]);
    }
    if (lost.length > 0) {
      // A result may have been stored since the last look: a worker that finds one stops at once.
      for (const leaf of lost) this.pending.delete(leaf);
      await this.enqueue(lost);
    }
    return undefined;
  }

  /**
   * The strategies of the jobs the proof of the settled start takes, and the jobs among them
   * whose proof Redis does not hold.
   */
  private async proofs(): Promise<{ strategies: Map<TopNode, Strategy[]>; lost: TopNode[] }> {
    const leaves = proofLeaves(this.tree, this.bounds);
    const strategies = new Map<TopNode, Strategy[]>();
    const lost: TopNode[] = [];
    for (let at = 0; at < leaves.length; at += PROOFS_AT_ONCE) {
      const chunk = leaves.slice(at, at + PROOFS_AT_ONCE);
      const texts = await this.redis.hmget(this.keys.proofs, ...chunk.map((l) => l.hex));
      texts.forEach((text, i) => {
        if (text === null) lost.push(chunk[i]!);
        else strategies.set(chunk[i]!, readJobProof(text));
      });
    }
    return { strategies, lost };
  }

  /** The outcome, line and proof of the settled start, from the strategies of its jobs. */
  private solution(strategies: ReadonlyMap<TopNode, Strategy[]>): Solution {
    const { tree, bounds } = this;
    const proof = assembleProof(this.game, this.root, tree, bounds, (leaf) => strategies.get(leaf)!);
    const top = topLine(tree, bounds, (leaf) => this.values.get(leaf)!.line);
    const position = this.root.clone();
    for (const move of top.moves) position.play(move);
    const line = [...top.moves];
    for (const text of top.leaf === undefined ? [] : this.values.get(top.leaf)!.line) {
      const move = this.game.parseMove(position, text);
      position.play(move);
      line.push(move);
    }
    return { outcome: topOutcome(tree, bounds), line, proof };
  }

  private notice(message: string): void {
    this.options.onNotice?.(redact(message, [this.target.password]));
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
