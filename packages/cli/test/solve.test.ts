// `quadrille solve`: the outcome proved and checked, --json's last line, checkpoints, usage errors.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileTempDir } from '../../../test-support/temp-dir.js';
import { run } from './harness.js';

const dir = fileTempDir('solve');

const TIC_TAC_TOE = ['solve', 'mnk', '--module', '@quadrille/examples', '--memory', '4'];

/** The JSON object on the last line of `out`. */
const lastJson = (out: string) => JSON.parse(out.trim().split('\n').at(-1)!);

describe('quadrille solve', () => {
  it('proves tic-tac-toe a draw, checks the proof and writes it', async () => {
    const proofFile = join(dir, 'proof.json');
    const { code, out } = await run([...TIC_TAC_TOE, '--json', '--proof', proofFile]);
    expect(code).toBe(0);
    const result = lastJson(out);
    expect([result.outcome, result.checked, result.line.length]).toEqual(['draw', true, 9]);
    expect(result.nodes).toBeGreaterThan(0);
    expect(typeof result.ms).toBe('number');
    expect(JSON.parse(readFileSync(proofFile, 'utf8')).outcome).toBe('draw');
    expect(result.proofBytes).toBe(readFileSync(proofFile).length);
  });

  it('proves the same with either search (--algorithm)', async () => {
    for (const algorithm of ['dfs', 'dfpn']) {
      const { code, out } = await run([...TIC_TAC_TOE, '--algorithm', algorithm, '--json']);
      expect(code, algorithm).toBe(0);
      expect(lastJson(out)).toMatchObject({ outcome: 'draw', checked: true });
    }
  });

  it('shares table entries between mirror images unless told --no-symmetry: fewer nodes, the same outcome', async () => {
    const talpa4 = ['solve', 'talpa', '--options', '{"size":4}', '--memory', '16', '--json'];
    const mirrored = lastJson((await run(talpa4)).out);
    const plain = lastJson((await run([...talpa4, '--no-symmetry'])).out);
    expect([mirrored.outcome, mirrored.checked, plain.outcome, plain.checked]).toEqual([
      'first',
      true,
      'first',
      true,
    ]);
    expect(mirrored.nodes).toBeLessThan(plain.nodes);
  });

  it('prints the outcome, a line and the proof for a person', async () => {
    const { code, out } = await run(['solve', 'talpa', '--options', '{"size":3}', '--memory', '4']);
    expect(code).toBe(0);
    expect(out).toMatch(/^outcome: (first|second|draw) /m);
    expect(out).toMatch(/^proof: \d+ positions, \d+ bytes, checked in /m);
  });

  it('stops at a node budget with a checkpoint, and resumes from it', async () => {
    const file = join(dir, 'ttt.ckpt');
    const stopped = await run([...TIC_TAC_TOE, '--nodes', '300', '--checkpoint', file, '--json']);
    expect(stopped.code).toBe(1);
    expect(lastJson(stopped.out)).toMatchObject({ outcome: null, stopped: 'nodes', checked: false });
    expect(existsSync(file)).toBe(true);
    const resumed = await run([...TIC_TAC_TOE, '--checkpoint', file, '--json']);
    expect(resumed.err).toMatch(/resuming from .* after \d+ nodes/);
    expect(lastJson(resumed.out)).toMatchObject({ outcome: 'draw', checked: true });
  });

  it('answers usage mistakes with exit code 2', async () => {
    for (const args of [
      ['solve', 'talpa', '--memory', '0'],
      ['solve', 'talpa', '--nodes', '1.5'],
      ['solve', 'talpa', '--algorithm', 'negamax'],
      ['solve', 'talpa', 'linkage'],
      ['solve', 'talpa', '--proof', join(dir, 'no-such-folder', 'proof.json')],
    ]) {
      const { code, err } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(err.split('\n').filter((l) => l !== '')).toHaveLength(1);
    }
  });
});
