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
import { describeBudget } from '@quadrille/ai';
import { type AnyGameDescription, isQuadrilleError } from '@quadrille/core';
import { CATALOGUE_MODULE } from '@quadrille/play';
import {
  defineStudy,
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
import { AI_FLAGS, aiSettings, GAME_FLAGS, numberFlag, parseFlags } from '../flags.js';
import { type GameList, loadModules, lookupGame, openGame, withModules } from '../games.js';
import type { Io } from '../io.js';
import { checkOutputPath } from '../output-path.js';
import { describePlayers, makePlayer, readPlayer } from '../players.js';
import { ownRecords } from '../records.js';
import { UsageError } from '../usage-error.js';

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
export async function study(args: readonly string[], io: Io, catalogue: GameList): Promise<number> {
  const { values, positionals } = parseFlags(args, FLAGS);
  checkOutputPath('out', values.out);
  checkOutputPath('sgf', values.sgf);
  if (values.queue !== undefined && values.workers !== undefined) {
    throw new UsageError(
      "--workers is for a study on this machine; with --queue, run 'quadrille worker' instead",
    );
  }
  const queue =
    values.queue === undefined ? undefined : checked(() => parseRedisUrl(values.queue!, '--queue'));
  const out = values.out === undefined ? undefined : new ResultsFile(values.out, values.resume !== undefined);
  let result: StudyResult;
  let spec: StudySpec;
  if (values.resume !== undefined) {
    if (queue === undefined) throw new UsageError('--resume needs the --queue the study runs on');
    if (positionals.length > 0) throw new UsageError('--resume takes the study from the queue: give no game');
    ({ result, spec } = await onQueue(values.resume, values.queue!, io, out));
  } else {
    spec = await newSpec(values, positionals[0], catalogue);
    const players = [readPlayer(spec.players[0]), readPlayer(spec.players[1])] as const;
    io.stdout.write(
      `${spec.game} ${JSON.stringify(spec.options)}: ${describePlayers(players)}, ${spec.games} games, ${describeBudget(spec.budget)}, seed ${spec.seed}, study ${spec.id}\n`,
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
  if (values.sgf !== undefined) await writeRecords(values.sgf, spec, result.records, catalogue, io);
  for (const f of result.failures) io.stderr.write(`quadrille: game ${f.index} failed: ${f.error}\n`);
  return result.failures.length === 0 ? 0 : 1;
}

async function newSpec(values: Values, name: string | undefined, catalogue: GameList): Promise<StudySpec> {
  const { game, module, options } = await openGame(catalogue, name, values);
  if (values.a === undefined || values.b === undefined)
    throw new UsageError('name both players: --a P --b P');
  const players = [values.a, values.b] as const;
  const ai = aiSettings(values, 1);
  // The threads make the players; making them here rejects a bad name before any game starts.
  for (const p of players) makePlayer(readPlayer(p), { game, budget: ai.budget, seed: ai.seed });
  if (values.games === undefined) throw new UsageError('how many games? --games N');
  const games = numberFlag('games', values.games, 0, { min: 1, max: 10_000_000, integer: true });
  return checked(() =>
    defineStudy({
      ...(values.id === undefined ? {} : { id: values.id }),
      module,
      game: game.id,
      options,
      players,
      budget: ai.budget,
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

/** `--sgf`: the games in their own record format, when the game has one that holds them. */
async function writeRecords(
  path: string,
  spec: StudySpec,
  records: readonly GameRecord[],
  catalogue: GameList,
  io: Io,
): Promise<void> {
  const modules = spec.module === CATALOGUE_MODULE ? [] : await loadModules([spec.module]);
  const game = lookupGame(withModules(catalogue, modules), spec.game);
  const text = ownRecords(
    game,
    records.map((r) => ({ position: replay(game, spec.options, r), players: r.players })),
  );
  if (text === undefined) {
    io.stderr.write(
      `quadrille: --sgf: ${spec.game} ${JSON.stringify(spec.options)} has no record format of its own; see --out\n`,
    );
    return;
  }
  writeFileSync(path, text);
  io.stdout.write(`wrote ${records.length} games to ${path}\n`);
}

function replay(game: AnyGameDescription, options: object, record: GameRecord) {
  const position = game.create(options);
  for (const text of record.moves) position.play(game.parseMove(position, text));
  return position;
}

/** Bad flag values found by the study package are usage errors. */
function checked<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw isQuadrilleError(e) ? new UsageError(e.message) : e;
  }
}
