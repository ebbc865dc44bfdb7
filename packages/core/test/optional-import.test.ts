import { expect, it } from 'vitest';
import { importOptional } from '../src/index.js';

it('gives the module, or says how to install it when it is missing', async () => {
  await expect(importOptional(() => Promise.resolve(42), 'unused', 'no-thing')).resolves.toBe(42);
  const missing = Object.assign(new Error("Cannot find package 'nothing-here'"), {
    code: 'ERR_MODULE_NOT_FOUND',
  });
  await expect(
    importOptional(() => Promise.reject(missing), 'this needs nothing-here: npm install it', 'no-thing'),
  ).rejects.toMatchObject({
    code: 'ERR_OPTIONS',
    reason: 'no-thing',
    message: 'this needs nothing-here: npm install it',
  });
});

it('passes on what a module that is installed throws while it loads', async () => {
  const broken = new SyntaxError('Unexpected token');
  await expect(importOptional(() => Promise.reject(broken), 'unused', 'no-thing')).rejects.toBe(broken);
});
