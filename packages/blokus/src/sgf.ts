/**
 * Pentobi's SGF dialect (`.blksgf`): {@link readSgf} and {@link writeSgf}.
 *
 * An SGF 4 game tree whose root's `GM` names the variant (`Blokus`, `Blokus Two-Player`,
 * `Blokus Three-Player`, `Blokus Duo`). A move is a property named after its colour — `B`/`W`
 * in Duo, `1`–`4` in the four-colour variants — whose value is a cell list in Pentobi notation;
 * setup properties `AB`/`AW`/`A1`–`A4` add pieces (one value per piece), `AE` removes them,
 * `PL` sets the colour to play. Other properties (`FF`, `CA`, `AP`, `PB`, `PW`, `DT`, `RE`, …)
 * are kept as game information; comments (`C`) are collected; variations are parsed and the
 * main line (first child at every branch) is followed.
 *
 * @module
 */

import { failOptions, NotationError, Reason, readRecord, SetupError } from '@quadrille/core';
import { formatCells, parseColour, parsePlacement } from './notation.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { BlokusRules, type BlokusScoring, type BlokusVariant } from './rules.js';
import { withinSetup } from './setup-context.js';

/** The largest SGF text accepted (characters). */
export const MAX_SGF_LENGTH = 4_000_000;

/** The most nodes read along the main line (a game has at most 84 moves; setup may rebuild the position). */
const MAX_MAIN_LINE = 2_000;

const GAME_NAMES: Readonly<Record<string, BlokusVariant>> = {
  Blokus: 'classic',
  'Blokus Two-Player': 'classic2',
  'Blokus Three-Player': 'classic3',
  'Blokus Duo': 'duo',
};

/** A game read from SGF. */
export interface SgfGame {
  /** The position at the end of the main line. */
  readonly position: BlokusPosition;
  /** Root properties other than the game type, setup and moves (`PB`, `PW`, `DT`, `RE`, …), unescaped. */
  readonly info: Readonly<Record<string, string>>;
  /** Comments (`C`) on the main line, with the number of moves played up to and including their node. */
  readonly comments: readonly { readonly ply: number; readonly text: string }[];
}

/** Options of {@link readSgf}. */
export interface ReadSgfOptions {
  /** The scoring rule of the returned position (SGF does not record it; default `advanced`). */
  readonly scoring?: BlokusScoring;
}

interface SgfNode {
  readonly offset: number;
  readonly props: Map<string, string[]>;
  readonly children: SgfNode[];
}

const SETUP_PROPS = new Set(['AB', 'AW', 'A1', 'A2', 'A3', 'A4', 'AE', 'PL']);

/**
 * Reads the first game of an SGF collection, following the main line.
 *
 * @throws `NotationError` for malformed SGF (with the character offset).
 * @throws `SetupError` for an unknown game type, a bad or illegal move or setup (with the
 *   node number along the main line, the root being node 0). Nothing is half-applied.
 */
export function readSgf(text: string, options: ReadSgfOptions = {}): SgfGame {
  const { scoring } = readRecord(options, ['scoring'], 'readSgf options', failOptions, Reason.UnknownOption);
  const root = parseCollection(text);
  const gm = root.props.get('GM')?.[0];
  const variant = gm === undefined ? undefined : GAME_NAMES[gm.trim()];
  if (variant === undefined) {
    throw new SetupError(
      `node 0: GM ${JSON.stringify(gm ?? '')} is not a Blokus game Pentobi knows`,
      Reason.WrongGame,
    );
  }
  const rules = BlokusRules.from({ variant, scoring: (scoring as BlokusScoring | undefined) ?? 'advanced' });
  const info: Record<string, string> = {};
  for (const [key, values] of root.props) {
    if (key !== 'GM' && key !== 'C' && !SETUP_PROPS.has(key) && !rules.colourLetters.includes(key)) {
      info[key] = values.join(', ');
    }
  }
  const comments: { ply: number; text: string }[] = [];
  let setup: { colour: number; placement: number }[] = [];
  let moves: { colour: number; placement: number }[] = [];
  let toPlay = 0;
  let pos = new BlokusPosition(rules);
  let node: SgfNode | undefined = root;
  for (let number = 0; node !== undefined; number++, node = node.children[0]) {
    const here = `node ${number} (offset ${node.offset})`;
    if (number > MAX_MAIN_LINE) throw new SetupError(`${here}: more than ${MAX_MAIN_LINE} nodes`, 'too-long');
    const props = node.props;
    if ([...props.keys()].some((k) => SETUP_PROPS.has(k))) {
      // Setup rebuilds the position: pieces so far become setup pieces, then the edits apply.
      setup = [...setup, ...moves];
      moves = [];
      withinSetup(here, () => {
        for (const value of props.get('AE') ?? []) {
          const placement = parsePlacement(rules, value);
          const i = setup.findIndex((s) => s.placement === placement);
          if (i < 0) throw new SetupError(`AE[${value}] removes no piece`, 'bad-setup');
          setup.splice(i, 1);
        }
        for (let c = 0; c < rules.colours; c++) {
          for (const value of props.get(setupProperty(rules, c)) ?? []) {
            setup.push({ colour: c, placement: parsePlacement(rules, value) });
          }
        }
        const pl = props.get('PL');
        if (pl !== undefined) toPlay = parseColour(rules, pl[0]!);
        const fresh = new BlokusPosition(rules);
        for (const s of setup) fresh.addSetup(s.colour, s.placement);
        fresh.setColourToPlay(toPlay);
        pos = fresh;
      });
    }
    const moveProps = rules.colourLetters.filter((letter) => props.has(letter));
    if (moveProps.length > 1 || (moveProps.length === 1 && props.get(moveProps[0]!)!.length !== 1)) {
      throw new SetupError(`${here}: more than one move in a node`, 'bad-move');
    }
    if (moveProps.length === 1) {
      const colour = rules.colourLetters.indexOf(moveProps[0]!);
      const value = props.get(moveProps[0]!)![0]!;
      withinSetup(here, () => {
        const placement = parsePlacement(rules, value);
        pos.playFor(colour, placement as BlokusMove);
        moves.push({ colour, placement });
      });
    }
    const comment = props.get('C');
    if (comment !== undefined) comments.push({ ply: pos.history.length, text: comment.join('') });
  }
  return { position: pos, info, comments };
}

/**
 * The position as a Pentobi SGF record: root with `FF`, `CA`, `AP`, `GM`, the given game
 * information, setup pieces and `PL` if any, then one node per move.
 *
 * @param info - extra root properties, e.g. `{ PB: 'Alice', PW: 'Bob', DT: '2026-01-01' }`.
 * @throws `NotationError` for custom rules (Pentobi's SGF cannot name them) or an info
 *   key that is not an SGF property name.
 */
export function writeSgf(pos: BlokusPosition, info: Readonly<Record<string, string>> = {}): string {
  const rules = pos.rules;
  if (!rules.isStandard)
    throw new NotationError('custom variants cannot be written as Pentobi SGF', 'unsupported');
  const fmt = (p: number) => escapeValue(formatCells(rules.grid, rules.table.cellsOf(p)));
  let root = `;FF[4]CA[UTF-8]AP[Quadrille]GM[${rules.sgfName}]`;
  for (const [key, value] of Object.entries(info)) {
    if (!/^[A-Z][A-Z0-9]*$/.test(key) || ['FF', 'CA', 'AP', 'GM'].includes(key) || SETUP_PROPS.has(key)) {
      throw new NotationError(
        `${JSON.stringify(key)} cannot be written as a game information property`,
        'bad-property',
      );
    }
    root += `${key}[${escapeValue(String(value))}]`;
  }
  if (pos.setup.length > 0 || pos.initialColour !== 0) {
    for (let c = 0; c < rules.colours; c++) {
      const mine = pos.setup.filter((s) => s.colour === c).map((s) => `[${fmt(s.placement)}]`);
      if (mine.length > 0) root += `${setupProperty(rules, c)}${mine.join('')}`;
    }
    root += `PL[${rules.colourLetters[pos.initialColour]}]`;
  }
  const moves = pos.history.map((m, i) => `;${rules.colourLetters[pos.historyColours[i]!]}[${fmt(m)}]`);
  return `(${root}${moves.join('')})`;
}

/** The setup property of a colour: `AB`/`AW` in Duo, `A1`–`A4` otherwise. */
function setupProperty(rules: BlokusRules, colour: number): string {
  return `A${rules.colourLetters[colour]}`;
}

function escapeValue(value: string): string {
  return value.replace(/[\\\]]/g, (ch) => `\\${ch}`);
}

/** Parses an SGF collection (iteratively: no recursion on deep nesting) and returns the first root. */
function parseCollection(text: string): SgfNode {
  if (typeof text !== 'string') throw new NotationError('SGF must be a string', Reason.NotAString);
  if (text.length > MAX_SGF_LENGTH)
    throw new NotationError(`SGF text longer than ${MAX_SGF_LENGTH} characters`, Reason.TooLong);
  const fail = (at: number, what: string): never => {
    throw new NotationError(`SGF offset ${at}: ${what}`, Reason.Malformed);
  };
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  // Skip anything before the first '(' (Pentobi files may start with a byte-order mark).
  while (i < text.length && text[i] !== '(') i++;
  if (i === text.length) fail(0, "no game tree: expected '('");
  let first: SgfNode | undefined;
  const stack: (SgfNode | undefined)[] = [];
  let current: SgfNode | undefined;
  let trees = 0;
  while (i < text.length) {
    skipSpace();
    if (i >= text.length) break;
    const ch = text[i]!;
    if (ch === '(') {
      stack.push(current);
      i++;
      skipSpace();
      if (text[i] !== ';') fail(i, "expected ';' to start a node");
    } else if (ch === ')') {
      if (stack.length === 0) fail(i, "unbalanced ')'");
      if (current === undefined) fail(i, 'empty game tree');
      current = stack.pop();
      i++;
      if (stack.length === 0) {
        trees++;
        current = undefined;
      }
    } else if (ch === ';') {
      if (stack.length === 0) fail(i, "node outside a game tree: expected '('");
      const node: SgfNode = { offset: i, props: new Map(), children: [] };
      if (current === undefined) {
        if (first === undefined) first = node;
      } else {
        current.children.push(node);
      }
      current = node;
      i++;
      parseProperties(node);
    } else if (stack.length === 0) {
      break; // trailing text after the collection
    } else {
      fail(i, `unexpected ${JSON.stringify(ch)}`);
    }
  }
  if (stack.length > 0) fail(text.length, "unterminated game tree: missing ')'");
  if (first === undefined || trees === 0) fail(0, 'no game tree');
  return first!;

  function parseProperties(node: SgfNode): void {
    for (;;) {
      skipSpace();
      const start = i;
      while (i < text.length && /[A-Za-z0-9]/.test(text[i]!)) i++;
      if (i === start) return;
      const ident = text.slice(start, i);
      if (ident.length > 16) fail(start, 'property name too long');
      if (node.props.has(ident)) fail(start, `property ${ident} repeated in a node`);
      const values: string[] = [];
      skipSpace();
      while (text[i] === '[') {
        values.push(readValue());
        skipSpace();
      }
      if (values.length === 0) fail(i, `property ${ident} has no value`);
      node.props.set(ident, values);
    }
  }

  function readValue(): string {
    const open = i++;
    let value = '';
    while (i < text.length && text[i] !== ']') {
      if (text[i] === '\\') {
        i++;
        if (i >= text.length) break;
        // A backslash before a line break is a soft line break: both vanish.
        if (text[i] === '\n' || text[i] === '\r') {
          const pair = text[i] === '\r' ? text[i + 1] === '\n' : text[i + 1] === '\r';
          i += pair ? 2 : 1;
          continue;
        }
      }
      value += text[i];
      i++;
    }
    if (i >= text.length) fail(open, "unterminated property value: missing ']'");
    i++;
    return value;
  }
}
