import { NotationError } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { cpuSeconds, gtpRespond } from '../src/gtp/engine.js';
import { parseGtpTranscript } from './gtp-transcript.js';
import { run } from './harness.js';

describe('GTP responses, read as strictly as the protocol and Pentobi’s twogtp', () => {
  it('the strict reader refuses what twogtp refuses', () => {
    for (const bad of ['=\n\n', '?\n\n', '=1\n\n', '= a\n', '= a\r\n\r\n', 'hello\n= a\n\n', '= a\n\n\n']) {
      expect(() => parseGtpTranscript(bad), JSON.stringify(bad)).toThrow();
    }
    expect(parseGtpTranscript('= \n\n=3 a\nb\n\n? \n\n')).toEqual([
      { status: '=', id: '', text: '' },
      { status: '=', id: '3', text: 'a\nb' },
      { status: '?', id: '', text: '' },
    ]);
  });

  it('every answer of a session of twogtp’s commands, and the others, is well formed', async () => {
    const script = [
      'protocol_version',
      '2 name',
      'version',
      'list_commands',
      'known_command cputime',
      'set_game Blokus Duo',
      'clear_board',
      'cputime',
      'genmove b',
      'play w j5,i6,j6,h7,i7',
      'showboard',
      'all_legal w',
      'undo',
      '5 undo',
      'frobnicate',
      'play x a1',
      'final_score',
      'cputime',
      'quit',
    ];
    const { code, out } = await run(['gtp', 'blokus', '--iterations', '20'], script);
    expect(code).toBe(0);
    const answers = parseGtpTranscript(out);
    expect(answers.map((a) => a.status + a.id)).toEqual([
      '=',
      '=2',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=',
      '=5',
      '?',
      '?',
      '=',
      '=',
      '=',
    ]);
    expect(answers[3]!.text.split('\n')).toContain('cputime');
    expect(answers[4]!.text).toBe('true');
    // Empty results keep the space: `= ` then the empty line.
    expect(out.startsWith('= 2\n\n=2 Quadrille\n\n')).toBe(true);
    expect(out).toContain('\n\n= \n\n');
    // twogtp reads cputime's answer as a number; it only grows while the engine searches.
    const [before, after] = [answers[7]!.text, answers[17]!.text].map(Number);
    expect(answers[7]!.text).toMatch(/^\d+\.\d{3}$/);
    expect(after).toBeGreaterThanOrEqual(before!);
  });

  it('a failure with no message is `? ` then the empty line', async () => {
    const engine = {
      commands: {
        fail: () => {
          throw new NotationError('');
        },
      },
    };
    expect(await gtpRespond(engine, 'fail')).toBe('? \n\n');
    expect(await gtpRespond(engine, '4 fail')).toBe('?4 \n\n');
  });

  it('a result with empty lines inside still ends only at its own empty line', async () => {
    const engine = { commands: { two: () => 'a\n\nb\n' } };
    expect(parseGtpTranscript((await gtpRespond(engine, 'two'))!)).toEqual([
      { status: '=', id: '', text: 'a\nb' },
    ]);
  });

  it('cputime counts user and system time, in seconds', () => {
    expect(cpuSeconds({ user: 1_500_000, system: 250_000 })).toBe('1.750');
    expect(cpuSeconds({ user: 0, system: 0 })).toBe('0.000');
  });
});
