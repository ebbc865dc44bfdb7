/**
 * {@link splitCommandLine}: an engine's command line (`gtp:"pentobi-gtp --game duo"`) split into
 * the program and its arguments the way a POSIX shell splits words — without running a shell,
 * so nothing in it is expanded or executed. The player spec reader splits `gtp:<command line>`
 * with it once; whoever starts the engine takes the words.
 *
 * @module
 */

import { OptionsError } from '@quadrille/core';

/** Why a command line cannot be split: the one reason of {@link splitCommandLine}'s errors. */
const BAD_COMMAND_LINE = 'bad-command-line';

/** Characters a backslash escapes inside double quotes (elsewhere it stays a backslash), as in sh. */
const ESCAPED_IN_DOUBLE_QUOTES = new Set(['"', '\\', '$', '`']);

/**
 * The words of `text`: separated by blanks; `'…'` keeps everything literally; `"…"` keeps
 * blanks, and a backslash in it escapes `"`, `\`, `$` and `` ` ``; outside quotes a backslash
 * escapes any character. Quotes join the word around them (`--book="a b"` is one word).
 *
 * @example
 * ```ts
 * splitCommandLine(`'/opt/my engine/gtp' --level 3 --name "a \\"b\\""`);
 * // ['/opt/my engine/gtp', '--level', '3', '--name', 'a "b"']
 * ```
 * @param what - how messages name the text (e.g. `--b`).
 * @throws `OptionsError` (reason `bad-command-line`) for an unclosed quote, a trailing backslash,
 *   or no word at all.
 */
export function splitCommandLine(text: string, what = 'the command line'): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let i = 0;
  const take = (s: string) => {
    word = (word ?? '') + s;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      if (word !== undefined) words.push(word);
      word = undefined;
      i++;
    } else if (ch === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new OptionsError(`${what} has an unclosed ' quote: ${text}`, BAD_COMMAND_LINE);
      take(text.slice(i + 1, end));
      i = end + 1;
    } else if (ch === '"') {
      i++;
      take('');
      for (;;) {
        if (i >= text.length)
          throw new OptionsError(`${what} has an unclosed " quote: ${text}`, BAD_COMMAND_LINE);
        const c = text[i]!;
        if (c === '"') break;
        if (c === '\\' && ESCAPED_IN_DOUBLE_QUOTES.has(text[i + 1] ?? '')) {
          take(text[i + 1]!);
          i += 2;
        } else {
          take(c);
          i++;
        }
      }
      i++;
    } else if (ch === '\\') {
      if (i + 1 >= text.length)
        throw new OptionsError(`${what} ends with a lone backslash: ${text}`, BAD_COMMAND_LINE);
      take(text[i + 1]!);
      i += 2;
    } else {
      take(ch);
      i++;
    }
  }
  if (word !== undefined) words.push(word);
  if (words.length === 0)
    throw new OptionsError(`${what} is empty: give the engine's command line`, BAD_COMMAND_LINE);
  return words;
}
