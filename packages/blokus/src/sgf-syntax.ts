/**
 * SGF 4 syntax, for any game: {@link parseSgfTrees} reads a collection into trees of nodes whose
 * properties are kept verbatim (values unescaped), and {@link formatSgfTree} writes one back.
 * Iterative throughout, so that no nesting depth can overflow the stack; every error names the
 * line and column.
 *
 * @module
 */

import { NotationError, Reason } from '@quadrille/core';

/** The largest SGF text accepted (characters). */
export const MAX_SGF_LENGTH = 4_000_000;

/** The longest property name accepted (SGF's are one or two letters; Pentobi's up to three). */
const MAX_IDENT = 16;

/** One node of an SGF tree, as written. */
export interface SgfSyntaxNode {
  /** Every property of the node: name → values, unescaped, in the order written. */
  readonly props: Readonly<Record<string, readonly string[]>>;
  /** The variations from here, the main line first. */
  readonly children: readonly SgfSyntaxNode[];
  /** Where the node starts in the text (its `;`), from 1. */
  readonly line: number;
  /** The column of its `;`, from 1. */
  readonly column: number;
}

interface MutableNode {
  props: Record<string, string[]>;
  children: MutableNode[];
  line: number;
  column: number;
}

/** Line and column (from 1) of each offset of `text`, found by binary search over line starts. */
function locator(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  };
}

const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 0xfeff;
const isIdent = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/**
 * The game trees of an SGF collection, in order (text before the first `(`, such as a
 * byte-order mark, and after the last tree is ignored).
 *
 * @throws `NotationError`: reason `not-a-string`, `too-long` (over {@link MAX_SGF_LENGTH}
 *   characters) or `malformed` with the line and column of the fault.
 */
export function parseSgfTrees(text: string): SgfSyntaxNode[] {
  if (typeof text !== 'string') throw new NotationError('SGF must be a string', Reason.NotAString);
  if (text.length > MAX_SGF_LENGTH)
    throw new NotationError(`SGF text longer than ${MAX_SGF_LENGTH} characters`, Reason.TooLong);
  const at = locator(text);
  const fail = (offset: number, what: string): never => {
    const { line, column } = at(offset);
    throw new NotationError(`SGF line ${line}, column ${column}: ${what}`, Reason.Malformed);
  };
  const trees: MutableNode[] = [];
  // The node each open '(' continues from (undefined: a new game tree).
  const stack: (MutableNode | undefined)[] = [];
  let current: MutableNode | undefined;
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  };
  while (i < text.length && text[i] !== '(') i++;
  if (i === text.length) fail(0, "no game tree: expected '('");
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
      current = stack.pop();
      i++;
    } else if (ch === ';') {
      if (stack.length === 0) fail(i, "node outside a game tree: expected '('");
      const { line, column } = at(i);
      const node: MutableNode = { props: {}, children: [], line, column };
      if (current === undefined) trees.push(node);
      else current.children.push(node);
      current = node;
      i++;
      readProperties(node);
    } else if (stack.length === 0) {
      break; // text after the collection
    } else {
      fail(i, `unexpected ${JSON.stringify(ch)}`);
    }
  }
  if (stack.length > 0) fail(text.length, "unterminated game tree: missing ')'");
  return trees;

  function readProperties(node: MutableNode): void {
    for (;;) {
      skipSpace();
      const start = i;
      while (i < text.length && isIdent(text.charCodeAt(i))) i++;
      if (i === start) return;
      const ident = text.slice(start, i);
      if (ident.length > MAX_IDENT) fail(start, 'property name too long');
      if (Object.hasOwn(node.props, ident)) fail(start, `property ${ident} repeated in a node`);
      const values: string[] = [];
      skipSpace();
      while (text[i] === '[') {
        values.push(readValue());
        skipSpace();
      }
      if (values.length === 0) fail(i, `property ${ident} has no value`);
      node.props[ident] = values;
    }
  }

  function readValue(): string {
    const open = i++;
    const parts: string[] = [];
    let from = i;
    while (i < text.length && text[i] !== ']') {
      if (text[i] === '\\') {
        parts.push(text.slice(from, i));
        i++;
        if (i >= text.length) break;
        // A backslash before a line break is a soft line break: both vanish.
        if (text[i] === '\n' || text[i] === '\r') {
          const pair = text[i] === '\r' ? text[i + 1] === '\n' : text[i + 1] === '\r';
          i += pair ? 2 : 1;
        } else {
          parts.push(text[i]!);
          i++;
        }
        from = i;
        continue;
      }
      i++;
    }
    if (i >= text.length) fail(open, "unterminated property value: missing ']'");
    parts.push(text.slice(from, i));
    i++;
    return parts.join('');
  }
}

/** `value` escaped for a property value: `\` and `]` get a backslash. */
export function escapeSgfValue(value: string): string {
  return value.replace(/[\\\]]/g, (ch) => `\\${ch}`);
}

/** A node to write: its properties and variations (the main line first). */
export interface SgfWritableNode {
  readonly props: Readonly<Record<string, readonly string[]>>;
  readonly children: readonly SgfWritableNode[];
}

/**
 * The tree from `root` as one SGF game tree on one line: `(;root;a;b(;c)(;d))`, each variation
 * after the first node with several children in its own parentheses. Iterative.
 */
export function formatSgfTree(root: SgfWritableNode): string {
  const node = (n: SgfWritableNode) =>
    `;${Object.entries(n.props)
      .map(([key, values]) => `${key}${values.map((v) => `[${escapeSgfValue(v)}]`).join('')}`)
      .join('')}`;
  const out: string[] = ['('];
  // What is left to write, last first: a node (in its own parentheses if it starts a variation), or a ')'.
  const work: ({ readonly node: SgfWritableNode; readonly variation: boolean } | ')')[] = [
    { node: root, variation: false },
  ];
  while (work.length > 0) {
    const item = work.pop()!;
    if (item === ')') {
      out.push(')');
      continue;
    }
    if (item.variation) out.push('(');
    out.push(node(item.node));
    const { children } = item.node;
    if (children.length === 1) work.push({ node: children[0]!, variation: false });
    for (let c = children.length > 1 ? children.length - 1 : -1; c >= 0; c--) {
      work.push(')', { node: children[c]!, variation: true });
    }
  }
  out.push(')');
  return out.join('');
}
