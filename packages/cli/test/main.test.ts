import { catalogue } from '@quadrille/games';
import { describe, expect, it } from 'vitest';
import { lookupGame, openGame, UsageError, VERSION } from '../src/index.js';
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
    for (const game of catalogue) {
      const { position } = await openGame(catalogue, game.id, { variant: game.demo.preset });
      const legend = game.text?.legend?.(position) ?? '';
      expect(legend.split('\n').length, game.id).toBeGreaterThanOrEqual(1);
      expect(legend, game.id).toMatch(/\. empty|\. a free point/);
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
    // Red's pieces in Red's display colour (#D55E00), bold.
    expect(out).toContain('\u001b[1;38;2;213;94;0mx\u001b[0m');
  });

  it('play colours the Blokus board', async () => {
    const { out } = await run(['play', 'blokus', '--variant', 'duo'], ['e8,d9,e9,f9,e10', 'quit'], {
      tty: true,
    });
    expect(out).toContain('\u001b[1;38;2;159;95;166mP\u001b[0m'); // purple, #9F5FA6
  });
});

describe('the games', () => {
  it('are the catalogue: every game and its presets as variants', () => {
    expect(catalogue.map((g) => g.id)).toEqual(['blokus', 'linkage', 'linage', 'talpa']);
    expect(lookupGame(catalogue, 'Blokus').presets.map((p) => p.name)).toEqual([
      'classic',
      'classic2',
      'classic3',
      'duo',
      'junior',
    ]);
    expect(() => lookupGame(catalogue, 'go')).toThrow(
      "unknown game 'go'; games: blokus, linkage, linage, talpa",
    );
  });

  it('merges --options over the variant preset', async () => {
    const duo = await openGame(catalogue, 'blokus', { variant: 'duo', options: '{"scoring":"basic"}' });
    expect(duo.options).toEqual({ variant: 'duo', scoring: 'basic' });
    expect((await openGame(catalogue, 'blokus', {})).options).toEqual({ variant: 'classic' });
    await expect(openGame(catalogue, 'blokus', { options: '[1]' })).rejects.toThrow(UsageError);
    await expect(openGame(catalogue, 'blokus', { options: '{' })).rejects.toThrow(UsageError);
    await expect(openGame(catalogue, 'blokus', { variant: 'trio' })).rejects.toThrow(
      "unknown variant 'trio' of blokus; variants: classic, classic2, classic3, duo",
    );
    await expect(openGame(catalogue, 'talpa', { options: '{"size":1}' })).rejects.toThrow(
      /invalid options for talpa/,
    );
  });

  it('creates every preset of every game, with a board and seat names', async () => {
    for (const game of catalogue) {
      for (const { name } of game.presets) {
        const { position } = await openGame(catalogue, game.id, { variant: name });
        expect(position.legalMoves().length, `${game.id} ${name}`).toBeGreaterThan(0);
        expect(game.text?.board(position).length).toBeGreaterThan(0);
        expect(game.seats(position)[0]!.name).not.toBe('');
      }
      expect(game.presets.map((p) => p.name)).toContain(game.demo.preset);
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
    expect(out).toBe('= Quadrille\n\n= \n\n= \n\n= \n\n');
  });

  it('reports a usage error with exit code 2', () => {
    const { code, err } = spawnCli(['perft', 'go']);
    expect(code).toBe(2);
    expect(err).toContain("unknown game 'go'");
  });
});
