// `quadrille study --queue` and `quadrille worker` against a real redis-server: three worker
// processes, one killed mid-game; the coordinator killed and resumed; Redis restarted (losing
// its data) mid-study; a game that keeps failing. Every game must be counted once and the
// results must equal a one-worker run with the same seeds.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  defineStudy,
  formatStudySummary,
  type GameRecord,
  runQueuedStudy,
  runStudy,
  summariseStudy,
} from '@quadrille/study';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAll, type RedisServer, startRedis } from '../../../test-support/redis-server.js';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { type CliProcess, run, startCli } from './harness.js';

const GAMES = 30;
const FLAGS = ['--options', '{"size":5}', '--a', 'mcts', '--b', 'mcts', '--games', String(GAMES)];
const BUDGET = ['--iterations', '300', '--seed', '11'];
const dir = fileTempDir('study-queue');

async function until<T>(
  what: string,
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 30_000,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function lines(file: string): GameRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as GameRecord);
}

/** `quadrille study` of the test's Talpa games on the queue, as study `id`, recorded in `out`. */
const studyArgs = (id: string, out: string): string[] => [
  'study',
  'talpa',
  ...FLAGS,
  ...BUDGET,
  '--queue',
  redis.url,
  '--id',
  id,
  '--out',
  out,
];

/** A record without its study id, to compare studies that differ only by id. */
const game = ({ study: _, ...rest }: GameRecord) => rest;

let redis: RedisServer;
let workers: CliProcess[] = [];
let reference: GameRecord[];
const outputs: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  workers = [0, 1, 2].map(() =>
    startCli([
      'worker',
      '--queue',
      redis.url,
      '--threads',
      '1',
      '--lock-duration',
      '1500',
      '--stalled-interval',
      '500',
      // Beside the catalogue's games, the workers play the m,n,k-game of @quadrille/examples.
      '--module',
      '@quadrille/examples',
    ]),
  );
  const spec = defineStudy({
    id: 'reference',
    module: '@quadrille/games',
    game: 'talpa',
    options: { size: 5 },
    players: ['mcts', 'mcts'],
    budget: { iterations: 300 },
    games: GAMES,
    seed: 11,
  });
  reference = [...(await runStudy(spec, { workers: 1 })).records];
  await until('three workers', () => workers.every((w) => w.err.includes('waiting for games')));
}, 60_000);

afterAll(async () => {
  killAll();
  await redis?.stop();
});

describe('quadrille study --queue with worker processes', { timeout: 60_000 }, () => {
  it('counts every game once when a worker is killed mid-game, and equals a one-worker run', async () => {
    const out = join(dir, 'kill.jsonl');
    const coordinator = run(studyArgs('kill', out));
    const victim = workers[0]!;
    const started = await until('a game on the first worker', () =>
      /game kill#(\d+) started/.exec(victim.err),
    );
    victim.child.kill('SIGKILL');
    const { code, out: text, err } = await coordinator;
    outputs.push(text, err);
    expect(code).toBe(0);
    const records = lines(out);
    expect(records.map((r) => r.index).sort((a, b) => a - b)).toEqual(reference.map((r) => r.index));
    expect(records.sort((a, b) => a.index - b.index).map(game)).toEqual(reference.map(game));
    expect(text).toContain(formatStudySummary(summariseStudy(reference, ['mcts', 'mcts'])));
    // The killed worker's game was taken over by another worker (BullMQ's stalled-job check).
    const others = workers
      .slice(1)
      .map((w) => w.err)
      .join('');
    expect(others).toContain(`game kill#${started[1]} started`);
  });

  it('resumes a killed coordinator without replaying or double-counting a game', async () => {
    const out = join(dir, 'resume.jsonl');
    const first = startCli(studyArgs('resume', out));
    await until('three results', () => lines(out).length >= 3);
    first.child.kill('SIGKILL');
    await until(
      'the coordinator to die',
      () => first.child.exitCode !== null || first.child.signalCode !== null,
    );
    const {
      code,
      out: text,
      err,
    } = await run(['study', '--resume', 'resume', '--queue', redis.url, '--out', out]);
    outputs.push(first.out, first.err, text, err);
    expect(code).toBe(0);
    expect(err).toMatch(/study resume: \d+ of 30 games done/);
    const records = lines(out);
    expect(records).toHaveLength(GAMES);
    expect(records.sort((a, b) => a.index - b.index).map(game)).toEqual(reference.map(game));
    expect(text).toContain(formatStudySummary(summariseStudy(reference, ['mcts', 'mcts'])));
  });

  it('survives a Redis restart that loses every key, keeping the results it has', async () => {
    const out = join(dir, 'restart.jsonl');
    // The study must still be running when Redis loses it, with some results in: games take
    // milliseconds, so the workers are frozen (SIGSTOP) and let run in short bursts until the
    // coordinator has written a first result, then stay frozen across the restart.
    const live = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
    const freeze = (signal: 'SIGSTOP' | 'SIGCONT') => {
      for (const w of live) w.child.kill(signal);
    };
    freeze('SIGSTOP');
    try {
      const coordinator = run(studyArgs('restart', out));
      await until('a first result', async () => {
        live[0]!.child.kill('SIGCONT');
        await new Promise((r) => setTimeout(r, 40));
        live[0]!.child.kill('SIGSTOP');
        await new Promise((r) => setTimeout(r, 700)); // the coordinator looks every 500 ms
        return lines(out).length > 0;
      });
      expect(lines(out).length).toBeLessThan(GAMES);
      await redis.restart();
      freeze('SIGCONT');
      const { code, out: text, err } = await coordinator;
      outputs.push(text, err);
      expect(code).toBe(0);
      expect(err).toMatch(/lost study restart; writing back [1-9]\d* results/);
      const records = lines(out);
      expect(records).toHaveLength(GAMES);
      expect(records.sort((a, b) => a.index - b.index).map(game)).toEqual(reference.map(game));
    } finally {
      freeze('SIGCONT');
    }
  });

  it('reports a game that keeps failing instead of dropping it', async () => {
    const spec = defineStudy({
      id: 'failing',
      module: '@quadrille/games',
      game: 'talpa',
      options: { size: 1 }, // create() rejects it on the workers
      players: ['random', 'random'],
      budget: { iterations: 1 },
      games: 2,
    });
    const result = await runQueuedStudy(spec, { url: redis.url, attempts: 2, pollMs: 100 });
    expect(result.records).toEqual([]);
    expect(result.failures.map((f) => f.index)).toEqual([0, 1]);
    for (const f of result.failures) expect(f.error).toMatch(/size/);
  });

  it('plays a game of a --module on workers started with that module', async () => {
    const out = join(dir, 'mnk.jsonl');
    const args = ['mnk', '--module', '@quadrille/examples', '--options', '{"width":4,"k":3}'];
    const players = ['--a', 'mcts', '--b', 'random', '--games', '4', '--iterations', '50', '--seed', '3'];
    const coordinator = run([
      'study',
      ...args,
      ...players,
      '--queue',
      redis.url,
      '--id',
      'mnk',
      '--out',
      out,
    ]);
    const { code } = await coordinator;
    expect(code).toBe(0);
    const local = await runStudy(
      defineStudy({
        id: 'mnk',
        module: '@quadrille/examples',
        game: 'mnk',
        options: { width: 4, k: 3 },
        players: ['mcts', 'random'],
        budget: { iterations: 50 },
        games: 4,
        seed: 3,
      }),
      { workers: 1 },
    );
    expect(lines(out).sort((a, b) => a.index - b.index)).toEqual(local.records);
  });

  it('refuses a job that names a module the workers do not load', async () => {
    const spec = defineStudy({
      id: 'elsewhere',
      module: 'file:///nowhere/game.js',
      game: 'mnk',
      options: {},
      players: ['random', 'random'],
      budget: { iterations: 1 },
      games: 1,
    });
    const result = await runQueuedStudy(spec, { url: redis.url, attempts: 1, pollMs: 100 });
    expect(result.failures.map((f) => f.error)).toEqual([
      'this worker does not load games from file:///nowhere/game.js',
    ]);
  });

  it('never prints the Redis password', () => {
    const all = [...outputs, ...workers.flatMap((w) => [w.out, w.err])].join('\n');
    expect(all).toContain('redis://***@127.0.0.1');
    expect(all).not.toContain(redis.password);
  });
});
