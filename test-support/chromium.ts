/**
 * {@link launchChromium}: the system Chromium (Debian's `/usr/bin/chromium`, its headless shell
 * where asked for and installed, or CHROMIUM_PATH) headless through playwright-core, as every
 * browser test here starts it (Playwright's own browser download cannot work on these machines;
 * `npm run setup -- --browser` installs both).
 */
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/** Debian's `chromium`: the whole browser, run headless. */
const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's `chromium-headless-shell`: the same engine, of the same version, without the browser
 * around it (what Playwright's own headless mode runs). It loaded the documentation site's pages
 * for a fifth to a quarter less CPU than the whole browser (895 pages: 460 s instead of 570-600 s;
 * the whole browser also fetches each page's icon after its load).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** How to start Chromium. */
export interface ChromiumOptions {
  /**
   * Prefer the headless shell (`chromium-headless-shell`) when it is installed, for work that
   * loads many pages and needs nothing of the whole browser. CHROMIUM_PATH still wins.
   */
  readonly headlessShell?: boolean;
}

/** The Chromium that {@link launchChromium} starts with `options`. */
export function chromiumPath({ headlessShell = false }: ChromiumOptions = {}): string {
  if (process.env.CHROMIUM_PATH !== undefined) return process.env.CHROMIUM_PATH;
  return headlessShell && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM;
}

/**
 * Starts Chromium with the flags a closed network needs (no background connections).
 *
 * @throws if there is no Chromium, saying how to install it.
 */
export async function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  const executablePath = chromiumPath(options);
  if (!existsSync(executablePath)) {
    throw new Error(
      `no Chromium at ${executablePath}: npm run setup -- --browser (Debian), or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
