import { describe, expect, it } from 'vitest';
import { games, lookupGame, resolveOptions, UsageError, VERSION } from '../src/index.js';
import { run, spawnCli } from './harness.js';

describe('quadrille (in-process)', { timeout: 30_000 }, () => {
  it('prints usage for help, and exits 2 without a command', async () => {
    const help = await run(['help']);
    expect(help.code).toBe(0);
    for (const c of ['play', 'match', 'perft', 'bench', 'gtp', 'demo'])
      expect(help.out).toContain(`quadrille ${c}`);
    for (const g of ['blokus', 'linkage', 'linage', 'talpa']) expect(help.out).toContain(`  ${g} `);
    expect((await run([])).code).toBe(2);
  });

  it('prints its version', async () => {
    expect(await run(['--version'])).toEqual({ code: 0, out: `quadrille ${VERSION}\n`, err: '' });
  });

  it('reports an unknown command as a usage error', async () => {
    const { code, err } = await run(['fly']);
    expect(code).toBe(2);
    expect(err).toBe("quadrille: unknown command 'fly' (see 'quadrille help')\n");
  });

  it('demo plays the chosen games to the end, with a legend and the outcome once each', async () => {
    const { code, out } = await run(['demo', 'talpa', 'linage']);
    expect(code).toBe(0);
    expect(out).toContain('== talpa (beginner)');
    expect(out).toContain('== linage (small)');
    // Each game's symbols are explained once, under its board.
    expect(out.match(/x Red \(edges: top and bottom rows\), o Blue/g)).toHaveLength(1);
    expect(out.match(/# a stone \(neutral\), \. a free point, v \/ h/g)).toHaveLength(1);
    // One outcome line per game, in one wording; the games' own status lines are not repeated.
    expect(out.match(/^Game over: (Red|Blue) wins \(Red -?1, Blue -?1\) after \d+ moves$/gm)).toHaveLength(1);
    expect(out.match(/^Game over: (Vertical|Horizontal) wins/gm)).toHaveLength(1);
    expect(out).not.toMatch(/^(Red|Blue) wins$|seat \d wins/m);
    expect(out).toMatch(
      /== Summary\ngame +variant +moves +seconds\ntalpa +beginner +\d+ +[\d.]+\nlinage +small +\d+ +[\d.]+\n$/,
    );
  });

  it('has a legend for every game', async () => {
    for (const entry of games.values()) {
      const support = await entry.load();
      const legend = support.legend?.(support.game.create(entry.variants[entry.demo.variant]!)) ?? '';
      expect(legend.split('\n').length, entry.name).toBeGreaterThanOrEqual(1);
      expect(legend, entry.name).toMatch(/\. empty|\. a free point/);
    }
  });
});

describe('on a terminal', { timeout: 30_000 }, () => {
  it('demo redraws the coloured board after every move', async () => {
    const { code, out } = await run(['demo', 'talpa', '--delay', '0'], [], { tty: true });
    expect(code).toBe(0);
    const frames = out.split('\u001b[2J\u001b[H').slice(1);
    const plies = Number(/after (\d+) moves/.exec(out)![1]);
    expect(frames).toHaveLength(plies);
    expect(frames[0]).toMatch(/^== talpa \(beginner\).*\nmove 1: [a-f]\dx[a-f]\d\n/);
    expect(out).toContain('\u001b[1;31mx\u001b[0m');
  });

  it('play colours the Blokus board', async () => {
    const { out } = await run(['play', 'blokus', '--variant', 'duo'], ['e8,d9,e9,f9,e10', 'quit'], {
      tty: true,
    });
    expect(out).toContain('\u001b[1;35mP\u001b[0m');
  });
});

describe('the game registry', () => {
  it('names every game and its variants', () => {
    expect([...games.keys()]).toEqual(['blokus', 'linkage', 'linage', 'talpa']);
    expect(Object.keys(lookupGame(games, 'Blokus').variants)).toEqual([
      'classic',
      'classic2',
      'classic3',
      'duo',
    ]);
  });

  it('merges --options over the variant preset', () => {
    const entry = lookupGame(games, 'blokus');
    expect(resolveOptions(entry, 'duo', '{"scoring":"basic"}')).toEqual({ variant: 'duo', scoring: 'basic' });
    expect(resolveOptions(entry, undefined, undefined)).toEqual({ variant: 'classic' });
    expect(() => resolveOptions(entry, undefined, '[1]')).toThrow(UsageError);
  });

  it('creates every variant of every game', async () => {
    for (const entry of games.values()) {
      const support = await entry.load();
      for (const [name, options] of Object.entries(entry.variants)) {
        const pos = support.game.create(options);
        expect(pos.legalMoves().length, `${entry.name} ${name}`).toBeGreaterThan(0);
        expect(support.render(pos).length).toBeGreaterThan(0);
        expect(support.seatName(pos, 0)).not.toBe('');
      }
      expect(Object.keys(entry.variants)).toContain(entry.demo.variant);
    }
  });
});

describe('quadrille (spawned from source, as `npx tsx --conditions=@quadrille/source`)', {
  timeout: 30_000,
}, () => {
  it('plays from piped stdin and exits when input ends', () => {
    const { code, out } = spawnCli(['play', 'linkage', '--ai', 'random'], 'Wa1-b1\nnonsense\n');
    expect(code).toBe(0);
    expect(out).toContain('More> Wa1-b1');
    expect(out).toMatch(/Fewer plays \S+/);
    expect(out).toContain('End of input: bye.');
  });

  it('speaks GTP on stdin/stdout', () => {
    const { code, out } = spawnCli(
      ['gtp', 'blokus'],
      'name\nset_game Blokus Duo\nplay b e8,d9,e9,f9,e10\nquit\n',
    );
    expect(code).toBe(0);
    expect(out).toBe('= Quadrille\n\n=\n\n=\n\n=\n\n');
  });

  it('reports a usage error with exit code 2', () => {
    const { code, err } = spawnCli(['perft', 'go']);
    expect(code).toBe(2);
    expect(err).toContain("unknown game 'go'");
  });
});
