/**
 * scripts/site/markdown.mjs, the documentation site's Markdown work: fences widened where
 * TypeDoc would end them early, headings' ids as GitHub gives them (the guides link them so),
 * page titles from first headings, and package READMEs' guide links led to the site's guides.
 */
import { describe, expect, it } from 'vitest';
import {
  firstHeading,
  githubSlug,
  guideLinksOfReadme,
  widenFences,
} from '../../../scripts/site/markdown.mjs';

describe('widenFences', () => {
  it('lengthens the fences of a block that holds a fence of its own, and nothing else', () => {
    const inner = ['```ts', '/**', ' * ```ts', ' * example()', ' * ```', ' */', '```'].join('\n');
    expect(widenFences(inner)).toBe(
      ['````ts', '/**', ' * ```ts', ' * example()', ' * ```', ' */', '````'].join('\n'),
    );
    const plain = ['text', '```ts', 'const a = `x`;', '```', 'more'].join('\n');
    expect(widenFences(plain)).toBe(plain);
  });
});

describe('githubSlug', () => {
  it('gives the ids GitHub gives, numbering repeats', () => {
    const seen = new Map<string, number>();
    expect(githubSlug(seen, 'What `fromJSON` guarantees')).toBe('what-fromjson-guarantees');
    expect(githubSlug(seen, 'Game clock: 60+2 s!')).toBe('game-clock-602-s');
    expect(githubSlug(seen, 'Examples')).toBe('examples');
    expect(githubSlug(seen, 'Examples')).toBe('examples-1');
    expect(githubSlug(seen, 'Examples')).toBe('examples-2');
  });
});

describe('firstHeading', () => {
  it('is the first heading outside code, without its markup', () => {
    expect(firstHeading('```sh\n# a comment\n```\n\n# The **`quadrille`** command\n## Next')).toBe(
      'The quadrille command',
    );
    expect(firstHeading('no heading here')).toBeUndefined();
  });
});

describe('guideLinksOfReadme', () => {
  it("leads a package README's links into its docs/ to the repository's docs/", () => {
    const text = 'See [the guide](docs/ai.md#quick-start) and [this](src/index.ts).';
    expect(guideLinksOfReadme('packages/ai/README.md', text)).toBe(
      'See [the guide](../../docs/ai.md#quick-start) and [this](src/index.ts).',
    );
    expect(guideLinksOfReadme('README.md', text)).toBe(text);
    expect(guideLinksOfReadme('docs/ai.md', text)).toBe(text);
  });
});
