/**
 * `quadrille study <game>`: many seeded games between two players, on every core of this
 * machine (`--workers N`) or on any number of machines through a BullMQ queue on Redis
 * (`--queue redis://…`, with `quadrille worker` on each machine), and what they found: each
 * side's score and win rate, the first seat's advantage, the draw rate (95% intervals) and the
 * game lengths. `--out` writes one JSON line per game, `--sgf` the Blokus games as Pentobi SGF.
 *
 * @module
 */

import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isQuadrilleError } from '@quadrille/core';
import {
  CLI_CATALOGUE,
  defineStudy,
  describeBudget,
  type FailedGame,
  formatStudySummary,
  type GameRecord,
  parseRedisUrl,
  progressBar,
  readGameRecord,
  recordLine,
  runQueuedStudy,
  runStudy,
  type StudyResult,
  type StudySpec,
  summariseStudy,
} from '@quadrille/study';
import { AI_FLAGS, aiSettings, GAME_FLAGS, numberFlag, oneBudget, parseFlags } from '../flags.js';
import type { Io } from '../io.js';
import { describePlayers, makePlayer } from '../players.js';
import type { GameSupport, RecordedGame, Registry } from '../registry.js';
import { lookupGame } from '../registry.js';
import { openGame } from '../setup.js';
import { UsageError } from '../usage-error.js';

/** Usage of `quadrille study`. */
export const STUDY_USAGE = `quadrille study <game> --a P --b P --games N [--time S | --iterations N] [--seed S] [--variant V] [--options JSON] [--out FILE] [--sgf FILE] [--workers N | --queue redis://host:port/db] [--id ID]
quadrille study --resume ID --queue redis://host:port/db [--out FILE] [--sgf FILE]
  Many seeded games, seats alternating, on every core (--workers, default: all) or on the machines
  running 'quadrille worker' (--queue). Prints each side's score and win rate, the first seat's
  advantage and the draw rate with 95% intervals, and the game lengths. --out: one JSON line per
  game; --sgf: Blokus games as Pentobi SGF.`;

const FLAGS = {
  ...GAME_FLAGS,
  ...AI_FLAGS,
  a: { type: 'string' },
  b: { type: 'string' },
  games: { type: 'string' },
  out: { type: 'string' },
  sgf: { type: 'string' },
  workers: { type: 'string' },
  queue: { type: 'string' },
  resume: { type: 'string' },
  id: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseFlags<typeof FLAGS>>['values'];

/** Runs `quadrille study`; resolves to the exit code (1 if a game failed). */
export async function study(args: readonly string[], io: Io, registry: Registry): Promise<number> {
  const { values, positionals } = parseFlags(args, FLAGS);
  if (values.queue !== undefined && values.workers !== undefined) {
    throw new UsageError(
      "--workers is for a study on this machine; with --queue, run 'quadrille worker' instead",
    );
  }
  const queue = values.queue === undefined ? undefined : checked(() => parseRedisUrl(values.queue!));
  const out = values.out === undefined ? undefined : new ResultsFile(values.out, values.resume !== undefined);
  let result: StudyResult;
  let spec: StudySpec;
  if (values.resume !== undefined) {
    if (queue === undefined) throw new UsageError('--resume needs the --queue the study runs on');
    if (positionals.length > 0) throw new UsageError('--resume takes the study from the queue: give no game');
    ({ result, spec } = await onQueue(values.resume, values.queue!, io, out));
  } else {
    spec = await newSpec(values, positionals[0], registry);
    io.stdout.write(
      `${spec.game} ${JSON.stringify(spec.options)}: ${describePlayers(spec.players)}, ${spec.games} games, ${describeBudget(spec.budget)}, seed ${spec.seed}, study ${spec.id}\n`,
    );
    if (queue === undefined) {
      const workers = numberFlag('workers', values.workers, availableParallelism(), {
        min: 1,
        max: 1024,
        integer: true,
      });
      result = await locally(spec, workers, io, out);
    } else {
      io.stderr.write(`study ${spec.id} on ${queue.display}; resume with --resume ${spec.id}\n`);
      ({ result } = await onQueue(spec, values.queue!, io, out));
    }
  }
  io.stdout.write(formatStudySummary(summariseStudy(result.records, spec.players)));
  if (values.out !== undefined) io.stdout.write(`wrote ${result.records.length} games to ${values.out}\n`);
  if (values.sgf !== undefined) await writeSgf(values.sgf, spec, result.records, registry, io);
  for (const f of result.failures) io.stderr.write(`quadrille: game ${f.index} failed: ${f.error}\n`);
  return result.failures.length === 0 ? 0 : 1;
}

async function newSpec(values: Values, game: string | undefined, registry: Registry): Promise<StudySpec> {
  const { entry, support, options } = await openGame(registry, game, values);
  if (values.a === undefined || values.b === undefined)
    throw new UsageError('name both players: --a P --b P');
  const players = [values.a, values.b] as const;
  const ai = aiSettings(values, 1);
  // A study's budget is one limit (its records say which); play and match take both.
  if (values.time !== undefined && values.iterations !== undefined)
    throw new UsageError('a study takes --time or --iterations, not both');
  // The threads make the players; making them here rejects a bad name before any game starts.
  for (const p of players) makePlayer(p, support, ai, ai.seed);
  if (values.games === undefined) throw new UsageError('how many games? --games N');
  const games = numberFlag('games', values.games, 0, { min: 1, max: 10_000_000, integer: true });
  return checked(() =>
    defineStudy({
      ...(values.id === undefined ? {} : { id: values.id }),
      catalogue: CLI_CATALOGUE,
      game: entry.name,
      options,
      players,
      budget: oneBudget(ai),
      games,
      seed: ai.seed,
    }),
  );
}

async function locally(
  spec: StudySpec,
  workers: number,
  io: Io,
  out: ResultsFile | undefined,
): Promise<StudyResult> {
  const bar = progressBar(io.stderr, spec.games);
  let done = 0;
  const result = await runStudy(spec, {
    workers,
    onRecord: (record) => {
      out?.add(record);
      bar.update(++done);
    },
    onFailure: () => bar.update(++done),
  });
  bar.finish();
  return result;
}

async function onQueue(
  study: StudySpec | string,
  url: string,
  io: Io,
  out: ResultsFile | undefined,
): Promise<{ result: StudyResult; spec: StudySpec }> {
  let spec = typeof study === 'string' ? undefined : study;
  let bar = progressBar(io.stderr, 0);
  let done = 0;
  const count = () => bar.update(++done);
  const result = await runQueuedStudy(study, {
    url,
    onStart: (s, already) => {
      spec = s;
      done = already;
      bar = progressBar(io.stderr, s.games, already);
      if (typeof study === 'string') io.stderr.write(`study ${s.id}: ${already} of ${s.games} games done\n`);
    },
    onRecord: (record) => {
      out?.add(record);
      count();
    },
    onFailure: (_f: FailedGame) => count(),
    onNotice: (message) => io.stderr.write(`quadrille: ${message}\n`),
  });
  bar.finish();
  return { result, spec: spec! };
}

/**
 * The `--out` file: one JSON line per game, appended as games end, each index once — a resumed
 * study adds only the games the file does not hold yet.
 */
class ResultsFile {
  private readonly written = new Set<string>();

  constructor(
    private readonly path: string,
    resuming: boolean,
  ) {
    if (!resuming || !existsSync(path)) {
      writeFileSync(path, '');
      return;
    }
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      const r = checked(() => readGameRecord(line));
      this.written.add(`${r.study}#${r.index}`);
    }
  }

  add(record: GameRecord): void {
    const key = `${record.study}#${record.index}`;
    if (this.written.has(key)) return;
    this.written.add(key);
    appendFileSync(this.path, recordLine(record));
  }
}

async function writeSgf(
  path: string,
  spec: StudySpec,
  records: readonly GameRecord[],
  registry: Registry,
  io: Io,
): Promise<void> {
  const support = await lookupGame(registry, spec.game).load();
  const text = support.writeRecords?.(records.map((r) => replay(support, spec.options, r)));
  if (text === undefined) {
    io.stderr.write(
      `quadrille: --sgf: ${spec.game} ${JSON.stringify(spec.options)} has no SGF form; see --out\n`,
    );
    return;
  }
  writeFileSync(path, text);
  io.stdout.write(`wrote ${records.length} games to ${path}\n`);
}

function replay(support: GameSupport, options: object, record: GameRecord): RecordedGame {
  const position = support.game.create(options);
  for (const text of record.moves) position.play(support.game.parseMove(position, text));
  return { options, position, players: record.players };
}

/** Bad flag values found by the study package are usage errors. */
function checked<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw isQuadrilleError(e) ? new UsageError(e.message) : e;
  }
}
