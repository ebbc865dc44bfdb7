/**
 * Near-miss notation: edits of a valid move's text (characters inserted, deleted or replaced,
 * case, whitespace, numbers made huge, Unicode look-alikes, repetition) and random strings.
 * An edit is plain data (printable, replayable); {@link applyEdits} performs a list of them.
 *
 * @module
 */

import fc from 'fast-check';

/** Characters of the games' notations and their neighbours. */
const NOTATION_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789,-x:.;/+*()[] ';

/** Characters that look like notation or break naive parsers. */
const TRICKY_CHARS: readonly string[] = [
  '\u0000',
  '\t',
  '\n',
  '\r',
  '\u00a0', // no-break space
  '\u200b', // zero-width space
  '\ufeff', // byte-order mark
  '\u202e', // right-to-left override
  '\ud800', // lone high surrogate
  '\udc00', // lone low surrogate
  '\u0301', // combining acute accent
  'İ', // lower-cases to two code units
  'ß', // upper-cases to two characters
  'ﬁ', // ligature
  '１', // full-width digit
  'Ａ', // full-width letter
  '٣', // Arabic-Indic digit 3
  '🀄', // astral plane
  'ａ',
  'е', // Cyrillic e
];

/** Replacements for a run of digits. */
const NUMBER_SWAPS: readonly string[] = [
  '0',
  '00',
  '-1',
  '1.5',
  '1e3',
  '99',
  '256',
  '4294967297',
  '9007199254740993',
  '99999999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '１０',
  '٣',
];

/** The longest text an edit makes: far past any notation, cheap enough to make often. */
const MAX_TEXT = 100_000;

/** One edit of a string. `at` is reduced modulo the length, so any natural number works. */
export type Edit =
  | { readonly e: 'insert' | 'replace'; readonly at: number; readonly ch: string }
  | { readonly e: 'delete' | 'truncate'; readonly at: number }
  | { readonly e: 'upper' | 'lower' | 'swapcase' | 'trim' }
  | { readonly e: 'pad'; readonly pad: string }
  | { readonly e: 'number'; readonly nth: number; readonly to: string }
  | { readonly e: 'repeat'; readonly times: number; readonly sep: string };

const charArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NOTATION_CHARS) },
  { weight: 1, arbitrary: fc.constantFrom(...TRICKY_CHARS) },
);

/** One random {@link Edit}. */
export const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ e: fc.constantFrom('insert' as const, 'replace' as const), at: fc.nat(), ch: charArb }),
  fc.record({ e: fc.constantFrom('delete' as const, 'truncate' as const), at: fc.nat() }),
  fc.record({ e: fc.constantFrom('upper' as const, 'lower' as const, 'swapcase' as const, 'trim' as const) }),
  fc.record({
    e: fc.constant('pad' as const),
    pad: fc.constantFrom(' ', '  ', '\t', '\n', '\u00a0', '\u3000'),
  }),
  fc.record({ e: fc.constant('number' as const), nth: fc.nat(3), to: fc.constantFrom(...NUMBER_SWAPS) }),
  fc.record({
    e: fc.constant('repeat' as const),
    times: fc.constantFrom(2, 3, 100, 10_000, 100_000),
    sep: fc.constantFrom('', ' ', ',', ';'),
  }),
);

/** `text` after the edits, in order. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  return edits.reduce(applyEdit, text);
}

function applyEdit(s: string, edit: Edit): string {
  switch (edit.e) {
    case 'insert': {
      const at = edit.at % (s.length + 1);
      return s.slice(0, at) + edit.ch + s.slice(at);
    }
    case 'replace':
    case 'delete': {
      if (s.length === 0) return s;
      const at = edit.at % s.length;
      return s.slice(0, at) + (edit.e === 'replace' ? edit.ch : '') + s.slice(at + 1);
    }
    case 'truncate':
      return s.slice(0, edit.at % (s.length + 1));
    case 'upper':
      return s.toUpperCase();
    case 'lower':
      return s.toLowerCase();
    case 'swapcase':
      return [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
    case 'trim':
      return s.trim();
    case 'pad':
      return edit.pad + s + edit.pad;
    case 'number': {
      let n = 0;
      return s.replace(/\d+/g, (run) => (n++ === edit.nth ? edit.to : run));
    }
    case 'repeat': {
      // At most MAX_TEXT characters: longer inputs only test the machine.
      const times = Math.min(edit.times, Math.floor(MAX_TEXT / Math.max(1, s.length + edit.sep.length)));
      return Array.from({ length: Math.max(1, times) }, () => s).join(edit.sep);
    }
  }
}

/** Strings with no relation to a move: random code units, notation-like soup, keywords. */
export const randomTextArb: fc.Arbitrary<string> = fc.oneof(
  // Any code points, lone surrogates included (cheaper to build than fc.string's 'binary' unit).
  fc
    .array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 })
    .map((points) => points.map((p) => String.fromCodePoint(p)).join('')),
  fc.string({ unit: charArb, maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    'pass',
    'PASS',
    'swap',
    'resign',
    'komi',
    'komi 4.5',
    'side vertical',
    'a0',
    'a99999999999999999',
    'z26',
    'aa1',
    '-',
    ',',
    'x',
    'e8,d9,e9,f9,e10,',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
  ),
);
