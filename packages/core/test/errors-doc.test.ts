import { readFileSync } from 'node:fs';
import { Reason } from '@quadrille/core';
import { describe, expect, it } from 'vitest';
import { ERRORS_DOC, errorsDoc } from '../../../scripts/errors-doc.js';

describe('docs/errors.md', () => {
  it('is assembled from the packages’ READMEs as they are now (run `npm run docs:errors`)', () => {
    expect(readFileSync(ERRORS_DOC, 'utf8')).toBe(errorsDoc());
  });

  it('lists every error code and every shared reason', () => {
    const page = errorsDoc();
    for (const code of ['ERR_OPTIONS', 'ERR_SETUP', 'ERR_NOTATION', 'ERR_ILLEGAL_MOVE', 'ERR_GEOMETRY']) {
      expect(page).toContain(`\`${code}\``);
    }
    for (const reason of Object.values(Reason)) expect(page, reason).toContain(`\`${reason}\``);
  });
});
