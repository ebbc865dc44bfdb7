// A command that runs no study does not load @quadrille/study: the CLI runs in a process whose
// module loader refuses study's modules (test/fixtures/forbid-study.mjs), and `play` and
// `match` work there, while `study` — the control — is refused.
import { describe, expect, it } from 'vitest';
import { spawnCli } from './harness.js';

const FORBID_STUDY = ['packages/cli/test/fixtures/forbid-study.mjs'];

describe('commands that run no study', () => {
  it('play and match run without loading @quadrille/study', () => {
    const match = spawnCli(
      ['match', 'talpa', '--variant', 'beginner', '--a', 'mcts:1', '--b', 'random', '--games', '2'],
      '',
      FORBID_STUDY,
    );
    expect(match.err).not.toContain('@quadrille/study was loaded');
    expect(match.code).toBe(0);
    expect(match.out).toMatch(/A mcts:1 \(8 simulations per move\) vs B random/);
    const play = spawnCli(
      ['play', 'talpa', '--variant', 'beginner', '--ai', 'random'],
      'quit\n',
      FORBID_STUDY,
    );
    expect(play.err).not.toContain('@quadrille/study was loaded');
    expect(play.code).toBe(0);
    const help = spawnCli(['help'], '', FORBID_STUDY);
    expect(help.code).toBe(0);
    expect(help.out).toContain('quadrille study <game>');
  });

  it('study loads it: the hook does catch what it looks for', () => {
    const study = spawnCli(
      ['study', 'talpa', '--a', 'random', '--b', 'random', '--games', '1', '--workers', '1'],
      '',
      FORBID_STUDY,
    );
    expect(study.code).not.toBe(0);
    expect(study.err).toContain('@quadrille/study was loaded');
  });
});
