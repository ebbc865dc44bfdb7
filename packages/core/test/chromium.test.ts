/**
 * test-support/chromium.ts: which Chromium the browser checks start — CHROMIUM_PATH when set;
 * else Debian's whole browser, or its headless shell where a check asks for it and it is
 * installed. Which files exist is faked, so that both machines, with the shell and without it,
 * are tested on any machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromiumPath } from '../../../test-support/chromium.js';

/** The files the faked `existsSync` says are there. */
const installed = new Set<string>();
vi.mock('node:fs', async (original) => ({
  ...(await original<typeof import('node:fs')>()),
  existsSync: (path: string) => installed.has(path),
}));

const BROWSER = '/usr/bin/chromium';
const SHELL = '/usr/bin/chromium-headless-shell';

beforeEach(() => {
  installed.clear();
  vi.stubEnv('CHROMIUM_PATH', undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('chromiumPath', () => {
  it('is CHROMIUM_PATH whenever it is set, the headless shell asked for or not', () => {
    installed.add(BROWSER).add(SHELL);
    vi.stubEnv('CHROMIUM_PATH', '/opt/my-chromium/chrome');
    expect(chromiumPath()).toBe('/opt/my-chromium/chrome');
    expect(chromiumPath({ headlessShell: true })).toBe('/opt/my-chromium/chrome');
  });

  it("is Debian's whole browser unless the headless shell is asked for", () => {
    installed.add(BROWSER).add(SHELL);
    expect(chromiumPath()).toBe(BROWSER);
    expect(chromiumPath({ headlessShell: false })).toBe(BROWSER);
  });

  it('is the headless shell when asked for and installed', () => {
    installed.add(BROWSER).add(SHELL);
    expect(chromiumPath({ headlessShell: true })).toBe(SHELL);
  });

  it('falls back to the whole browser on a machine without the headless shell', () => {
    installed.add(BROWSER);
    expect(chromiumPath({ headlessShell: true })).toBe(BROWSER);
  });
});
