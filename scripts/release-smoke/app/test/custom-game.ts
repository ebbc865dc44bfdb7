// The game the vitest test checks. The release smoke replaces this file by one that imports
// `mnk` from @quadrille/examples when that package is published.
import { row } from './inline-game.js';

export const customGame = { game: row, options: { size: 3, k: 3 } };
