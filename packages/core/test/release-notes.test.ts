/**
 * scripts/release-notes.mjs: the newest release of a changelog, as `changeset version` writes it,
 * regrouped for readers — breaking changes first, then new, fixes, and one line of dependencies;
 * older releases untouched, and a second run changes nothing.
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without declarations
import { isBreaking, regroupNewestRelease } from '../../../scripts/release-notes.mjs';

const WRITTEN = `# @quadrille/x

## 0.2.0

### Minor Changes

- aaa1111: A new feature.
- bbb2222: A change of shape.

  Breaking, with how to move: call \`b()\` where you called \`a()\`.

### Patch Changes

- ccc3333: A fix.
- Updated dependencies [aaa1111]
- Updated dependencies [bbb2222]
  - @quadrille/core@0.2.0
  - @quadrille/ai@0.2.0

## 0.1.0

### Minor Changes

- ddd4444: First release.
`;

describe('regroupNewestRelease', () => {
  it('puts breaking changes first and merges the dependency notes', () => {
    expect(regroupNewestRelease(WRITTEN)).toBe(`# @quadrille/x

## 0.2.0

### Breaking changes

- bbb2222: A change of shape.

  Breaking, with how to move: call \`b()\` where you called \`a()\`.

### New

- aaa1111: A new feature.

### Fixes and improvements

- ccc3333: A fix.

### Dependencies

- Updated dependencies: \`@quadrille/core@0.2.0\`, \`@quadrille/ai@0.2.0\`

## 0.1.0

### Minor Changes

- ddd4444: First release.
`);
  });

  it('changes nothing on a second run', () => {
    const once = regroupNewestRelease(WRITTEN);
    expect(regroupNewestRelease(once)).toBe(once);
  });

  it('refuses a heading it does not know, rather than lose its entries', () => {
    expect(() => regroupNewestRelease('# x\n\n## 1.0.0\n\n### Odd Changes\n\n- a\n')).toThrow(
      /unknown heading/,
    );
  });
});

describe('isBreaking', () => {
  it('takes a marked entry, paragraph or line, not a sentence that starts with the word', () => {
    expect(isBreaking('- 1a2b3c4: Breaking: `foo` is gone; call `bar`.')).toBe(true);
    expect(isBreaking('- 1a2b3c4: A change.\n\n  Breaking (0.x): `hooks` is now `knowledge`.')).toBe(true);
    expect(isBreaking('- 1a2b3c4: A change.\n\n  **Breaking**: renamed.')).toBe(true);
    expect(isBreaking('- 1a2b3c4: A fix.\n  Breaking ties now prefer the value.')).toBe(false);
    expect(isBreaking('- 1a2b3c4: Nothing breaks here.')).toBe(false);
  });
});
