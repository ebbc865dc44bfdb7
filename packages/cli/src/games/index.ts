/**
 * The four Quadrille games as registry entries. Each game module (and its game package) is
 * imported only when a command needs it.
 *
 * @module
 */

import { type GameEntry, makeRegistry, type Registry } from '../registry.js';

/** Blokus: the Pentobi-compatible variants. */
export const blokusEntry: GameEntry = {
  name: 'blokus',
  summary: 'Blokus: place your polyominoes corner to corner (moves: cells, e.g. e8,d9,e9,f9,e10)',
  variants: {
    classic: { variant: 'classic' },
    classic2: { variant: 'classic2' },
    classic3: { variant: 'classic3' },
    duo: { variant: 'duo' },
  },
  demo: { variant: 'duo', iterations: 300 },
  load: () => import('./blokus.js').then((m) => m.blokusSupport),
};

/** Linkage: More wants many groups, Fewer few. */
export const linkageEntry: GameEntry = {
  name: 'linkage',
  summary: 'Linkage: shared dominoes; More wants 12+ groups, Fewer fewer (moves: Rd1-e1, pass)',
  variants: {
    standard: {},
    pie: { setup: 'pie' },
    free: { restriction: false },
  },
  demo: { variant: 'standard', iterations: 400 },
  load: () => import('./linkage.js').then((m) => m.linkageSupport),
};

/** Linage: territory with neutral stones. */
export const linageEntry: GameEntry = {
  name: 'linage',
  summary: 'Linage: neutral stones; every region keeps a line; own the most territory (moves: f6, pass)',
  variants: {
    standard: {},
    small: { size: 7 },
    pie: { pie: true },
  },
  demo: { variant: 'small', iterations: 300 },
  load: () => import('./linage.js').then((m) => m.linageSupport),
};

/** Talpa: connect your sides by removing pieces. */
export const talpaEntry: GameEntry = {
  name: 'talpa',
  summary: 'Talpa: capture and remove to open a path between your sides (moves: c3xc4 captures, c3 removes)',
  variants: {
    standard: {},
    beginner: { variant: 'beginner' },
    expert: { variant: 'expert' },
  },
  demo: { variant: 'beginner', iterations: 400 },
  load: () => import('./talpa.js').then((m) => m.talpaSupport),
};

/** The default registry: the four games. */
export const games: Registry = makeRegistry([blokusEntry, linkageEntry, linageEntry, talpaEntry]);
