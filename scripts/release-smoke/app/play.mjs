// The packages as an ESM app sees them (import → each package's `import` build).
import { createRequire } from 'node:module';
import * as ai from '@quadrille/ai';
import * as blokus from '@quadrille/blokus';
import * as core from '@quadrille/core';
import * as linage from '@quadrille/linage';
import * as linkage from '@quadrille/linkage';
import * as talpa from '@quadrille/talpa';

const modules = {
  '@quadrille/ai': ai,
  '@quadrille/blokus': blokus,
  '@quadrille/core': core,
  '@quadrille/linage': linage,
  '@quadrille/linkage': linkage,
  '@quadrille/talpa': talpa,
};
const { checkGames } = createRequire(import.meta.url)('./protocol-checks.cjs');
await checkGames((name) => modules[name], 'ESM');
