// splitCommandLine: an engine's command line split into words as a shell would, running nothing.
import { describe, expect, it } from 'vitest';
import { splitCommandLine } from '../src/index.js';

describe('splitCommandLine', () => {
  it.each([
    ['pentobi-gtp --game duo  --level 3', ['pentobi-gtp', '--game', 'duo', '--level', '3']],
    ["'/opt/my engine/gtp' -q", ['/opt/my engine/gtp', '-q']],
    ['"/opt/my engine/gtp" -q', ['/opt/my engine/gtp', '-q']],
    ['/opt/my\\ engine/gtp', ['/opt/my engine/gtp']],
    ['--book="a b"c', ['--book=a bc']],
    ['"say \\"hi\\" \\\\ \\n"', ['say "hi" \\ \\n']],
    ["'it''s'", ['its']],
    ["'' x", ['', 'x']],
    ['\tgtp\n', ['gtp']],
    ['echo $HOME `ls` ; rm -rf /', ['echo', '$HOME', '`ls`', ';', 'rm', '-rf', '/']],
  ])('splits %j like a shell, expanding nothing', (text, words) => {
    expect(splitCommandLine(text)).toEqual(words);
  });

  it.each([
    ['', /is empty/],
    ['   ', /is empty/],
    ['"unclosed', /unclosed " quote/],
    ["it's", /unclosed ' quote/],
    ['trailing\\', /lone backslash/],
  ])('refuses %j with a bad-command-line error', (text, message) => {
    expect(() => splitCommandLine(text, '--b')).toThrow(
      expect.objectContaining({ code: 'ERR_OPTIONS', reason: 'bad-command-line' }),
    );
    expect(() => splitCommandLine(text, '--b')).toThrow(message);
  });
});
