/**
 * Pentobi's SGF dialect (`.blksgf`): {@link readSgf} reads a game tree — variations, comments,
 * move and position marks, any property — and {@link writeSgf} writes a tree or a position.
 *
 * An SGF 4 game tree whose root's `GM` names the variant (`Blokus`, `Blokus Two-Player`,
 * `Blokus Three-Player`, `Blokus Duo`, `Blokus Junior`, any case). A move is a property named after its colour —
 * `B`/`W` in Duo, `1`–`4` in the four-colour variants — whose value is a cell list in Pentobi
 * notation; setup properties `AB`/`AW`/`A1`–`A4` add pieces (one value per piece), `AE`
 * removes them, `PL` sets the colour to play. Every other property (`C` comments, the marks `TE`
 * `BM` `DO` `IT` `GB` `GW` `DM` `UC`, names `N`, game information, anything unknown) is kept as
 * written. Every node of every variation is checked against the rules.
 *
 * @module
 */

import { failOptions, NotationError, Reason, readRecord, SetupError } from '@quadrille/core';
import { formatCells, parseColour, parsePlacement } from './notation.js';
import { type BlokusMove, BlokusPosition } from './position.js';
import { BlokusRules, type BlokusScoring, type BlokusVariant } from './rules.js';
import { withinSetup } from './setup-context.js';
import { formatSgfTree, parseSgfTrees, type SgfSyntaxNode, type SgfWritableNode } from './sgf-syntax.js';

export { MAX_SGF_LENGTH } from './sgf-syntax.js';

/** The most nodes along one line of play (a game has at most 84 moves; setup may rebuild the position). */
const MAX_LINE = 2_000;

/** Pentobi's game names (lower case) of the variants Quadrille plays. */
const GAME_NAMES: Readonly<Record<string, BlokusVariant>> = {
  blokus: 'classic',
  'blokus two-player': 'classic2',
  'blokus three-player': 'classic3',
  'blokus duo': 'duo',
  'blokus junior': 'junior',
};

/** Pentobi's games on other boards: named in the error, so that nobody takes them for corrupt files. */
const OTHER_GAMES = /^(blokus trigon|nexos|gembloq|callisto)/;

const SETUP_PROPS = new Set(['AB', 'AW', 'A1', 'A2', 'A3', 'A4', 'AE', 'PL']);

/** A move of a node: the colour that places it and the placement. */
export interface SgfMove {
  /** The colour's index. */
  readonly colour: number;
  /** The placement (a move id of the rules). */
  readonly move: BlokusMove;
}

/** The setup of a node: pieces added and removed, and the colour to play after it. */
export interface SgfSetup {
  /** Pieces added (`AB`, `AW`, `A1`–`A4`). */
  readonly add: readonly SgfMove[];
  /** Placements removed (`AE`). */
  readonly remove: readonly BlokusMove[];
  /** The colour to play (`PL`), if given. */
  readonly toPlay?: number;
}

/** One node of a game tree. */
export interface SgfNode {
  /** Every property as written, values unescaped (moves and setup included). */
  readonly props: Readonly<Record<string, readonly string[]>>;
  /** The node's move, if it has one. */
  readonly move?: SgfMove;
  /** The node's setup, if it has any. */
  readonly setup?: SgfSetup;
  /** The variations from here, the main line first. */
  readonly children: readonly SgfNode[];
  /** Where the node starts in the text read, from 1 (absent in trees built by hand). */
  readonly line?: number;
  /** The column of its `;`, from 1. */
  readonly column?: number;
}

/** A game tree and the rules it is read with. */
export interface SgfTree {
  /** The variant's rules (from the root's `GM`). */
  readonly rules: BlokusRules;
  /** The root node (`GM` and the game information). */
  readonly root: SgfNode;
}

/** A game read from SGF. */
export interface SgfGame {
  /** The whole tree. */
  readonly tree: SgfTree;
  /** The position at the end of the main line (the first child at every branch). */
  readonly position: BlokusPosition;
  /** Root properties other than the game type, setup and moves (`PB`, `PW`, `DT`, `RE`, …), unescaped. */
  readonly info: Readonly<Record<string, string>>;
  /** Comments (`C`) on the main line, with the number of moves played up to and including their node. */
  readonly comments: readonly { readonly ply: number; readonly text: string }[];
}

/** Options of {@link readSgf}. */
export interface ReadSgfOptions {
  /** The scoring rule of the positions (SGF does not record it; default `advanced`). */
  readonly scoring?: BlokusScoring;
}

/**
 * Reads the first game tree of an SGF collection: every node of every variation, checked
 * against the rules, and the position at the end of the main line.
 *
 * @throws `NotationError` for malformed SGF (reason `malformed`, with line and column).
 * @throws `SetupError`: reason `unsupported-variant` for another Pentobi game (Trigon, Nexos,
 *   GembloQ, Callisto), `wrong-game` for anything else that is not Blokus, and the rules'
 *   reasons for a bad or illegal move or setup, naming the node (numbered in document order,
 *   the root being node 0) with its line and column. Nothing is half-applied.
 */
export function readSgf(text: string, options: ReadSgfOptions = {}): SgfGame {
  const { scoring } = readRecord(options, ['scoring'], 'readSgf options', failOptions, Reason.UnknownOption);
  const first = parseSgfTrees(text)[0];
  if (first === undefined) throw new NotationError('SGF has no game tree', Reason.Malformed);
  const gm = first.props.GM?.[0] ?? '';
  const name = gm.trim().toLowerCase();
  const variant = Object.hasOwn(GAME_NAMES, name) ? GAME_NAMES[name] : undefined;
  if (variant === undefined) {
    if (OTHER_GAMES.test(name)) {
      throw new SetupError(
        `GM ${JSON.stringify(gm)} is a Pentobi game Quadrille does not play (Trigon, Nexos, GembloQ and Callisto have boards or pieces of their own)`,
        'unsupported-variant',
      );
    }
    throw new SetupError(
      `node 0: GM ${JSON.stringify(gm)} is not a Blokus game Pentobi knows`,
      Reason.WrongGame,
    );
  }
  const rules = BlokusRules.from({ variant, scoring: (scoring as BlokusScoring | undefined) ?? 'advanced' });
  const tree = { rules, root: interpret(rules, first) };
  const { position, comments } = followMainLine(tree);
  const info: Record<string, string> = {};
  for (const [key, values] of Object.entries(first.props)) {
    if (key !== 'GM' && key !== 'C' && !SETUP_PROPS.has(key) && !rules.colourLetters.includes(key)) {
      info[key] = values.join(', ');
    }
  }
  return { tree, position, info, comments };
}

/** One node of {@link interpret}'s walk: the syntax node, its parent's result, its number and depth. */
interface Pending {
  readonly syntax: SgfSyntaxNode;
  readonly into: SgfNode[] | undefined;
  readonly depth: number;
}

/**
 * The tree with every node's move and setup read and checked: a depth-first walk that plays each
 * move and takes it back (`undo`), rebuilding the position at setup nodes and restoring it after
 * their subtree. Iterative: no nesting depth can overflow the stack.
 */
function interpret(rules: BlokusRules, syntaxRoot: SgfSyntaxNode): SgfNode {
  let pos = new BlokusPosition(rules);
  let number = 0;
  let root: SgfNode | undefined;
  // Work items: a node to enter, or what to do once its subtree is done (take a move back, or
  // bring back the position a setup replaced).
  type Leave = { readonly leave: 'undo' } | { readonly leave: 'restore'; readonly position: BlokusPosition };
  const work: (Pending | Leave)[] = [{ syntax: syntaxRoot, into: undefined, depth: 0 }];
  while (work.length > 0) {
    const item = work.pop()!;
    if ('leave' in item) {
      if (item.leave === 'undo') pos.undo();
      else pos = item.position;
      continue;
    }
    const { syntax, into, depth } = item;
    const here = `node ${number++} (line ${syntax.line}, column ${syntax.column})`;
    if (depth > MAX_LINE) throw new SetupError(`${here}: more than ${MAX_LINE} nodes in a line`, 'too-long');
    const setup = readSetup(rules, syntax, here);
    if (setup !== undefined) {
      work.push({ leave: 'restore', position: pos });
      pos = withinSetup(here, () => setUp(rules, pos, setup));
    }
    const move = readMove(rules, syntax, pos, here);
    if (move !== undefined) work.push({ leave: 'undo' });
    const children: SgfNode[] = [];
    const node: SgfNode = {
      props: syntax.props,
      ...(move === undefined ? {} : { move }),
      ...(setup === undefined ? {} : { setup }),
      children,
      line: syntax.line,
      column: syntax.column,
    };
    if (into === undefined) root = node;
    else into.push(node);
    for (let c = syntax.children.length - 1; c >= 0; c--) {
      work.push({ syntax: syntax.children[c]!, into: children, depth: depth + 1 });
    }
  }
  return root!;
}

/** The setup properties of a node, read (not yet applied), or `undefined` if it has none. */
function readSetup(rules: BlokusRules, syntax: SgfSyntaxNode, here: string): SgfSetup | undefined {
  const { props } = syntax;
  if (!Object.keys(props).some((k) => SETUP_PROPS.has(k))) return undefined;
  return withinSetup(here, () => {
    const remove = (props.AE ?? []).map((v) => parsePlacement(rules, v) as BlokusMove);
    const add: SgfMove[] = [];
    for (let colour = 0; colour < rules.colours; colour++) {
      for (const v of props[setupProperty(rules, colour)] ?? []) {
        add.push({ colour, move: parsePlacement(rules, v) as BlokusMove });
      }
    }
    const pl = props.PL;
    const toPlay = pl === undefined ? undefined : parseColour(rules, pl[0]!);
    return { add, remove, ...(toPlay === undefined ? {} : { toPlay }) };
  });
}

/**
 * The position after `setup` on `pos`: every piece so far becomes a setup piece, the edits
 * apply, and the colour to play is `PL`'s (else the one to move before).
 *
 * @throws `SetupError` (reason `bad-setup`) for an `AE` that removes no piece; the rules' errors
 *   for pieces that cannot be placed.
 */
function setUp(rules: BlokusRules, pos: BlokusPosition, setup: SgfSetup): BlokusPosition {
  const pieces = [
    ...pos.setup.map((s) => ({ colour: s.colour, move: s.placement as BlokusMove })),
    ...pos.history.map((move, i) => ({ colour: pos.historyColours[i]!, move })),
  ];
  for (const placement of setup.remove) {
    const i = pieces.findIndex((p) => p.move === placement);
    if (i < 0)
      throw new SetupError(
        `AE[${formatCells(rules.grid, rules.table.cellsOf(placement))}] removes no piece`,
        'bad-setup',
      );
    pieces.splice(i, 1);
  }
  pieces.push(...setup.add);
  const fresh = new BlokusPosition(rules);
  for (const p of pieces) fresh.addSetup(p.colour, p.move);
  fresh.setColourToPlay(setup.toPlay ?? Math.max(pos.colourToMove, 0));
  return fresh;
}

/** The move of a node, played on `pos`, or `undefined` if it has none. */
function readMove(
  rules: BlokusRules,
  syntax: SgfSyntaxNode,
  pos: BlokusPosition,
  here: string,
): SgfMove | undefined {
  const letters = rules.colourLetters.filter((letter) => Object.hasOwn(syntax.props, letter));
  if (letters.length === 0) return undefined;
  const values = syntax.props[letters[0]!]!;
  if (letters.length > 1 || values.length !== 1)
    throw new SetupError(`${here}: more than one move in a node`, 'bad-move');
  const colour = rules.colourLetters.indexOf(letters[0]!);
  return withinSetup(here, () => {
    const move = parsePlacement(rules, values[0]!) as BlokusMove;
    pos.playFor(colour, move);
    return { colour, move };
  });
}

/** The position at the end of the main line, and the comments along it. */
function followMainLine(tree: SgfTree): Pick<SgfGame, 'position' | 'comments'> {
  let pos = new BlokusPosition(tree.rules);
  const comments: { ply: number; text: string }[] = [];
  for (let node: SgfNode | undefined = tree.root; node !== undefined; node = node.children[0]) {
    if (node.setup !== undefined) pos = setUp(tree.rules, pos, node.setup);
    if (node.move !== undefined) pos.playFor(node.move.colour, node.move.move);
    const comment = node.props.C;
    if (comment !== undefined) comments.push({ ply: pos.history.length, text: comment.join('') });
  }
  return { position: pos, comments };
}

/**
 * A Pentobi SGF record on one line. Of a position: root with `FF`, `CA`, `AP`, `GM`, the given
 * game information, setup pieces and `PL` if any, then one node per move. Of a tree (as
 * {@link readSgf} gives it, or built by hand: a node's `props` are written as they are, so a
 * node's move is its colour's property): every node and variation — reading it back gives the
 * same tree.
 *
 * @param info - with a position: extra root properties, e.g. `{ PB: 'Alice', PW: 'Bob' }`.
 * @throws `NotationError` for custom rules (Pentobi's SGF cannot name them) or an info key that
 *   is not an SGF property name.
 */
export function writeSgf(
  source: BlokusPosition | SgfTree,
  info: Readonly<Record<string, string>> = {},
): string {
  if (!(source instanceof BlokusPosition)) {
    if (!source.rules.isStandard)
      throw new NotationError('custom variants cannot be written as Pentobi SGF', 'unsupported');
    return formatSgfTree(source.root);
  }
  const pos = source;
  const rules = pos.rules;
  if (!rules.isStandard)
    throw new NotationError('custom variants cannot be written as Pentobi SGF', 'unsupported');
  const cells = (p: number) => formatCells(rules.grid, rules.table.cellsOf(p));
  const props: Record<string, string[]> = {
    FF: ['4'],
    CA: ['UTF-8'],
    AP: ['Quadrille'],
    GM: [rules.sgfName],
  };
  for (const [key, value] of Object.entries(info)) {
    if (!/^[A-Z][A-Z0-9]*$/.test(key) || Object.hasOwn(props, key) || SETUP_PROPS.has(key)) {
      throw new NotationError(
        `${JSON.stringify(key)} cannot be written as a game information property`,
        'bad-property',
      );
    }
    props[key] = [String(value)];
  }
  if (pos.setup.length > 0 || pos.initialColour !== 0) {
    for (let c = 0; c < rules.colours; c++) {
      const mine = pos.setup.filter((s) => s.colour === c).map((s) => cells(s.placement));
      if (mine.length > 0) props[setupProperty(rules, c)] = mine;
    }
    props.PL = [rules.colourLetters[pos.initialColour]!];
  }
  // The moves as a chain of nodes, built from the last.
  let next: SgfWritableNode | undefined;
  for (let i = pos.history.length - 1; i >= 0; i--) {
    const letter = rules.colourLetters[pos.historyColours[i]!]!;
    next = { props: { [letter]: [cells(pos.history[i]!)] }, children: next === undefined ? [] : [next] };
  }
  return formatSgfTree({ props, children: next === undefined ? [] : [next] });
}

/** The setup property of a colour: `AB`/`AW` in Duo, `A1`–`A4` otherwise. */
function setupProperty(rules: BlokusRules, colour: number): string {
  return `A${rules.colourLetters[colour]}`;
}
