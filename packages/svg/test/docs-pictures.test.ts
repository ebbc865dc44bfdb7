import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURES_DIR, pictures } from '../../../scripts/docs-pictures.js';

describe('the guides’ board pictures', () => {
  it('are what the code draws today (run `npm run docs:pictures` after a change)', () => {
    const stale: string[] = [];
    for (const [file, svg] of pictures()) {
      let committed = '';
      try {
        committed = readFileSync(join(PICTURES_DIR, file), 'utf8');
      } catch {
        committed = '(missing)';
      }
      if (committed !== svg) stale.push(file);
    }
    expect(stale, 'stale or missing pictures').toEqual([]);
  });
});
