import { describe, expect, it } from 'vitest';
import { run } from './harness.js';

const OWN = ['--module', new URL('./fixtures/own-game.ts', import.meta.url).pathname];

describe('quadrille fuzz', { timeout: 120_000 }, () => {
  it('property-tests a catalogue game and finds nothing', async () => {
    const { code, out } = await run(['fuzz', 'talpa', '--variant', 'beginner', '--runs', '2', '--seed', '7']);
    expect(code).toBe(0);
    expect(out).toMatch(/^fuzz talpa: seed 7, 2 games of the options given\n/);
    expect(out).toMatch(/^checkGame \{"variant":"beginner"\}: 2 games, \d+ positions: ok$/m);
    expect(out).toMatch(/^checkDescription: 2 games, \d+ positions: ok$/m);
    expect(out).toMatch(/^checkKnowledge \{"variant":"beginner"\}: \d+ positions: ok$/m);
    expect(out).toMatch(/fuzz talpa: nothing found\n$/);
  });

  it("runs on a user's own module, every preset", async () => {
    const { code, out } = await run(['fuzz', 'four', ...OWN, '--runs', '3', '--seed', '1']);
    expect(code).toBe(0);
    expect(out).toContain('fuzz four: seed 1, 3 games of each preset');
    expect(out).toContain('checkGame {"width":4,"k":3}: 3 games');
  });

  it('exits 1 with the counterexample and the command that replays it', async () => {
    const { code, err } = await run(['fuzz', 'loose', ...OWN, '--runs', '2', '--seed', '3']);
    expect(code).toBe(1);
    expect(err).toContain('description check "options-schema" violated: create accepts');
    expect(err).toMatch(/replay it with: quadrille fuzz loose --module \S+own-game\.ts --runs 2 --seed 3\n$/);
  });

  it('refuses a bad run count as a usage error', async () => {
    const { code, err } = await run(['fuzz', 'talpa', '--runs', '0']);
    expect(code).toBe(2);
    expect(err).toMatch(/--runs/);
  });
});
