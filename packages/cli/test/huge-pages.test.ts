// The transparent-huge-pages hint: given for a big table where the setting is not "always", and
// never where it cannot be read.
import { describe, expect, it } from 'vitest';
import { HINT_BYTES, hugePagesHint } from '../src/huge-pages.js';

const reading = (text: string) => () => text;

describe('hugePagesHint', () => {
  it('names the setting in use when huge pages are not always on', () => {
    expect(hugePagesHint(HINT_BYTES, reading('always [madvise] never\n'))).toMatch(/'madvise'.*echo always/);
    expect(hugePagesHint(2 * HINT_BYTES, reading('always madvise [never]\n'))).toMatch(/'never'/);
  });

  it('says nothing when they are always on, for a small table, or where the setting is unknown', () => {
    expect(hugePagesHint(HINT_BYTES, reading('[always] madvise never\n'))).toBeUndefined();
    expect(hugePagesHint(HINT_BYTES - 1, reading('always [madvise] never\n'))).toBeUndefined();
    expect(hugePagesHint(HINT_BYTES, reading('garbled'))).toBeUndefined();
    const unreadable = () => {
      throw new Error('ENOENT');
    };
    expect(hugePagesHint(HINT_BYTES, unreadable)).toBeUndefined();
  });
});
