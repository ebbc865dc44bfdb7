#!/usr/bin/env node
/**
 * The `quadrille` executable (`dist/bin.js`).
 *
 * @module
 */

import { processIo } from './io.js';
import { main } from './main.js';

const io = processIo();
main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
    // Standard input may keep the event loop alive after a command that did not read it all.
    io.stdin.close?.();
  },
  (error: unknown) => {
    process.exitCode = 70; // EX_SOFTWARE: a bug, not bad input
    console.error(error);
    io.stdin.close?.();
  },
);
