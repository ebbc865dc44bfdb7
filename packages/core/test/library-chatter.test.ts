import { describe, expect, it } from 'vitest';
import { isLibraryChatter } from '../../../test-support/library-chatter.js';

describe('the console lines the test runner drops', () => {
  it('are the Colyseus client’s own lines', () => {
    expect(isLibraryChatter('Room connection was closed unexpectedly (4002): ')).toBe(true);
    expect(isLibraryChatter('[Colyseus reconnection]: ⏳ will retry in 0.2 seconds...')).toBe(true);
  });

  it('and nothing else: a test’s own output and errors stay', () => {
    expect(isLibraryChatter('quadrille-board: the computer could not move for seat 0:')).toBe(false);
    expect(isLibraryChatter('Error: Room connection was closed unexpectedly (4002)')).toBe(false);
    expect(isLibraryChatter('')).toBe(false);
  });
});
