import { readFileSync } from 'node:fs';
import { mctsPlayer, moveTime, timeForMove } from '@quadrille/ai';
import { type BlokusMove, blokus, blokusKnowledge, parseColour, parseMove, render } from '@quadrille/blokus';
import { describe, expect, it } from 'vitest';
import { aiSettings, GtpEngine, gtpRespond, VERSION } from '../src/index.js';
import { parseGtpTranscript } from './gtp-transcript.js';
import { run } from './harness.js';

/** A GTP transcript's responses, read strictly, each as `=[id] text` (without its empty line). */
function responses(out: string): string[] {
  return parseGtpTranscript(out).map((a) => `${a.status}${a.id} ${a.text}`);
}

describe('quadrille gtp blokus', { timeout: 30_000 }, () => {
  it('answers the standard commands in Pentobi dialect', async () => {
    const { code, out } = await run(
      ['gtp', 'blokus'],
      [
        '1 name',
        'version',
        'protocol_version',
        '# a comment line gets no answer',
        '',
        'known_command reg_genmove',
        'known_command frobnicate',
        'frobnicate',
        'set_game Blokus Trigon',
        '7 set_game Blokus Duo',
        'play b e8,d9,e9,f9,e10',
        'play b e8,d9,e9,f9,e10',
        'play x a1',
        'undo',
        'undo',
        'quit',
        'name',
      ],
    );
    expect(code).toBe(0);
    expect(responses(out)).toEqual([
      '=1 Quadrille',
      `= ${VERSION}`,
      '= 2',
      '= true',
      '= false',
      '? unknown command',
      "? unsupported game variant 'Blokus Trigon'",
      '=7 ',
      '= ',
      '? e8,d9,e9,f9,e10 uses piece X, already placed for purple',
      '? "x" is not a colour of this game',
      '= ',
      '? no move to undo',
      '= ',
    ]);
  });

  it('lists the commands it knows', async () => {
    const { out } = await run(['gtp', 'blokus'], ['list_commands']);
    const listed = out.slice(2).trim().split('\n');
    for (const c of [
      'all_legal',
      'clear_board',
      'final_score',
      'genmove',
      'play',
      'reg_genmove',
      'set_game',
      'showboard',
      'undo',
    ]) {
      expect(listed).toContain(c);
    }
  });

  it('plays a whole Duo game that the Blokus engine accepts move by move', async () => {
    // Alternate genmove b / genmove w until both pass; mirror every answer in the engine.
    const script = ['set_game Blokus Duo', 'all_legal b'];
    for (let i = 0; i < 60; i++) script.push(i % 2 === 0 ? 'genmove b' : 'genmove w');
    script.push('showboard', 'final_score', 'quit');
    const { code, out } = await run(['gtp', 'blokus', '--iterations', '20'], script);
    expect(code).toBe(0);
    const answers = responses(out);
    const mirror = blokus.create({ variant: 'duo' });
    expect(answers[1]!.slice(2).split('\n')).toEqual(
      mirror.legalMoves().map((m) => blokus.formatMove(mirror, m)),
    );
    let passes = 0;
    for (let i = 0; i < 60; i++) {
      const answer = answers[2 + i]!;
      expect(answer.startsWith('= ')).toBe(true);
      const text = answer.slice(2);
      const colour = parseColour(mirror.rules, i % 2 === 0 ? 'b' : 'w');
      if (text === 'pass') {
        expect(mirror.legalMovesOf(colour)).toEqual([]);
        passes++;
        continue;
      }
      mirror.playFor(colour, parseMove(mirror, text, colour) as BlokusMove);
    }
    expect(passes).toBeGreaterThan(0);
    expect(mirror.isOver()).toBe(true);
    expect(answers[62]).toBe(`= \n${render(mirror)}`);
    const [purple, orange] = mirror.seatScores() as [number, number];
    const expected =
      purple === orange ? '0' : purple > orange ? `B+${purple - orange}` : `W+${orange - purple}`;
    expect(answers[63]).toBe(`= ${expected}`);
  });

  it('generates a move for a colour out of turn, and reg_genmove does not play it', async () => {
    const { out } = await run(
      ['gtp', 'blokus', '--iterations', '10'],
      [
        'set_game Blokus Duo',
        'play b e8,d9,e9,f9,e10',
        'reg_genmove b',
        'all_legal b',
        'genmove b',
        'all_legal w',
      ],
    );
    const answers = responses(out);
    const pos = blokus.create({ variant: 'duo' });
    pos.play(blokus.parseMove(pos, 'e8,d9,e9,f9,e10'));
    const purpleMoves = pos.legalMovesOf(0).map((m) => blokus.formatMove(pos, m));
    expect(purpleMoves).toContain(answers[2]!.slice(2));
    expect(answers[3]!.slice(2).split('\n')).toEqual(purpleMoves);
    const played = answers[4]!.slice(2);
    expect(purpleMoves).toContain(played);
    pos.playFor(0, parseMove(pos, played, 0));
    expect(answers[5]!.slice(2).split('\n')).toEqual(
      pos.legalMovesOf(1).map((m) => blokus.formatMove(pos, m)),
    );
  });

  it('keeps one player for a game, so its search tree carries over from one genmove to the next', async () => {
    const script = ['set_game Blokus Duo', 'genmove b', 'genmove w', 'genmove b'];
    const { out } = await run(['gtp', 'blokus', '--iterations', '40', '--seed', '3'], script);
    const answers = responses(out)
      .slice(1)
      .map((r) => r.slice(2));
    /** The moves of `players(i)` asked the positions of this game in turn. */
    const movesOf = async (playerFor: (i: number) => ReturnType<typeof mctsPlayer>) => {
      const pos = blokus.create({ variant: 'duo' });
      const moves: string[] = [];
      for (let i = 0; i < 3; i++) {
        const { move } = await playerFor(i).chooseMove(pos.clone());
        moves.push(blokus.formatMove(pos, move));
        pos.play(move);
      }
      return moves;
    };
    const options = { iterations: 40, knowledge: blokusKnowledge };
    const one = mctsPlayer({ seed: 3, ...options });
    expect(answers).toEqual(await movesOf(() => one));
    // What a new player for every move (seeds 3, 4, 5) answers is another game: the check above
    // tells the two apart (not under every seed: with seeds 1 and 7 both give the same three moves).
    expect(answers).not.toEqual(await movesOf((i) => mctsPlayer({ seed: 3 + i, ...options })));
  });

  it('replays the session of docs/cli.md', async () => {
    const { out } = await run(
      ['gtp', 'blokus', '--iterations', '300'],
      ['set_game Blokus Duo', 'play b e8,d9,e9,f9,e10', 'genmove w', 'quit'],
    );
    // The answer to `genmove w` as docs/cli.md shows it, so the page and the engine cannot drift.
    const docs = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8');
    const shown = /genmove w\n(= [a-z0-9,]+)\n/.exec(docs)?.[1];
    expect(out).toBe(`= \n\n= \n\n${shown}\n\n= \n\n`);
  });

  it('starts in classic, like pentobi-gtp', async () => {
    const { out } = await run(['gtp', 'blokus'], ['all_legal 1']);
    expect(out.slice(2).trim().split('\n')).toHaveLength(58);
  });

  it('is only for blokus', async () => {
    const { code, err } = await run(['gtp', 'talpa']);
    expect(code).toBe(2);
    expect(err).toContain('GTP is available for blokus only');
  });
});

describe('the GTP engine on a clock', () => {
  /** An engine at the start of Duo, with these command-line flags, and a way to send it commands. */
  const engineWith = async (flags: { time?: string; iterations?: string; clock?: string }) => {
    const engine = new GtpEngine(blokus.create({ variant: 'duo' }), aiSettings(flags, 1), VERSION);
    const send = async (line: string) => (await gtpRespond(engine, line))!.trim();
    return { engine, send };
  };
  /** The time the schedule gives Duo's first move with `remainingMs` left. */
  const firstMove = (remainingMs: number) =>
    moveTime(blokus.create({ variant: 'duo' }), { remainingMs }, blokusKnowledge);

  it('plays --time per move until the controller sends time_settings, then its clock', async () => {
    const { engine, send } = await engineWith({ time: '1' });
    expect(engine.plannedBudget()).toEqual({ timeMs: 1000 });
    expect(engine.clock).toBeUndefined();
    expect(await send('time_settings 60 0 0')).toBe('=');
    expect(engine.clock).toEqual({ totalMs: 60_000, incrementMs: 0, byoMs: 0, stones: 0 });
    expect(engine.plannedBudget()).toEqual({ timeMs: firstMove(60_000) });
    // Blokus front-loads: the first move gets about a sixth of the clock.
    expect(firstMove(60_000)).toBeGreaterThan(8000);
  });

  it('takes time_left for the colour named, in main time and in byo-yomi', async () => {
    const { engine, send } = await engineWith({ iterations: '50' });
    expect(await send('time_settings 300 30 5')).toBe('=');
    expect(await send('time_left b 10 0')).toBe('=');
    expect(engine.plannedBudget(0)).toEqual({ iterations: 50, timeMs: firstMove(10_000) });
    // White's clock is untouched: the whole main time.
    expect(engine.plannedBudget(1).timeMs).toBeGreaterThan(firstMove(10_000));
    // In byo-yomi the time left must last the stones left: an even share each.
    expect(await send('time_left b 20 4')).toBe('=');
    expect(engine.plannedBudget(0)).toEqual({
      iterations: 50,
      timeMs: timeForMove({ remainingMs: 20_000, share: 1 / 4 }),
    });
    expect(await send('time_left b x 0')).toBe('? time_left takes a colour, seconds and stones');
    expect(await send('time_settings 60')).toBe(
      '? time_settings takes main time, byo-yomi time and byo-yomi stones',
    );
  });

  it('starts in byo-yomi without main time, and a period played out starts the next', async () => {
    const { engine, send } = await engineWith({ iterations: '20' });
    expect(await send('time_settings 0 10 1')).toBe('=');
    const period = { iterations: 20, timeMs: timeForMove({ remainingMs: 10_000, share: 1 }) };
    expect(engine.plannedBudget(0)).toEqual(period);
    expect(await send('genmove b')).toMatch(/^= [a-n0-9,]+$/);
    expect(engine.plannedBudget(0)).toEqual(period);
    // No byo-yomi time: sudden death, whatever the stones say.
    expect(await send('time_settings 60 0 5')).toBe('=');
    expect(engine.clock).toEqual({ totalMs: 60_000, incrementMs: 0, byoMs: 0, stones: 0 });
  });

  it('refuses time arguments that are not plain decimal seconds up to a day, changing nothing', async () => {
    const { engine, send } = await engineWith({ iterations: '20' });
    expect(await send('time_settings 60 0 0')).toBe('=');
    const before = engine.plannedBudget(0);
    for (const line of ['time_settings 1e306 0 0', 'time_settings 86401 0 0', 'time_settings 60 -1 0']) {
      expect(await send(line)).toBe('? time_settings takes main time, byo-yomi time and byo-yomi stones');
    }
    for (const line of [
      'time_left b 1e306 0',
      'time_left b 0x10 0',
      'time_left b 10 1.5',
      'time_left b Infinity 0',
    ]) {
      expect(await send(line)).toBe('? time_left takes a colour, seconds and stones');
    }
    expect(engine.clock).toEqual({ totalMs: 60_000, incrementMs: 0, byoMs: 0, stones: 0 });
    expect(engine.plannedBudget(0)).toEqual(before);
  });

  it('plays its own --clock when the controller sends no time settings, afresh after clear_board', async () => {
    const { engine, send } = await engineWith({ clock: '30+1', iterations: '20' });
    expect(engine.clock).toEqual({ totalMs: 30_000, incrementMs: 1000, byoMs: 0, stones: 0 });
    const planned = engine.plannedBudget();
    expect(planned).toEqual({
      iterations: 20,
      timeMs: moveTime(
        blokus.create({ variant: 'duo' }),
        { remainingMs: 30_000, incrementMs: 1000 },
        blokusKnowledge,
      ),
    });
    expect(await send('time_left b 3 0')).toBe('=');
    expect(engine.plannedBudget().timeMs).toBeLessThan(planned.timeMs!);
    const move = await send('genmove b');
    expect(move).toMatch(/^= [a-n0-9,]+$/);
    expect(await send('clear_board')).toBe('=');
    expect(engine.plannedBudget()).toEqual(planned);
  });

  it("keeps each colour's time on core's clock: main time spent, byo-yomi begins", async () => {
    const { engine, send } = await engineWith({ iterations: '20' });
    expect(await send('time_settings 0.001 10 2')).toBe('=');
    expect(engine.clock).toEqual({ totalMs: 1, incrementMs: 0, byoMs: 10_000, stones: 2 });
    expect(await send('genmove b')).toMatch(/^= [a-n0-9,]+$/);
    // The move spent the millisecond of main time: a period of 2 moves in 10 s, less the overrun.
    const period = engine.plannedBudget(0).timeMs!;
    expect(period).toBeLessThanOrEqual(timeForMove({ remainingMs: 10_000, share: 1 / 2 }));
    expect(period).toBeGreaterThan(timeForMove({ remainingMs: 5000, share: 1 / 2 }));
    // A period holds 2 moves; a time past a day, or a period of more than 1000 moves, is refused.
    for (const line of ['time_left b 5 3', 'time_left b 86401 0', 'time_left b -86401 0']) {
      expect(await send(line)).toBe('? time_left takes a colour, seconds and stones');
    }
    expect(await send('time_settings 60 10 1001')).toBe(
      '? time_settings takes main time, byo-yomi time and byo-yomi stones',
    );
    // No time at all is the least clock there is: each move at the minimum.
    expect(await send('time_settings 0 0 0')).toBe('=');
    expect(engine.plannedBudget(0)).toEqual({ iterations: 20, timeMs: 1 });
  });

  it('drops the clock when the controller says there are no time limits', async () => {
    const { engine, send } = await engineWith({ clock: '30', iterations: '20' });
    expect(await send('time_settings 0 1 0')).toBe('=');
    expect(engine.clock).toBeUndefined();
    expect(engine.plannedBudget()).toEqual({ iterations: 20 });
    expect(await send('list_commands')).toContain('time_left');
  });
});
