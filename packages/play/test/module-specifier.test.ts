// moduleSpecifier: a path the user typed becomes a file URL any thread can import; names stay.
import { describe, expect, it } from 'vitest';
import { moduleSpecifier } from '../src/node.js';

describe('moduleSpecifier', () => {
  it('turns relative and absolute paths into file URLs, and keeps package names and URLs', () => {
    expect(moduleSpecifier('./games/mine.js', '/home/me')).toBe('file:///home/me/games/mine.js');
    expect(moduleSpecifier('../mine.js', '/home/me')).toBe('file:///home/mine.js');
    expect(moduleSpecifier('/opt/a b.js', '/home/me')).toBe('file:///opt/a%20b.js');
    expect(moduleSpecifier('@quadrille/examples', '/home/me')).toBe('@quadrille/examples');
    expect(moduleSpecifier('file:///x.js')).toBe('file:///x.js');
  });
});
