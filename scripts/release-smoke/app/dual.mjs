// The dual-package hazard: one app loads both builds of @quadrille/core (an ESM import and a
// CommonJS require, e.g. through a CommonJS dependency). Errors of either build must pass
// `instanceof` against the classes of the other.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { IllegalMoveError, OptionsError, QuadrilleError } from '@quadrille/core';
import { talpa } from '@quadrille/talpa';

const require = createRequire(import.meta.url);
const cjsCore = require('@quadrille/core');
const cjsTalpa = require('@quadrille/talpa');
assert.notEqual(cjsCore.OptionsError, OptionsError, 'the two builds should hold two classes');

const thrown = (f) => {
  try {
    f();
  } catch (e) {
    return e;
  }
  assert.fail('expected an error');
};
const fromCjs = thrown(() => cjsTalpa.talpa.create({ size: -1 }));
const fromEsm = thrown(() => talpa.create({ size: -1 }));
assert.ok(fromCjs instanceof OptionsError, 'CJS OptionsError instanceof ESM OptionsError');
assert.ok(fromCjs instanceof QuadrilleError, 'CJS OptionsError instanceof ESM QuadrilleError');
assert.ok(fromEsm instanceof cjsCore.OptionsError, 'ESM OptionsError instanceof CJS OptionsError');
assert.ok(fromEsm instanceof cjsCore.QuadrilleError, 'ESM OptionsError instanceof CJS QuadrilleError');
assert.ok(!(fromCjs instanceof IllegalMoveError), 'an OptionsError is no IllegalMoveError');
assert.ok(!(fromEsm instanceof cjsCore.IllegalMoveError), 'an OptionsError is no CJS IllegalMoveError');
assert.ok(new cjsCore.IllegalMoveError('x') instanceof IllegalMoveError, 'new CJS error, ESM class');
console.log('instanceof works across the ESM and CommonJS builds of @quadrille/core');
